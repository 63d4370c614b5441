import { z } from 'zod';
import { PAY_PASSWORD_MESSAGES, PAY_PASSWORD_PATTERN } from '../../domain/pay-password';
import { defineCall } from '../define-call';
import type { Page } from '../envelope';
import type {
  CreatedOrder,
  HmReceipt,
  OrderCounts,
  OrderDetail,
  OrderLogistics,
  OrderSummary,
  PayInfo,
  PaymentStatus,
  PayResult,
} from '../order';
import { DB_INT_MAX, id, idList, optionalRef, page, perPage, text } from './fields';

/**
 * Orders and payment. The spec shows no order calls (§7 "Not shown"); these
 * paths follow the cart's style and are recorded in docs/api.md.
 * POST /api/order and POST /api/order/:id/pay read an `Idempotency-Key`
 * header: the same key again returns the first answer instead of a second
 * order or payment.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const orderId = z.object({ id: id('订单编号') });

export const orderCreate = defineCall<CreatedOrder>()({
  method: 'POST',
  path: '/api/order',
  access: 'member',
  input: z.object({
    ids: idList('购物车商品编号', '请选择要结算的商品'),
    address_id: z.coerce.number({ error: '请选择收货地址' }).int('请选择收货地址').positive('请选择收货地址').max(DB_INT_MAX, '收货地址不存在'),
    /** A held coupon (user_coupons.id); 0 or absent = none. */
    coupon_id: optionalRef('优惠券编号'),
    /** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
    invoice_type: z.coerce
      .number({ error: '发票类型不正确' })
      .int('发票类型不正确')
      .min(0, '发票类型不正确')
      .max(2, '发票类型不正确')
      .optional()
      .default(0),
    invoice_title: text('发票抬头', 100),
    invoice_tax_no: text('纳税人识别号', 30),
    remark: text('订单备注', 200),
  }),
});

/** tab: 0 全部, 1–5 a status, 6 售后. keyword matches the order number or a goods name. */
export const orderList = defineCall<Page<OrderSummary>>()({
  method: 'GET',
  path: '/api/order',
  access: 'member',
  input: z.object({
    status: z.coerce.number({ error: '订单状态不正确' }).int('订单状态不正确').min(0, '订单状态不正确').max(6, '订单状态不正确').optional().default(0),
    keyword: text('搜索内容', 50),
    page,
    per_page: perPage(10),
  }),
});

export const orderCounts = defineCall<OrderCounts>()({ method: 'GET', path: '/api/order/counts', access: 'member', input: z.object({}) });

export const orderDetail = defineCall<OrderDetail>()({ method: 'GET', path: '/api/order/:id', access: 'member', input: orderId });

export const orderCancel = defineCall<OrderDetail>()({
  method: 'POST',
  path: '/api/order/:id/cancel',
  access: 'member',
  input: orderId.extend({ reason: text('取消原因', 100) }),
});

/** 确认收货: 待收货 → 已完成. */
export const orderReceive = defineCall<OrderDetail>()({ method: 'POST', path: '/api/order/:id/receive', access: 'member', input: orderId });

/** 再次购买: the order's goods back into the cart (current prices). */
export const orderRebuy = defineCall<{ total: number; added: number; skipped: number }>()({
  method: 'POST',
  path: '/api/order/:id/rebuy',
  access: 'member',
  input: orderId,
});

export const orderLogistics = defineCall<OrderLogistics>()({ method: 'GET', path: '/api/order/:id/logistics', access: 'member', input: orderId });

/** What the pay page shows: the order, the wallet balance, the methods this order allows. */
export const orderPayInfo = defineCall<PayInfo>()({ method: 'GET', path: '/api/order/:id/pay', access: 'member', input: orderId });

/**
 * Pay an order. wallet: paid at once (余额不足 → 422). online: a sandbox
 * payment whose page the QR code encodes; paid when the provider's signed
 * callback arrives. offline: a bank transfer declared with its details;
 * the order waits for the finance check and does not expire meanwhile.
 * Orders with ephedrine-type goods (is_hm) accept only corporate transfer
 * (offline with the payer's company account) and online corporate banking.
 */
export const orderPay = defineCall<PayResult>()({
  method: 'POST',
  path: '/api/order/:id/pay',
  access: 'member',
  input: orderId.extend({
    method: z.enum(['wallet', 'online', 'offline'], { error: '请选择支付方式' }),
    payer_account_name: text('付款单位', 100),
    payer_bank: text('付款银行', 100),
    payer_account: z
      .string({ error: '付款账号格式不正确' })
      .trim()
      .max(40, '付款账号不能超过40位')
      .refine((value) => value === '' || /^[0-9 -]{6,40}$/.test(value), '付款账号只能是数字')
      .optional()
      .default(''),
    receipt_no: text('转账流水号', 64),
    /** 余额支付 only: the buyer's 6-digit 支付密码 (checked by the server; ignored for the other methods). */
    pay_password: z
      .string({ error: PAY_PASSWORD_MESSAGES.format })
      .refine((value) => value === '' || PAY_PASSWORD_PATTERN.test(value), PAY_PASSWORD_MESSAGES.format)
      .optional()
      .default(''),
  }),
});

/** The pay page polls this while a QR code is shown. */
export const paymentStatus = defineCall<PaymentStatus>()({
  method: 'GET',
  path: '/api/payment/:no',
  access: 'member',
  input: z.object({ no: z.string().trim().min(1, '支付单号不能为空').max(40, '支付单号不正确') }),
});

/** /hmdd: orders with ephedrine-type goods and their corporate-transfer receipts. */
export const hmReceipts = defineCall<Page<HmReceipt>>()({
  method: 'GET',
  path: '/api/order/hm',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});
