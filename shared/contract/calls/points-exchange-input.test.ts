import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { pointsExchangeInput } from './points-exchange-input';

const FIELDS = ['number', 'address_id'] as const;
const check = (number: unknown, address_id?: number) => schemaErrors(pointsExchangeInput, { gift_id: 3, number, address_id }, FIELDS);

describe('the 积分商城 exchange checked with its call’s schema', () => {
  it('asks for 1 to 99 pieces, in the words the dialog showed by hand', () => {
    expect(check('2', 5)).toEqual({});
    expect(check('0', 5)).toEqual({ number: '兑换数量至少1件' });
    expect(check('', 5)).toEqual({ number: '请填写兑换数量' });
    expect(check('1.5', 5)).toEqual({ number: '兑换数量必须是整数' });
    expect(check('abc', 5)).toEqual({ number: '兑换数量必须是数字' });
    expect(check('100', 5)).toEqual({ number: '一次最多兑换99件' });
  });

  it('asks for a delivery address', () => {
    expect(check('1')).toEqual({ address_id: '请选择收货地址' });
  });
});
