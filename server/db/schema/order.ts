import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './goods';
import { userRef } from './users';

/**
 * Orders. status (the lifecycle, docs/decisions.md ADR-033):
 * 1 待付款 → 2 待发货 (paid) → 3 待收货 (shipped) → 4 已完成 (received);
 * 1 → 5 已取消 (buyer cancel or payment timeout; stock and coupon return).
 * After-sales run beside the status (after_sale_status), never instead of it.
 *
 * Every amount is fen, fixed when the order is written: goods_total −
 * manjian − discount − coupon + freight = pay_total. The address and invoice
 * are copied in, so later edits to the address book change no order.
 *
 * (user_id, idempotency_key) is unique: a repeated submit with the same
 * Idempotency-Key header finds the first order instead of writing another,
 * if idempotency_hash (the call and its body) matches; keys are released
 * after 24 h (services/order/idempotency.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Order number shown to buyers: YP + yyyymmddHHMMSS + 4 random digits. */
    orderNo: text('order_no').notNull().unique(),
    userId: userRef(),
    status: smallint('status').notNull().default(1),
    /** 0 none, 1 售后中 (an application is open), 2 售后完成. */
    afterSaleStatus: smallint('after_sale_status').notNull().default(0),
    /**
     * The buyer's request to cancel the paid order before it ships (migration 0038,
     * order_cancel_requests): 0 none, 1 待商家审核, 2 已同意 (cancelled and refunded),
     * 3 已驳回. Kept on the order, like after_sale_status, so lists and the shipping
     * job read it without a join.
     */
    cancelRequestStatus: smallint('cancel_request_status').notNull().default(0),
    goodsTotalFen: integer('goods_total_fen').notNull(),
    manjianFen: integer('manjian_fen').notNull().default(0),
    discountFen: integer('discount_fen').notNull().default(0),
    couponFen: integer('coupon_fen').notNull().default(0),
    freightFen: integer('freight_fen').notNull().default(0),
    payTotalFen: integer('pay_total_fen').notNull(),
    /** Refunded so far through after-sales, fen. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    userCouponId: integer('user_coupon_id'),
    /** Which coupon was used and what it took off, or why none applied (shared/domain/promotion-coupon couponNote). */
    couponNote: text('coupon_note').notNull().default(''),
    /** Contains 含麻黄碱类复方制剂: paid by corporate transfer only (/cart/hm), receipted (/hmdd). */
    isHm: boolean('is_hm').notNull().default(false),
    /** wallet | online | offline; '' until a payment is chosen. */
    payMethod: text('pay_method').notNull().default(''),
    /** An offline transfer was declared and awaits the finance check; the order does not expire meanwhile. */
    offlinePending: boolean('offline_pending').notNull().default(false),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** 0 none, 1 普通发票, 2 增值税专用发票. */
    invoiceType: smallint('invoice_type').notNull().default(0),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxNo: text('invoice_tax_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    logisticsCompany: text('logistics_company').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    idempotencyHash: text('idempotency_hash'),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    // The expiry sweep reads unpaid orders by deadline.
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
    uniqueIndex('orders_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The invoicing job reads completed orders that asked for an invoice (migration 0018).
    index('orders_invoice_due_idx')
      .on(t.id)
      .where(sql`${t.status} = 4 and ${t.invoiceType} <> 0`),
    index('orders_idempotency_created_idx')
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} is not null`),
    check('orders_cancel_request_status_known', sql`${t.cancelRequestStatus} IN (0, 1, 2, 3)`),
  ],
);

/** A NOT NULL column pointing at an order (orders.id), deleted with it. */
export const orderRef = (name = 'order_id') =>
  integer(name)
    .notNull()
    .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' });

/** One line of an order: the goods as it was sold (name, spec, price copied in). */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: orderRef(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sccj: text('sccj').notNull(),
    ypgg: text('ypgg').notNull(),
    bzdw: text('bzdw').notNull(),
    approval: text('approval').notNull().default(''),
    number: integer('number').notNull(),
    /** Unit price charged (ladder applied), fen. */
    priceFen: integer('price_fen').notNull(),
    /** number × price, fen. */
    amountFen: integer('amount_fen').notNull(),
    /** 0 normal, 1 seckill, 3 combination. */
    type: smallint('type').notNull().default(0),
    isEphedrine: boolean('is_ephedrine').notNull().default(false),
    /** promotion_id: the 组合满赠/换购 group whose gift_stock the gift took (returned on cancel). */
    gift: jsonb('gift').$type<{ name: string; number: number; total_fen: number; promotion_id?: number } | null>(),
    /** 批号 of the batch sold (goods.batch_no when ordered): links the line's 质检报告. */
    batchNo: text('batch_no').notNull().default(''),
    /** Units already taken back through after-sales (never above number). */
    returnedNumber: integer('returned_number').notNull().default(0),
    /**
     * The 套餐 this line was sold in: a combination is written as one line
     * per component (its price apportioned over them), so stock and
     * after-sales work per goods; the order page groups them under the name.
     */
    combinationName: text('combination_name'),
    /** The 套餐 goods this component line was sold in (null for goods bought on their own), so 再次购买 re-adds the package. */
    combinationGoodsId: integer('combination_goods_id').references(() => goods.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_id_idx').on(t.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
