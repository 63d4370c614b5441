import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { groupJoinInput } from './group-join-input';

const FIELDS = ['number', 'deal_id', 'address_id'] as const;
const check = (number: string, address_id: number | undefined, limit?: number) =>
  schemaErrors(groupJoinInput(limit), { deal_id: 7, number, address_id }, FIELDS);

describe('the 拼团 panel checked with its call’s schema', () => {
  it('asks for a whole number of units, at least one', () => {
    expect(check('', 3, 6)).toEqual({ number: '请输入参团数量' });
    expect(check('0', 3, 6)).toEqual({ number: '参团数量必须大于0' });
    expect(check('1.5', 3, 6)).toEqual({ number: '参团数量必须是整数' });
    expect(check('2', 3, 6)).toEqual({});
  });

  it('at most what this buyer may take now, as the panel shows it', () => {
    expect(check('7', 3, 6)).toEqual({ number: '本次最多参团6件' });
    expect(check('6', 3, 6)).toEqual({});
  });

  it('the server’s own bound, without the deal', () => {
    expect(check('10000', 3)).toEqual({ number: '参团数量不能超过9999' });
  });

  it('needs an address', () => {
    expect(check('2', undefined, 6)).toEqual({ address_id: '请先添加收货地址' });
  });
});
