import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { varietyCreateInput } from './variety-input';

const FIELDS = ['name', 'manufacturer', 'specification', 'quantity', 'expected_price', 'photo', 'remark'] as const;
const check = (value: Record<string, unknown>) =>
  schemaErrors(
    varietyCreateInput,
    { name: '蒙脱石散', manufacturer: '', specification: '', quantity: '40', expected_price: '', photo: 0, remark: '', ...value },
    FIELDS,
  );

describe('新增求购 checked with its call’s schema', () => {
  it('takes a name and a quantity, the rest optional', () => {
    expect(check({})).toEqual({});
    expect(check({ expected_price: '18.5' })).toEqual({});
  });

  it('asks for the name and the quantity', () => {
    expect(check({ name: '  ', quantity: '' })).toEqual({ name: '请填写药品名称', quantity: '请填写求购数量' });
  });

  it('a quantity is a whole number above 0', () => {
    for (const quantity of ['0', '2.5', 'abc', '-3']) expect(check({ quantity }), quantity).toEqual({ quantity: '求购数量必须是大于0的整数' });
    expect(check({ quantity: '1000001' })).toEqual({ quantity: '求购数量过大' });
  });

  it('an expected price has at most two decimals', () => {
    expect(check({ expected_price: '12.345' })).toEqual({ expected_price: '期望价格格式不正确，最多两位小数' });
    expect(check({ expected_price: '-1' })).toEqual({ expected_price: '期望价格不能为负数' });
  });
});
