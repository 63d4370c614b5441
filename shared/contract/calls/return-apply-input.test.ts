import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { returnApplyInput } from './return-apply-input';

const FIELDS = ['items', 'type', 'reason', 'description'] as const;
const check = (value: Record<string, unknown>) =>
  schemaErrors(returnApplyInput, { id: 12, type: 1, reason: '质量问题', description: '', items: [{ order_item_id: 3, number: 2 }], ...value }, FIELDS);

describe('申请退货 checked with its call’s schema', () => {
  it('takes a goods, a type and a reason', () => {
    expect(check({})).toEqual({});
  });

  it('asks for the goods and the reason', () => {
    expect(check({ items: [], reason: '' })).toEqual({ items: '请选择要退货的商品', reason: '请选择退货原因' });
  });

  it('says a description is too long under it', () => {
    expect(check({ description: '坏'.repeat(501) })).toEqual({ description: '问题描述不能超过500个字符' });
  });

  it('a line’s own message, for a field the form does not show by name, goes to the form', () => {
    expect(check({ items: [{ order_item_id: 3, number: 0 }] })).toEqual({ form: '退货数量必须大于0' });
  });
});
