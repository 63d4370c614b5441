import { z } from 'zod';
import { orderStatusSchema } from '../statuses';
import { defineSellerCall } from './define';

const orderNo = z.string().regex(/^[A-Z]{2,4}\d{10,30}$/, '订单号格式不正确');
const waybillNo = z.string().regex(/^[A-Za-z0-9-]{6,40}$/, '运单号须为 6-40 位字母、数字或连字符');
const day = z.iso.date('日期格式须为 YYYY-MM-DD');
const moment = z.iso.datetime({ offset: true, error: '时间须为 ISO 8601 格式，如 2026-11-28T10:00:00+08:00' });

export const parcelSchema = z.strictObject({
  carrier: z.string(),
  waybill_no: z.string(),
  shipped_at: z.string(),
  delivered_at: z.string().nullable(),
  signed_by: z.string(),
  lines: z.array(
    z.strictObject({
      line_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      batch_no: z.string(),
      produced_on: z.string(),
      expires_on: z.string(),
      inspection_report_url: z.string(),
    }),
  ),
  events: z.array(z.strictObject({ at: z.string(), text: z.string() })),
});

export type Parcel = z.infer<typeof parcelSchema>;

/** What every fulfilment write answers: the order's state after it. */
export const fulfilmentResultSchema = z.strictObject({
  order_no: z.string(),
  status: orderStatusSchema,
  version: z.number().int(),
  accepted: z.boolean().nullable(),
  parcels: z.array(parcelSchema),
});

export const sellerAcceptOrder = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/orders/:order_no/accept',
  scope: 'fulfilment',
  summary: '接单：已付款的订单由商家确认备货',
  input: z.strictObject({ order_no: orderNo }),
  output: fulfilmentResultSchema,
});

export const sellerRefuseOrder = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/orders/:order_no/refuse',
  scope: 'fulfilment',
  summary: '拒单：已付款、未发货的订单由商家拒绝（例如缺货、资质不符），订单取消，库存与优惠券退回，货款原路退回，每单只退一次；买家在订单上看到拒单原因',
  input: z.strictObject({ order_no: orderNo, reason: z.string().trim().min(1, '请填写拒单原因').max(100, '拒单原因最多 100 个字') }),
  output: fulfilmentResultSchema,
});

export const sellerShipOrder = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/orders/:order_no/shipments',
  scope: 'fulfilment',
  summary: '发货一个包裹：承运商、运单号，以及按批号的商品行（数量、生产日期、有效期至）',
  input: z.strictObject({
    order_no: orderNo,
    carrier: z.string().trim().min(2, '承运商名称须为 2-30 个字').max(30, '承运商名称须为 2-30 个字'),
    waybill_no: waybillNo,
    shipped_at: moment.optional(),
    lines: z
      .array(
        z
          .strictObject({
            line_id: z.number().int().positive(),
            quantity: z.number().int().min(1, '数量至少为 1').max(1_000_000),
            batch_no: z.string().trim().min(1, '请填写批号').max(40, '批号最多 40 个字符'),
            produced_on: day,
            expires_on: day,
            inspection_report_url: z
              .url({ protocol: /^https?$/, error: '药检报告地址须为 http(s) 链接' })
              .max(500)
              .optional(),
          })
          .refine((line) => line.expires_on > line.produced_on, { message: '有效期须晚于生产日期', path: ['expires_on'] }),
      )
      .min(1, '包裹至少包含一行商品')
      .max(500),
  }),
  output: fulfilmentResultSchema,
});

export const sellerTraceParcel = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/orders/:order_no/shipments/:waybill_no/events',
  scope: 'fulfilment',
  summary: '追加包裹的物流轨迹',
  input: z.strictObject({
    order_no: orderNo,
    waybill_no: waybillNo,
    events: z
      .array(z.strictObject({ at: moment, text: z.string().trim().min(1, '请填写轨迹内容').max(200, '轨迹内容最多 200 个字') }))
      .min(1, '至少一条轨迹')
      .max(100),
  }),
  output: fulfilmentResultSchema,
});

export const sellerDeliverParcel = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/orders/:order_no/shipments/:waybill_no/delivered',
  scope: 'fulfilment',
  summary: '包裹已签收',
  input: z.strictObject({
    order_no: orderNo,
    waybill_no: waybillNo,
    at: moment,
    signed_by: z.string().trim().max(30, '签收人最多 30 个字').default(''),
  }),
  output: fulfilmentResultSchema,
});
