import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { CreatedOrder } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { cartItems, goods, orderItems, orders, promotions, type GoodsRow, type OrderRow } from '../../db/schema';
import type { PricedLine } from '../cart/lines';
import { AppError } from '../../errors';
import { CART_ITEM_NOT_FOUND } from '../cart/mutations';
import { COMBINATION_TYPE, listTotal, type Component } from '../goods/combinations';
import { priceLoaded } from '../cart/store';
import { loadLines } from '../cart/lines';
import { claimCoupon, COUPON_NOT_FOUND, COUPON_TAKEN, loadHeldCoupon } from '../coupons';
import { ORDER_PAY_MINUTES } from './constants';
import { isUniqueViolation } from '../../db/errors';
import { keyVerdict, requestHash } from './idempotency';
import { insertOrder } from './insert-order';
import { orderNo } from './numbers';
import { priceOrder } from './pricing';
import { assertLinesInScope } from './verified-buyer';
import { preflightRefusal, readPreflight, stockRefusal, type PreflightRow } from './preflight';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

export interface CreateOrderInput {
  ids: number[];
  address_id: number;
  coupon_id: number;
  invoice_type: number;
  invoice_title: string;
  invoice_tax_no: string;
  remark: string;
}

export const ADDRESS_NOT_FOUND = '收货地址不存在';

// pg_advisory_xact_lock(ORDER_LOCK_SPACE, user id): one order creation per
// buyer at a time, so a repeated submit waits for the first and then finds
// its order by the Idempotency-Key instead of racing it for the cart lines.
const ORDER_LOCK_SPACE = 7_240_312;

/** Order numbers drawn before giving up (each is taken with odds of about orders-this-second in a million). */

export function createdOrderOf(row: Pick<OrderRow, 'id' | 'orderNo' | 'payTotalFen' | 'isHm'>): CreatedOrder {
  return {
    id: row.id,
    order_no: row.orderNo,
    pay_total: fenToYuan(row.payTotalFen),
    is_hm: row.isHm ? 1 : 0,
    pay_path: row.isHm ? `/cart/hm?id=${row.id}` : `/cart/step3/${row.id}`,
  };
}

async function orderByKey(db: Database | Transaction, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The order this key already answered (same request, within 24 h), or null
 * when the key is free; an expired key is released here (inside the
 * buyer's lock) so the new order can take it. Another body → 422.
 */
async function replayOf(tx: Transaction, userId: number, key: string, hash: string, now: Date): Promise<OrderRow | null> {
  const first = await orderByKey(tx, userId, key);
  if (!first) return null;
  if (keyVerdict({ createdAt: first.createdAt, hash: first.idempotencyHash }, hash, now) === 'replay') return first;
  await tx.update(orders).set({ idempotencyKey: null, idempotencyHash: null }).where(eq(orders.id, first.id));
  return null;
}

/**
 * Reserves stock for every goods, in ascending goods id order (two orders
 * sharing goods lock them in the same order, so they cannot deadlock), with
 * a conditional update: a goods short of stock changes nothing and fails the
 * whole order, so N buyers racing for the last units never oversell.
 */
async function reserveStock(tx: Transaction, wanted: Map<number, { name: string; number: number }>): Promise<void> {
  for (const goodsId of [...wanted.keys()].sort((a, b) => a - b)) {
    const { name, number } = wanted.get(goodsId)!;
    const reserved = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${number}`, sales: sql`${goods.sales} + ${number}` })
      .where(and(eq(goods.id, goodsId), gte(goods.stock, number), eq(goods.isBuy, true)))
      .returning({ id: goods.id });
    if (reserved.length === 0) {
      const [row] = await tx.select({ stock: goods.stock, isBuy: goods.isBuy }).from(goods).where(eq(goods.id, goodsId));
      const message = row && !row.isBuy ? `「${name}」暂不可购买，请先移出结算` : `「${name}」库存不足，仅剩${Math.max(0, row?.stock ?? 0)}件`;
      throw AppError.field('ids', message);
    }
  }
}

/**
 * Takes each 组合满赠/换购 gift out of its group's gift_stock with a
 * conditional update (never below zero, CHECK-backed): when a racing order
 * took the last gifts, this order fails rather than promise a gift it has not.
 */
async function reserveComboGifts(tx: Transaction, lines: readonly PricedLine[]): Promise<void> {
  for (const line of [...lines].filter((l) => l.comboGiftId !== null).sort((a, b) => a.comboGiftId! - b.comboGiftId!)) {
    const number = line.giftData?.number ?? 0;
    const taken = await tx
      .update(promotions)
      .set({ giftStock: sql`${promotions.giftStock} - ${number}` })
      .where(and(eq(promotions.id, line.comboGiftId!), gte(promotions.giftStock, number)))
      .returning({ id: promotions.id });
    if (taken.length === 0) throw AppError.field('ids', `「${line.giftData?.name ?? '赠品'}」已赠完，请刷新后重新提交`);
  }
}

/**
 * A 套餐 line as one order item per component, so stock returns and
 * after-sales refunds work per goods: the package price × packages is
 * apportioned over the components by their list prices (the last takes the
 * remainder, so the amounts sum exactly), each unit price is its amount ÷
 * units rounded down, and combination_name groups them on the order page.
 */
export function packageItems(
  orderId: number,
  combination: { id: number; name: string },
  components: readonly Component[],
  packages: number,
  packagePrice: number,
): (typeof orderItems.$inferInsert)[] {
  const total = packagePrice * packages;
  const list = listTotal(components);
  let left = total;
  return components.map((part, i) => {
    const units = part.number * packages;
    const weight = list > 0 ? part.goods.priceFen * part.number : 1;
    const amount = i === components.length - 1 ? left : Math.floor((total * weight) / (list > 0 ? list : components.length));
    left -= amount;
    return {
      orderId,
      goodsId: part.goods.id,
      name: part.goods.name,
      sccj: part.goods.sccj,
      ypgg: part.goods.ypgg,
      bzdw: part.goods.bzdw,
      batchNo: part.goods.batchNo,
      approval: part.goods.approval,
      number: units,
      priceFen: Math.floor(amount / units),
      amountFen: amount,
      type: COMBINATION_TYPE,
      isEphedrine: part.goods.isEphedrine,
      gift: null,
      combinationName: combination.name,
      combinationGoodsId: combination.id,
    };
  });
}

async function writeOrder(
  tx: Transaction,
  userId: number,
  input: CreateOrderInput,
  key: string | null,
  hash: string,
  now: Date,
  pre: PreflightRow,
  numbers: () => string,
): Promise<OrderRow> {
  // The buyer's standing (verified, licences, spec §8 459 agreement) was
  // checked by the preflight, before any lock was taken or row locked.
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_SPACE}, ${userId})`);
  if (key) {
    const first = await replayOf(tx, userId, key, hash, now);
    if (first) return first;
  }

  const ids = [...new Set(input.ids)];
  // Read and lock the lines (one round trip) so a concurrent edit or delete
  // of them waits for this order.
  const loaded = await loadLines(tx, userId, ids, { lock: true });
  if (loaded.length !== ids.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);

  // The address as the preflight read it: an address is the buyer's own
  // row and nothing else locks it, so reading it here would be no fresher.
  const address = pre.address;
  if (!address) throw AppError.notFound(ADDRESS_NOT_FOUND);

  const coupon = input.coupon_id > 0 ? await loadHeldCoupon(tx, userId, input.coupon_id) : null;
  if (input.coupon_id > 0 && !coupon) throw AppError.field('coupon_id', COUPON_NOT_FOUND);

  // The lines' stock as of now, after the buyer's lock: when racing buyers
  // have already taken the goods, refuse before pricing and writing, so a
  // losing buyer costs a few round trips instead of the whole order.
  const short = stockRefusal(
    loaded.map((line) => ({
      number: line.item.number,
      type: line.item.type,
      goodsId: line.goods.id,
      name: line.goods.name,
      stock: line.goods.stock,
      isBuy: line.goods.isBuy,
      kind: line.goods.kind,
    })),
  );
  if (short) throw short;

  const cart = await priceLoaded(tx, userId, loaded);
  await assertLinesInScope(tx, userId, cart.lines, false, now.getTime(), { scope: pre.scope, buyer: { province: pre.province, type: pre.type } });
  const figures = priceOrder(cart, coupon, now);

  // A 套餐 reserves its components (number × packages each), merged with
  // the same goods bought on their own; the package row holds no stock.
  const wanted = new Map<number, { name: string; number: number }>();
  const want = (row: GoodsRow, number: number) => {
    const seen = wanted.get(row.id);
    wanted.set(row.id, { name: row.name, number: (seen?.number ?? 0) + number });
  };
  for (const line of cart.lines) {
    if (line.components) for (const part of line.components) want(part.goods, part.number * line.item.number);
    else want(line.goods, line.item.number);
  }
  const values = {
    userId,
    status: ORDER_STATUS.unpaid,
    goodsTotalFen: figures.goodsTotal,
    manjianFen: figures.manjian,
    discountFen: figures.discount,
    couponFen: figures.coupon,
    freightFen: figures.freight,
    payTotalFen: figures.payTotal,
    userCouponId: coupon?.held.id ?? null,
    isHm: figures.isHm,
    consignee: address.consignee,
    phone: address.phone,
    address: `${address.province}${address.city}${address.district}${address.detail}`,
    invoiceType: input.invoice_type,
    invoiceTitle: input.invoice_type === 0 ? '' : input.invoice_title,
    invoiceTaxNo: input.invoice_type === 0 ? '' : input.invoice_tax_no,
    remark: input.remark,
    idempotencyKey: key,
    idempotencyHash: key ? hash : null,
    expiresAt: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  };
  const order = await insertOrder(tx, values, numbers);

  if (coupon && !(await claimCoupon(tx, userId, coupon.held.id, order.id, now))) throw AppError.field('coupon_id', COUPON_TAKEN);

  await tx.insert(orderItems).values(
    [...cart.lines]
      .sort((a, b) => a.item.id - b.item.id)
      .flatMap((line): (typeof orderItems.$inferInsert)[] => {
        if (line.components) return packageItems(order.id, { id: line.goods.id, name: line.goods.name }, line.components, line.item.number, line.unitPrice);
        return [
          {
            orderId: order.id,
            goodsId: line.goods.id,
            name: line.goods.name,
            sccj: line.goods.sccj,
            ypgg: line.goods.ypgg,
            bzdw: line.goods.bzdw,
            approval: line.goods.approval,
            batchNo: line.goods.batchNo,
            number: line.item.number,
            priceFen: line.unitPrice,
            amountFen: line.item.number * line.unitPrice,
            type: line.item.type,
            isEphedrine: line.goods.isEphedrine,
            gift: line.giftData
              ? {
                  name: line.giftData.name ?? '',
                  number: line.giftData.number ?? 0,
                  total_fen: line.giftTotal,
                  ...(line.comboGiftId !== null ? { promotion_id: line.comboGiftId } : {}),
                }
              : null,
          },
        ];
      }),
  );
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  // Last, right before the commit: a goods row's lock is held from its
  // update until the transaction ends, and every buyer of that goods queues
  // behind it; taken earlier it would also be held through the order's
  // inserts. Failing here rolls back the order and its lines with the rest.
  await reserveStock(tx, wanted);
  await reserveComboGifts(tx, cart.lines);
  return order;
}

/**
 * POST /api/order: one statement first reads the buyer's standing and the
 * chosen lines' stock (preflight.ts) and refuses a buyer who may not order
 * or goods already short, without a transaction; otherwise one transaction
 * re-reads and re-prices the chosen cart
 * lines (never a client figure), copies the address in, claims the coupon,
 * reserves the stock, writes the order and its lines and empties those cart
 * lines; any failure rolls all of it back. The order must be paid within
 * ORDER_PAY_MINUTES. With an Idempotency-Key the same key and the same body
 * again (within 24 h) answer the first order and change nothing, also when
 * the two submits race; the same key with another body is a 422
 * (idempotency_key) and changes nothing.
 */
export async function createOrder(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  key: string | null,
  now = new Date(),
  numbers: () => string = () => orderNo(now),
): Promise<CreatedOrder> {
  const hash = requestHash('orderCreate', { ...input });
  const pre = await readPreflight(db, userId, input, key, now.getTime());
  const refusal = preflightRefusal(pre, input.ids);
  if (refusal) throw refusal;
  try {
    const row = await db.transaction((tx) => writeOrder(tx, userId, input, key, hash, now, pre!, numbers));
    return createdOrderOf(row);
  } catch (error) {
    // The advisory lock makes this rare; a unique violation on the key
    // still means the first submit won (if it was the same request).
    if (key && isUniqueViolation(error)) {
      const first = await orderByKey(db, userId, key);
      if (first && keyVerdict({ createdAt: first.createdAt, hash: first.idempotencyHash }, hash, now) === 'replay') return createdOrderOf(first);
    }
    throw error;
  }
}
