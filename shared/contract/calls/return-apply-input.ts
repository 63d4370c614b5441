/**
 * The input of 申请退货 (POST /api/order/:id/return, ./after-sale.ts returnApply), apart so the form on
 * /order/returnInfo/{id} validates with it: browser code imports this module only with a dynamic import, on
 * submit, so it and zod load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md
 * ADR-059).
 */
import { z } from 'zod';
import { id, integerChoice, multilineText, quantity, text } from './fields';

export const returnApplyInput = z.object({
  id: id('订单编号'),
  /** 1 退货退款, 2 仅退款. */
  type: integerChoice([1, 2], '请选择售后类型'),
  reason: text('退货原因', 50, '请选择退货原因'),
  description: multilineText('问题描述', 500),
  items: z
    .array(
      z.object({
        order_item_id: id('订单商品编号'),
        number: quantity('退货数量', 1_000_000),
      }),
      { error: '请选择要退货的商品' },
    )
    .min(1, '请选择要退货的商品')
    .max(200, '一次最多申请200种商品'),
});
