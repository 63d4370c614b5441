import { z } from 'zod';
import { DB_INT_MAX, optionalInteger, optionalIntegerChoice } from '../calls/fields';
import { AFTER_SALE_STATUS, afterSaleStatusSchema } from '../statuses';
import { defineSellerCall } from './define';

const afterSaleNo = z.string().regex(/^[A-Z]{2}\d{10,30}$/, '售后单号格式不正确');

export const sellerAfterSaleSchema = z.strictObject({
  after_sale_no: z.string(),
  order_no: z.string(),
  /** 1 退货退款, 2 仅退款 */
  type: z.number().int(),
  status: afterSaleStatusSchema,
  status_text: z.string(),
  reason: z.string(),
  description: z.string(),
  amount_fen: z.number().int(),
  review_note: z.string(),
  buyer: z.strictObject({ id: z.number().int(), username: z.string(), company: z.string() }),
  lines: z.array(z.strictObject({ line_id: z.number().int(), name: z.string(), quantity: z.number().int(), amount_fen: z.number().int() })),
  created_at: z.string(),
});

export const sellerListAfterSales = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/after-sales',
  scope: 'after-sales',
  summary: '售后申请列表（默认待审核），按编号递增，after_id 翻页',
  input: z.strictObject({
    status: optionalIntegerChoice(Object.values(AFTER_SALE_STATUS), '售后状态不正确', 1),
    after_id: optionalInteger({ min: 0, max: DB_INT_MAX, invalid: 'after_id 须为非负整数' }, 0),
    limit: optionalInteger({ min: 1, max: 200, invalid: '每页数量须为 1-200 的整数' }, 50),
  }),
  output: z.strictObject({ after_sales: z.array(sellerAfterSaleSchema.extend({ id: z.number().int() })), next_after_id: z.number().int().nullable() }),
});

const decided = z.strictObject({ after_sale: sellerAfterSaleSchema });

export const sellerApproveAfterSale = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/after-sales/:after_sale_no/approve',
  scope: 'after-sales',
  summary: '同意售后申请（生成销售退货单；货到后调用 refund 退款到买家账户余额）',
  input: z.strictObject({ after_sale_no: afterSaleNo, note: z.string().trim().max(200, '说明最多 200 个字').default('审核通过，请按退货地址寄回商品') }),
  output: decided,
});

export const sellerRefuseAfterSale = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/after-sales/:after_sale_no/refuse',
  scope: 'after-sales',
  summary: '驳回售后申请，理由买家可见',
  input: z.strictObject({ after_sale_no: afterSaleNo, reason: z.string().trim().min(1, '请填写驳回理由').max(200, '驳回理由最多 200 个字') }),
  output: decided,
});

export const sellerRefundAfterSale = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/after-sales/:after_sale_no/refund',
  scope: 'after-sales',
  summary: '已同意的售后退款到买家账户余额（经余额流水记账）',
  input: z.strictObject({ after_sale_no: afterSaleNo }),
  output: decided,
});
