/**
 * Orders, payment, addresses, coupons, wallet, after-sales and points orders
 * as the API returns them. The spec shows none of these shapes (docs/product/calls.md "Not
 * shown"); docs/decisions.md ADR-033 records the choices. Money is 2-decimal
 * yuan strings; times are 10-digit second timestamps (docs/product/constants.md).
 */

import { z } from 'zod';
import { checkoutPreviewSchema } from './cart';
import {
  afterSaleStatusSchema,
  afterSaleTypeSchema,
  cancelRequestStatusSchema,
  couponStatusSchema,
  orderAfterSaleStateSchema,
  orderStatusSchema,
  paymentAttemptStatusSchema,
  payMethodSchema,
  pointsOrderStatusSchema,
  salesReturnStatusSchema,
} from './statuses';

export const addressSchema = z.strictObject({
  id: z.number(),
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  /** province + city + district + detail. */
  full: z.string(),
  is_default: z.literal([0, 1]),
});

export const orderItemSchema = z.strictObject({
  id: z.number(),
  goods_id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  approval: z.string(),
  image: z.string(),
  number: z.number(),
  price: z.string(),
  amount: z.string(),
  type: z.number(),
  is_ephedrine: z.literal([0, 1]),
  gift: z
    .strictObject({
      name: z.string(),
      number: z.number(),
      total: z.string(),
    })
    .nullable(),
  /** Units already returned through after-sales. */
  returned_number: z.number(),
  /** Units that may still be applied for. */
  returnable_number: z.number(),
  /** The 套餐 the line was sold in ('' for goods bought on their own): group such lines under 「套餐：name」. */
  combination_name: z.string(),
  /** 批号 of the batch sold ('' when not recorded). */
  batch_no: z.string(),
  /** The batch's 质检报告 (GET /api/jybg/{id}/file), '' when there is none. */
  report_url: z.string(),
});

/** What a buyer may do with the order now; the UI shows exactly these buttons. */
export const orderActionsSchema = z.strictObject({
  pay: z.literal([0, 1]),
  cancel: z.literal([0, 1]),
  receive: z.literal([0, 1]),
  after_sale: z.literal([0, 1]),
  rebuy: z.literal([0, 1]),
  /** 申请取消: a paid order waiting to ship, with no cancel request yet (POST /api/order/:id/cancel_request). */
  request_cancel: z.literal([0, 1]),
});

export const orderSummarySchema = z.strictObject({
  id: z.number(),
  order_no: z.string(),
  status: orderStatusSchema,
  status_text: z.string(),
  /** 0 none, 1 售后中, 2 售后完成. */
  after_sale_status: orderAfterSaleStateSchema,
  pay_total: z.string(),
  goods_count: z.number(),
  goods_quantity: z.number(),
  /** The first few lines, for the list. */
  items: z.array(orderItemSchema),
  is_hm: z.literal([0, 1]),
  pay_method: z.union([payMethodSchema, z.literal('')]),
  offline_pending: z.literal([0, 1]),
  created_at: z.number(),
  /** Unpaid orders: when they expire (seconds); 0 otherwise. */
  expires_at: z.number(),
  actions: orderActionsSchema,
});

export const orderTimelineEntrySchema = z.strictObject({
  text: z.string(),
  at: z.number(),
});

/** After-sales application: type 1 退货退款, 2 仅退款; status 1 待审核 2 已同意 3 已驳回 4 已退款 5 已撤销. */
export const afterSaleSummarySchema = z.strictObject({
  id: z.number(),
  after_sale_no: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  type: afterSaleTypeSchema,
  type_text: z.string(),
  status: afterSaleStatusSchema,
  status_text: z.string(),
  amount: z.string(),
  created_at: z.number(),
});

export const orderCountsSchema = z.record(z.string(), z.number());

export const createdOrderSchema = z.strictObject({
  id: z.number(),
  order_no: z.string(),
  pay_total: z.string(),
  is_hm: z.literal([0, 1]),
  /** Where the buyer pays: /cart/step3/{id} or /cart/hm?id={id}. */
  pay_path: z.string(),
});

export const couponSchema = z.strictObject({
  /** The held coupon's id (user_coupons.id). */
  id: z.number(),
  name: z.string(),
  /** 1 满减券, 2 现金券. */
  type: z.literal([1, 2]),
  threshold: z.string(),
  amount: z.string(),
  describe: z.string(),
  status: couponStatusSchema,
  valid_from: z.number(),
  valid_to: z.number(),
  /** What it applies to (全场商品（秒杀除外）/ 仅限优选商品), and the goods list that shows them. */
  applies_to: z.string(),
  goods_path: z.string(),
  /** A used coupon: the order it paid for (0 otherwise). */
  order_id: z.number(),
  order_no: z.string(),
  /** Checkout only: 1 when the selected lines reach the threshold. */
  usable: z.literal([0, 1]).optional(),
  /** Checkout only: why it cannot be used (还差¥X可用). */
  unusable_reason: z.string().optional(),
});

export const paymentMethodInfoSchema = z.strictObject({
  method: payMethodSchema,
  name: z.string(),
  enabled: z.literal([0, 1]),
  /** Why not (余额不足 / 含麻订单仅支持对公转账). */
  reason: z.string(),
});

/** GET /api/order/:id/pay: what the pay page (/cart/step3, /cart/hm) shows. */
export const payInfoSchema = z.strictObject({
  order: orderSummarySchema,
  balance: z.string(),
  methods: z.array(paymentMethodInfoSchema),
  /** The receiving account for transfers. */
  bank: z.strictObject({
    name: z.string(),
    account_name: z.string(),
    account: z.string(),
  }),
  now: z.number(),
  /**
   * The order's open online attempt (pending at the provider), so the page
   * can wait for it and offer 更换支付方式 after a reload or on coming back
   * from the provider's page; null when there is none.
   */
  open_online: z
    .strictObject({
      payment_no: z.string(),
      /** 支付宝 / 微信支付 / 在线支付. */
      name: z.string(),
      created_at: z.number(),
    })
    .nullable(),
});

/** POST /api/order/:id/pay answer. */
export const payResultSchema = z.strictObject({
  status: z.literal(['paid', 'pending', 'submitted']),
  order_id: z.number(),
  payment_no: z.string(),
  /** online: the provider's page the QR code encodes. */
  pay_url: z.string(),
  /** online: an image URL of the QR code. */
  qr_image: z.string(),
  /**
   * online: 'qr' shows the QR code of pay_url (WeChat Pay native, the
   * sandbox); 'redirect' sends the browser to pay_url (Alipay's page,
   * WeChat Pay H5 on phones). Absent: 'qr'.
   */
  pay_action: z.literal(['qr', 'redirect']).optional(),
});

/**
 * pending: the live attempt (awaiting the gateway or finance); paid: the one
 * that paid the order; closed: voided before money moved (a newer attempt,
 * another method, the order cancelled); failed: the gateway refused to
 * start it; refunded: money that arrived late, sent back to where it came
 * from (or, for rows older than the ledger, to the wallet).
 */
/** One payment attempt of an order, as the order page lists it. */
export const orderPaymentSchema = z.strictObject({
  payment_no: z.string(),
  method: payMethodSchema,
  /** 余额支付 / 在线支付 / 线下转账. */
  method_text: z.string(),
  amount: z.string(),
  status: paymentAttemptStatusSchema,
  /** 待支付, 待财务确认, 已支付, 已关闭, 支付失败, 已原路退回, 已退回账户余额. */
  status_text: z.string(),
  /** One line for the buyer, e.g. 在线支付 ¥12.00 已原路退回. */
  text: z.string(),
  created_at: z.number(),
  paid_at: z.number(),
  refunded_at: z.number(),
});

export const paymentStatusSchema = z.strictObject({
  payment_no: z.string(),
  status: paymentAttemptStatusSchema,
  order_id: z.number(),
  order_status: orderStatusSchema,
});

export const walletInfoSchema = z.strictObject({
  balance: z.string(),
});

export const walletLogEntrySchema = z.strictObject({
  id: z.number(),
  /** Signed, 2-decimal yuan. */
  amount: z.string(),
  balance_after: z.string(),
  use_type: z.literal([1, 2]),
  use_type_text: z.string(),
  note: z.string(),
  order_no: z.string(),
  /** The order the line paid for or refunded (links /order/info/{id}); 0 none (top-up, opening balance). */
  order_id: z.number(),
  /** A 售后退款 line: the after-sales application (links /order/afterSalesInfo/{id}); 0 otherwise. */
  after_sale_id: z.number(),
  after_sale_no: z.string(),
  created_at: z.number(),
});

/** One line of the points ledger (/wdqb/jfgl). kind 1 获得, 2 使用, 3 过期. */
export const pointsLogEntrySchema = z.strictObject({
  id: z.number(),
  /** Signed. */
  points: z.number(),
  balance_after: z.number(),
  kind: z.literal([1, 2, 3]),
  kind_text: z.string(),
  note: z.string(),
  /** The goods order that earned the points (links /order/info/{id}); 0 none. */
  order_id: z.number(),
  order_no: z.string(),
  /** The points order (/jfdd) that spent them; '' none. */
  points_order_no: z.string(),
  created_at: z.number(),
});
export type PointsLogEntry = z.infer<typeof pointsLogEntrySchema>;

export const orderLogisticsSchema = z.strictObject({
  order_id: z.number(),
  company: z.string(),
  tracking_no: z.string(),
  /** Newest first. */
  traces: z.array(
    z.strictObject({
      text: z.string(),
      at: z.number(),
    }),
  ),
  /** The parcels the seller's ERP shipped (/api/seller/v1), with what each holds by batch; [] when it reported none. */
  parcels: z.array(
    z.strictObject({
      carrier: z.string(),
      waybill_no: z.string(),
      /** Seconds; 0 until signed for. */
      delivered_at: z.number(),
      lines: z.array(
        z.strictObject({
          name: z.string(),
          quantity: z.number(),
          batch_no: z.string(),
          produced_on: z.string(),
          expires_on: z.string(),
          /** The batch's 药检报告 (http(s) link) or ''. */
          report_url: z.string(),
        }),
      ),
    }),
  ),
});

export const afterSaleDetailSchema = afterSaleSummarySchema.extend({
  reason: z.string(),
  description: z.string(),
  review_note: z.string(),
  items: z.array(
    z.strictObject({
      order_item_id: z.number(),
      name: z.string(),
      ypgg: z.string(),
      sccj: z.string(),
      bzdw: z.string(),
      price: z.string(),
      number: z.number(),
      amount: z.string(),
    }),
  ),
  history: z.array(
    z.strictObject({
      status: z.number(),
      text: z.string(),
      at: z.number(),
    }),
  ),
  /** The sales return written when the application was accepted. */
  sales_return_id: z.number().nullable(),
  can_cancel: z.literal([0, 1]),
});

/** A sales return (销售退货单): status 1 待退货入库, 2 已退款. */
export const salesReturnDetailSchema = z.strictObject({
  id: z.number(),
  return_no: z.string(),
  after_sale_id: z.number(),
  after_sale_no: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  status: salesReturnStatusSchema,
  status_text: z.string(),
  refund: z.string(),
  refund_to: z.string(),
  refunded_at: z.number(),
  created_at: z.number(),
  items: afterSaleDetailSchema.shape.items,
  /** Where to send goods back. */
  return_address: z.string(),
});

/** The buyer's request to cancel the paid order (申请取消) and what became of it. */
export const orderCancelRequestSchema = z.strictObject({
  request_no: z.string(),
  /** 1 取消申请中, 2 已取消，已退款, 3 商家未同意取消. */
  status: cancelRequestStatusSchema,
  status_text: z.string(),
  reason: z.string(),
  /** The seller's note (why it was refused). */
  review_note: z.string(),
  /** What was (or will be) refunded: the order's pay total, 2-decimal yuan. */
  refund: z.string(),
  /** Where the money goes or went: 账户余额 / 原支付账户（支付宝） …. */
  refund_to_text: z.string(),
  created_at: z.number(),
  /** 0 until the seller decides. */
  decided_at: z.number(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  goods_total: z.string(),
  manjian: z.string(),
  discount: z.string(),
  coupon: z.string(),
  /** Which coupon the order used and what it took off, or why none applied; '' on orders written before it was recorded. */
  coupon_note: z.string(),
  freight: z.string(),
  refunded: z.string(),
  consignee: z.string(),
  phone: z.string(),
  address: z.string(),
  invoice: z.strictObject({
    type: z.literal([0, 1, 2]),
    type_text: z.string(),
    title: z.string(),
    tax_no: z.string(),
  }),
  remark: z.string(),
  cancel_reason: z.string(),
  logistics: z.strictObject({
    company: z.string(),
    tracking_no: z.string(),
  }),
  paid_at: z.number(),
  shipped_at: z.number(),
  completed_at: z.number(),
  cancelled_at: z.number(),
  timeline: z.array(orderTimelineEntrySchema),
  after_sales: z.array(afterSaleSummarySchema),
  /** The order's payment attempts and refunds, oldest first (the ledger, not only the final method). */
  payments: z.array(orderPaymentSchema),
  /** The latest 申请取消 of this paid order, null when there is none. */
  cancel_request: orderCancelRequestSchema.nullable(),
  /** Server clock (seconds), for the countdown of an unpaid order. */
  now: z.number(),
});

/** A receipt of an order with ephedrine-type goods (/hmdd). */
export const hmReceiptSchema = z.strictObject({
  order_id: z.number(),
  order_no: z.string(),
  status: orderStatusSchema,
  status_text: z.string(),
  pay_total: z.string(),
  /** The corporate transfer the buyer declared. */
  payer_account_name: z.string(),
  payer_bank: z.string(),
  payer_account: z.string(),
  receipt_no: z.string(),
  paid_at: z.number(),
  created_at: z.number(),
  items: z.array(orderItemSchema),
  company: z.string(),
});

export const pointsGiftSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  describe: z.string(),
  points: z.number(),
  stock: z.number(),
});

export const pointsOrderSchema = z.strictObject({
  id: z.number(),
  order_no: z.string(),
  gift_name: z.string(),
  number: z.number(),
  points: z.number(),
  status: pointsOrderStatusSchema,
  status_text: z.string(),
  consignee: z.string(),
  phone: z.string(),
  address: z.string(),
  created_at: z.number(),
});

export const orderCheckoutPreviewSchema = checkoutPreviewSchema.extend({
  coupon: z
    .strictObject({
      id: z.number(),
      name: z.string(),
      amount: z.string(),
    })
    .nullable(),
  is_hm: z.literal([0, 1]),
  /** 0 when POST /api/order would be refused for the buyer (qualification not yet approved); blocked_reason says why. */
  can_order: z.literal([0, 1]),
  /** '' when can_order is 1. */
  blocked_reason: z.string(),
});

/** The return-application form's data: the order and what may be returned. */
export const returnFormSchema = z.strictObject({
  order: orderDetailSchema,
  reasons: z.array(z.string()),
});

export type Address = z.infer<typeof addressSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderActions = z.infer<typeof orderActionsSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;
export type OrderCounts = z.infer<typeof orderCountsSchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;
export type PayInfo = z.infer<typeof payInfoSchema>;
export type PayResult = z.infer<typeof payResultSchema>;
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type WalletInfo = z.infer<typeof walletInfoSchema>;
export type WalletLogEntry = z.infer<typeof walletLogEntrySchema>;
export type OrderLogistics = z.infer<typeof orderLogisticsSchema>;
export type AfterSaleDetail = z.infer<typeof afterSaleDetailSchema>;
export type SalesReturnDetail = z.infer<typeof salesReturnDetailSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;
export type HmReceipt = z.infer<typeof hmReceiptSchema>;
export type PointsGift = z.infer<typeof pointsGiftSchema>;
export type PointsOrder = z.infer<typeof pointsOrderSchema>;
export type OrderCheckoutPreview = z.infer<typeof orderCheckoutPreviewSchema>;
export type ReturnForm = z.infer<typeof returnFormSchema>;

/** Order list tabs: 0 全部, 1–5 a status, 6 售后 (orders with an after-sales application). */
export const ORDER_TABS = [0, 1, 2, 3, 4, 5, 6] as const;
