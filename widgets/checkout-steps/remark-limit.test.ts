import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/connected/schema-errors';
import { orderCreateInput } from '../../shared/contract/calls/order-input';
import { REMARK_MAX } from './confirm-step';

describe('订单备注', () => {
  it('the box stops where the order call’s schema does', () => {
    const order = { ids: [7], address_id: 3, remark: '药'.repeat(REMARK_MAX) };
    expect(schemaErrors(orderCreateInput, order, ['remark'])).toEqual({});
    expect(schemaErrors(orderCreateInput, { ...order, remark: '药'.repeat(REMARK_MAX + 1) }, ['remark'])).toEqual({
      remark: `订单备注不能超过${REMARK_MAX}个字符`,
    });
  });
});
