import { z } from 'zod';
import { PAY_PASSWORD_MESSAGES, PAY_PASSWORD_PATTERN } from '../../domain/pay-password';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import {
  createdOrderSchema,
  hmReceiptSchema,
  orderCountsSchema,
  orderDetailSchema,
  orderLogisticsSchema,
  orderSummarySchema,
  payInfoSchema,
  paymentStatusSchema,
  payResultSchema,
} from '../order';
import { documentNumber, id, optionalIntegerChoice, page, perPage, text } from './fields';
import { orderCreateInput, transferFields } from './order-input';

/**
 * Orders and payment. The spec shows no order calls (docs/product/calls.md "Not shown"); these
 * paths follow the cart's style and are recorded in docs/api.md.
 * POST /api/order and POST /api/order/:id/pay read an `Idempotency-Key`
 * header: the same key again returns the first answer instead of a second
 * order or payment.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const orderId = z.object({ id: id('订单编号') });

export const orderCreate = defineCall({
  output: createdOrderSchema,
  method: 'POST',
  path: '/api/order',
  access: 'member',
  input: orderCreateInput,
});

/** tab: 0 全部, 1–5 a status, 6 售后. keyword matches the order number or a goods name. */
export const orderList = defineCall({
  output: pageSchema(orderSummarySchema),
  method: 'GET',
  path: '/api/order',
  access: 'member',
  input: z.object({
    status: optionalIntegerChoice([0, 1, 2, 3, 4, 5, 6], '订单状态不正确', 0),
    keyword: text('搜索内容', 50),
    page,
    per_page: perPage(10),
  }),
});

export const orderCounts = defineCall({
  output: orderCountsSchema,
  method: 'GET',
  path: '/api/order/counts',
  access: 'member',
  quiet: true,
  input: z.object({}),
});

export const orderDetail = defineCall({
  output: orderDetailSchema,
  method: 'GET',
  path: '/api/order/:id',
  access: 'member',
  input: orderId,
});

export const orderCancel = defineCall({
  output: orderDetailSchema,
  method: 'POST',
  path: '/api/order/:id/cancel',
  access: 'member',
  input: orderId.extend({ reason: text('取消原因', 100) }),
});

/** Why a buyer asks to cancel a paid order (申请取消): the short list the dialog offers; anything else is refused. */
export const CANCEL_REQUEST_REASONS = ['不想买了', '商品选错或多选', '收货信息填写错误', '重复下单', '价格或优惠有变化', '其他原因'] as const;

/**
 * 申请取消: a paid order waiting to ship (待发货) asks the seller to cancel it.
 * The seller approves (the order is cancelled and refunded to where the
 * money came from, once) or refuses, through /api/seller/v1/cancel-requests.
 */
export const orderCancelRequest = defineCall({
  output: orderDetailSchema,
  method: 'POST',
  path: '/api/order/:id/cancel_request',
  access: 'member',
  input: orderId.extend({ reason: z.enum(CANCEL_REQUEST_REASONS, { error: '请选择取消原因' }) }),
});

/** 确认收货: 待收货 → 已完成. */
export const orderReceive = defineCall({
  output: orderDetailSchema,
  method: 'POST',
  path: '/api/order/:id/receive',
  access: 'member',
  input: orderId,
});

/** 再次购买: the order's goods back into the cart (current prices). */
export const orderRebuy = defineCall({
  output: z.strictObject({ total: z.number(), added: z.number(), skipped: z.number() }),
  method: 'POST',
  path: '/api/order/:id/rebuy',
  access: 'member',
  input: orderId,
});

export const orderLogistics = defineCall({
  output: orderLogisticsSchema,
  method: 'GET',
  path: '/api/order/:id/logistics',
  access: 'member',
  input: orderId,
});

/** What the pay page shows: the order, the wallet balance, the methods this order allows. */
export const orderPayInfo = defineCall({
  output: payInfoSchema,
  method: 'GET',
  path: '/api/order/:id/pay',
  access: 'member',
  input: orderId,
});

/**
 * Pay an order. wallet: paid at once (余额不足 → 422). online: a sandbox
 * payment whose page the QR code encodes; paid when the provider's signed
 * callback arrives. offline: a bank transfer declared with its details;
 * the order waits for the finance check and does not expire meanwhile.
 * Orders with ephedrine-type goods (is_hm) accept only corporate transfer
 * (offline with the payer's company account) and online corporate banking.
 */
export const orderPay = defineCall({
  output: payResultSchema,
  method: 'POST',
  path: '/api/order/:id/pay',
  access: 'member',
  input: orderId.extend({
    method: z.enum(['wallet', 'online', 'offline'], { error: '请选择支付方式' }),
    // Checked whole for the offline method by the server once it has read the order (./order-input.ts transferInput).
    ...transferFields,
    /** 余额支付 only: the buyer's 6-digit 支付密码 (checked by the server; ignored for the other methods). */
    pay_password: z
      .string({ error: PAY_PASSWORD_MESSAGES.format })
      .refine((value) => value === '' || PAY_PASSWORD_PATTERN.test(value), PAY_PASSWORD_MESSAGES.format)
      .optional()
      .default(''),
    /**
     * Where the buyer pays, as the page sees it: 'phone' (a window under 768 px)
     * gets the provider's mobile flow (Alipay wap, WeChat Pay H5, the sandbox
     * page) instead of a QR code. A phone's User-Agent counts as phone too.
     */
    device: z.enum(['desktop', 'phone'], { error: '设备类型不正确' }).optional(),
  }),
});

/** The pay page polls this while a QR code is shown. */
export const paymentStatus = defineCall({
  output: paymentStatusSchema,
  method: 'GET',
  path: '/api/payment/:no',
  access: 'member',
  quiet: true,
  input: z.object({ no: documentNumber('支付单号') }),
});

/**
 * 更换支付方式: closes the buyer's open online attempt, in the ledger and at
 * the provider, so the order can be paid another way. The provider is asked
 * first where it can be: an attempt already paid there pays the order
 * (status paid) instead of being closed. A closed attempt answers closed
 * again; money that still lands for it is refunded to where it came from.
 */
export const paymentClose = defineCall({
  output: paymentStatusSchema,
  method: 'POST',
  path: '/api/payment/:no/close',
  access: 'member',
  input: z.object({ no: documentNumber('支付单号') }),
});

/** /hmdd: orders with ephedrine-type goods and their corporate-transfer receipts. */
export const hmReceipts = defineCall({
  output: pageSchema(hmReceiptSchema),
  method: 'GET',
  path: '/api/order/hm',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});
