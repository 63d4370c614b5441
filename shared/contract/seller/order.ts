import { z } from 'zod';
import { optionalInteger, optionalIntegerChoice } from '../calls/fields';
import { ORDER_STATUS, orderStatusSchema } from '../statuses';
import { defineSellerCall } from './define';

/**
 * Orders as the wholesaler's ERP reads them. `version` is the order's
 * updated_at in microseconds since the epoch: it grows with every change,
 * so an ERP keeps the highest version it has applied and ignores older news
 * (webhooks may arrive out of order).
 */
const fen = z.number().int().describe('分');

export const sellerOrderSummarySchema = z.strictObject({
  order_no: z.string(),
  status: orderStatusSchema,
  status_text: z.string(),
  version: z.number().int(),
  pay_total_fen: fen,
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601, microseconds'),
});

export const sellerOrderLineSchema = z.strictObject({
  line_id: z.number().int(),
  goods_id: z.number().int(),
  goods_code: z.string().nullable().describe('商家商品编码（未绑定时为 null）'),
  name: z.string(),
  maker: z.string(),
  spec: z.string(),
  unit: z.string(),
  approval: z.string(),
  quantity: z.number().int(),
  price_fen: fen,
  amount_fen: fen,
  batch_no: z.string(),
  returned_quantity: z.number().int(),
  package_name: z.string().nullable(),
});

export const sellerOrderSchema = sellerOrderSummarySchema.extend({
  after_sale_status: z.number().int(),
  pay_method: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string(),
  remark: z.string(),
  amounts: z.strictObject({
    goods_total_fen: fen,
    manjian_fen: fen.describe('满减'),
    discount_fen: fen.describe('折扣'),
    coupon_fen: fen.describe('优惠券抵扣'),
    freight_fen: fen,
    pay_total_fen: fen,
    refunded_fen: fen,
  }),
  coupon: z.strictObject({ user_coupon_id: z.number().int(), name: z.string(), coupon_fen: fen }).nullable(),
  buyer: z.strictObject({
    id: z.number().int(),
    username: z.string(),
    company: z.string(),
    contact: z.string(),
    phone: z.string(),
    type: z.string(),
    customer_code: z.string(),
  }),
  address: z.strictObject({ consignee: z.string(), phone: z.string(), address: z.string() }),
  invoice: z.strictObject({ type: z.number().int(), title: z.string(), tax_no: z.string() }),
  licences: z.array(z.strictObject({ kind: z.string(), number: z.string(), expires_on: z.string(), status: z.string(), scope: z.array(z.string()) })),
  lines: z.array(sellerOrderLineSchema),
});

export type SellerOrder = z.infer<typeof sellerOrderSchema>;
export type SellerOrderSummary = z.infer<typeof sellerOrderSummarySchema>;

export const sellerListOrders = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/orders',
  scope: 'orders',
  summary: '按更新时间分页读取订单（游标翻页，订单在翻页中变化时既不遗漏也不重复）',
  input: z.strictObject({
    status: optionalIntegerChoice(Object.values(ORDER_STATUS), '订单状态不正确', undefined),
    updated_after: z.iso.datetime({ offset: true }).optional().describe('只读此时刻之后更新的订单'),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, '游标格式不正确')
      .optional(),
    limit: optionalInteger({ min: 1, max: 200, invalid: '每页数量须为 1-200 的整数' }, 50),
  }),
  output: z.strictObject({ orders: z.array(sellerOrderSummarySchema), next_cursor: z.string().nullable() }),
});

export const sellerGetOrder = defineSellerCall({
  method: 'GET',
  path: '/api/seller/v1/orders/:order_no',
  scope: 'orders',
  summary: '读取一个订单：明细、买家、收货地址、资质与优惠',
  input: z.strictObject({ order_no: z.string().regex(/^[A-Z]{2,4}\d{10,30}$/, '订单号格式不正确') }),
  output: sellerOrderSchema,
});
