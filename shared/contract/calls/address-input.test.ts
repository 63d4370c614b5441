import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { EMPTY_ADDRESS } from '../../domain/address';
import { addressFields } from './address-input';

const FIELDS = ['consignee', 'phone', 'province', 'city', 'district', 'detail', 'is_default'] as const;

describe('the address form checked with its call’s schema (docs/product/validation.md phone rule)', () => {
  const good = { ...EMPTY_ADDRESS, consignee: '孙立民', phone: '15169032217', province: '山东省', city: '济南市', detail: '经十路1号' };

  it('accepts a mobile or an area-code landline, spaces around forgiven', () => {
    expect(schemaErrors(addressFields, good, FIELDS)).toEqual({});
    expect(schemaErrors(addressFields, { ...good, phone: '0531-88886666' }, FIELDS)).toEqual({});
    expect(schemaErrors(addressFields, { ...good, phone: ' 15169032217 ' }, FIELDS)).toEqual({});
  });

  it('names each missing or wrong field in Chinese, worded for the form’s text inputs', () => {
    expect(schemaErrors(addressFields, EMPTY_ADDRESS, FIELDS)).toEqual({
      consignee: '请填写收货人',
      phone: '请填写联系电话',
      province: '请填写省份',
      city: '请填写城市',
      detail: '请填写详细地址',
    });
    expect(schemaErrors(addressFields, { ...good, phone: '12345678901' }, FIELDS).phone).toBe('联系电话格式不正确（手机号或区号-座机号）');
    expect(schemaErrors(addressFields, { ...good, phone: '1516903221' }, FIELDS).phone).toBe('联系电话格式不正确（手机号或区号-座机号）');
    expect(schemaErrors(addressFields, { ...good, consignee: '   ' }, FIELDS).consignee).toBe('请填写收货人');
  });
});
