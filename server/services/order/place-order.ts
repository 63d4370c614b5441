import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderItems, orders } from '../../db/schema';

/**
 * The one write of POST /api/order: everything decided (prices, coupon,
 * address, lines), handed to the database function place_order (migration
 * 0033) as one JSON argument, so the order costs one round trip and one
 * statement instead of a transaction of a dozen. Every guard it runs is a
 * condition on the write itself (stock never below zero, the coupon claimed
 * while unused, the cart lines deleted as they were read, the key unique);
 * the rules that decided the figures stay in TypeScript.
 */
/**
 * The order's columns place_order writes, every one given: the function
 * inserts them by name from JSON, where a missing key is null, not the
 * column's default.
 */
export type OrderValues = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'userId'
    | 'status'
    | 'goodsTotalFen'
    | 'manjianFen'
    | 'discountFen'
    | 'couponFen'
    | 'freightFen'
    | 'payTotalFen'
    | 'userCouponId'
    | 'couponNote'
    | 'isHm'
    | 'consignee'
    | 'phone'
    | 'address'
    | 'invoiceType'
    | 'invoiceTitle'
    | 'invoiceTaxNo'
    | 'remark'
    | 'idempotencyKey'
    | 'idempotencyHash'
    | 'expiresAt'
    | 'createdAt'
    | 'updatedAt'
  >
>;

/** An order item's columns place_order writes (the order id is the new order's), every one given. */
export type OrderItemValues = Required<Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'returnedNumber'>>;

export interface OrderWrite {
  userId: number;
  /** The order row, order_no left to the candidates. */
  order: OrderValues;
  /** Its lines, in the order they are inserted. */
  items: OrderItemValues[];
  /** The cart lines as they were read and priced: deleted only while still so. */
  lines: { id: number; goodsId: number; number: number }[];
  /** Units each goods gives (a 套餐's components merged with the same goods bought alone). */
  stock: { goodsId: number; number: number }[];
  /** Gifts each 组合满赠 group gives out of its gift_stock. */
  gifts: { promotionId: number; number: number }[];
  userCouponId: number | null;
  /** An order whose Idempotency-Key expired (24 h): its key is released before the new order takes it. */
  releaseKeyOf: number | null;
  /** Order numbers to try in turn (a taken one is skipped). */
  orderNos: string[];
}

/** A guard place_order raised: what changed between the reads and the write. */
export type OrderGuard =
  | { kind: 'stock'; goodsId: number; stock: number; isBuy: boolean }
  | { kind: 'gift'; promotionId: number }
  | { kind: 'coupon' }
  | { kind: 'cart' }
  | { kind: 'order_no' };

const GUARD_CODES: Record<string, OrderGuard['kind']> = { Y0001: 'stock', Y0002: 'gift', Y0003: 'coupon', Y0004: 'cart', Y0005: 'order_no' };

/** The guard behind a database error from place_order, or null for any other error. */
export function orderGuardOf(error: unknown): OrderGuard | null {
  // Drizzle wraps the driver's error (both drivers give code and detail) as `cause`.
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    const kind = typeof code === 'string' ? GUARD_CODES[code] : undefined;
    if (!kind) continue;
    const data = (typeof detail === 'string' && detail ? JSON.parse(detail) : {}) as Record<string, unknown>;
    if (kind === 'stock') return { kind, goodsId: Number(data.goods_id), stock: Number(data.stock ?? 0), isBuy: data.is_buy === true };
    if (kind === 'gift') return { kind, promotionId: Number(data.promotion_id) };
    return { kind };
  }
  return null;
}

/** A Drizzle insert object with the table's column names as keys (what jsonb_populate_record reads). */
export function asColumns(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    if (value !== undefined) out[column.name] = value;
  }
  return out;
}

/** What the write answers: the order's id and number, and the stock it left of each goods it took. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
  left: Map<number, number>;
}

/** place_order's one JSON argument for a write. */
function argumentOf(write: OrderWrite): Record<string, unknown> {
  return {
    user_id: write.userId,
    order: asColumns(orders, write.order),
    items: write.items.map((item) => asColumns(orderItems, item)),
    lines: write.lines.map((line) => ({ id: line.id, goods_id: line.goodsId, number: line.number })),
    stock: write.stock.map((want) => ({ goods_id: want.goodsId, number: want.number })),
    gifts: write.gifts.map((gift) => ({ promotion_id: gift.promotionId, number: gift.number })),
    user_coupon_id: write.userCouponId,
    release_key_of: write.releaseKeyOf,
    order_nos: write.orderNos,
  };
}

type Answer = { id: number; order_no: string; stock: Record<string, number> };

function placedOf(answer: Answer): PlacedOrder {
  return { id: answer.id, orderNo: answer.order_no, left: new Map(Object.entries(answer.stock).map(([id, stock]) => [Number(id), stock])) };
}

/** Both drivers may hand jsonb back as text. */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Writes the order in one statement, or throws (orderGuardOf reads why). */
export async function placeOrder(db: Database, write: OrderWrite): Promise<PlacedOrder> {
  const [row] = rowsOf<{ placed: Answer | string }>(await db.execute(sql`select place_order(${JSON.stringify(argumentOf(write))}::jsonb) as placed`));
  return placedOf(parsed(row!.placed));
}

/**
 * The error one order of a batch failed with (place_orders): the database's
 * code and detail as a driver error carries them, so orderGuardOf and
 * isUniqueViolation read it as they read place_order's own.
 */
export class BatchedOrderError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes several orders in one statement (place_orders, migration 0040): each
 * exactly as placeOrder would, undone alone when a guard refuses it. Answers
 * each write's order or its error, in the writes' order; throws only when the
 * statement as a whole failed (then none was written).
 */
export async function placeOrders(db: Database, writes: readonly OrderWrite[]): Promise<(PlacedOrder | BatchedOrderError)[]> {
  const [row] = rowsOf<{ placed: unknown }>(await db.execute(sql`select place_orders(${JSON.stringify(writes.map(argumentOf))}::jsonb) as placed`));
  type Outcome = { placed: Answer } | { failed: { code: string; detail: string | null; message: string } };
  return parsed(row!.placed as Outcome[] | string).map((outcome) =>
    'placed' in outcome ? placedOf(outcome.placed) : new BatchedOrderError(outcome.failed.code, outcome.failed.detail ?? '', outcome.failed.message),
  );
}
