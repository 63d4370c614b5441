import type { CreatedOrder } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { readTogether } from '../../db/reads';
import { sharedActivities, sharedShippingRule, sharedUsableCoupons } from './order-reads';
import type { GoodsRow, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionClaim } from '../auth';
import { loadActivities } from '../cart/activities';
import { loadLines, type PricedLine } from '../cart/lines';
import { CART_ITEM_NOT_FOUND } from '../cart/mutations';
import { pricedWith } from '../cart/store';
import { COUPON_NOT_FOUND, COUPON_TAKEN, loadHeldCoupon } from '../coupons';
import { COMBINATION_TYPE, listTotal, type Component } from '../goods/combinations';
import { outOfScope } from '../licences/scope';
import { ORDER_PAY_MINUTES } from './constants';
import { keyVerdict, requestHash } from './idempotency';
import { keyLookupsOf } from './key-lookups';
import { ORDER_NO_ATTEMPTS } from './insert-order';
import { orderNo } from './numbers';
import { orderWriterOf } from './order-writer';
import { orderGuardOf, type OrderGuard, type OrderItemValues, type OrderWrite } from './place-order';
import {
  gateWantsOf,
  preflightRefusal,
  readPreflight,
  readPreflightBySession,
  shortRefusal,
  stockLinesOf,
  stockRefusal,
  unbuyableRefusal,
  type PreflightRow,
} from './preflight';
import { stockGateOf } from './admission';
import { priceOrder } from './pricing';

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

export function createdOrderOf(row: Pick<OrderRow, 'id' | 'orderNo' | 'payTotalFen' | 'isHm'>): CreatedOrder {
  return {
    id: row.id,
    order_no: row.orderNo,
    pay_total: fenToYuan(row.payTotalFen),
    is_hm: row.isHm ? 1 : 0,
    pay_path: row.isHm ? `/cart/hm?id=${row.id}` : `/cart/step3/${row.id}`,
  };
}

/**
 * A 套餐 line as one order item per component, so stock returns and
 * after-sales refunds work per goods: the package price × packages is
 * apportioned over the components by their list prices (the last takes the
 * remainder, so the amounts sum exactly), each unit price is its amount ÷
 * units rounded down, and combination_name groups them on the order page.
 */
export function packageItems(
  combination: { id: number; name: string },
  components: readonly Component[],
  packages: number,
  packagePrice: number,
): OrderItemValues[] {
  const total = packagePrice * packages;
  const list = listTotal(components);
  let left = total;
  return components.map((part, i) => {
    const units = part.number * packages;
    const weight = list > 0 ? part.goods.priceFen * part.number : 1;
    const amount = i === components.length - 1 ? left : Math.floor((total * weight) / (list > 0 ? list : components.length));
    left -= amount;
    return {
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

/** How many times an order is read and written again when its cart lines changed in between. */
const CART_CHANGED_ATTEMPTS = 3;

/**
 * Reads, checks and prices one order, then writes it with one statement
 * (place-order.ts). Answers the order, or throws the refusal; a guard the
 * write raised is thrown as is (createOrder turns it into its message).
 */
async function readAndPlace(
  db: Database,
  userId: number,
  read: PreflightRow | null,
  input: CreateOrderInput,
  key: string | null,
  hash: string,
  now: Date,
  numbers: () => string,
): Promise<{ order: CreatedOrder; names: NamesOf } | { replay: CreatedOrder }> {
  // The preflight (read by createOrder) refuses a buyer who may not order
  // and goods already short before anything else is read.
  const refusal = preflightRefusal(read, input.ids);
  if (refusal) throw refusal;
  const pre = read!; // preflightRefusal refuses a missing buyer

  try {
    return await admitAndPlace(db, userId, input, key, hash, now, numbers, pre);
  } catch (error) {
    // Refused after the preflight saw the key free: a submit with the same
    // key may have written its order meanwhile and taken the lines or the
    // stock with it. Then this is a repeat, answered with that order.
    if (key && error instanceof AppError) {
      const replay = await replayOf(db, userId, key, hash, now);
      if (replay) return { replay };
    }
    throw error;
  }
}

/** The same request's order under this key (within 24 h), or null; another body under the key → 422. */
async function replayOf(db: Database, userId: number, key: string, hash: string, now: Date): Promise<CreatedOrder | null> {
  const first = await keyLookupsOf(db).find(userId, key);
  if (!first) return null;
  return keyVerdict({ createdAt: first.createdAt, hash: first.idempotencyHash }, hash, now) === 'replay' ? createdOrderOf(first) : null;
}

/** readAndPlace after its preflight: the key, the admission gate, then the reads and the write. */
async function admitAndPlace(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  key: string | null,
  hash: string,
  now: Date,
  numbers: () => string,
  pre: PreflightRow,
): Promise<{ order: CreatedOrder; names: NamesOf } | { replay: CreatedOrder }> {
  let releaseKeyOf: number | null = null;
  if (key && pre.keyed) {
    const first = await keyLookupsOf(db).find(userId, key);
    if (first) {
      // The same request again within 24 h: the first order; another body: 422.
      if (keyVerdict({ createdAt: first.createdAt, hash: first.idempotencyHash }, hash, now) === 'replay') return { replay: createdOrderOf(first) };
      releaseKeyOf = first.id;
    }
  }

  const ids = [...new Set(input.ids)];
  // Hot goods: wait while this node already has as many units in flight as
  // the preflight saw in stock (admission.ts). Only when the preflight
  // checked the stock itself (a new order, every line and the address found).
  const gated = !pre.keyed && pre.lines.length === ids.length && pre.address !== null;
  const admission = gated ? await stockGateOf(db).admit(gateWantsOf(stockLinesOf(pre))) : null;
  if (admission && !admission.admitted) {
    throw admission.stock > 0 ? shortRefusal(admission.name, admission.stock) : unbuyableRefusal(admission.name);
  }
  const left = new Map<number, number>();
  try {
    return await readPriceAndWrite(db, userId, input, key, hash, now, numbers, pre, ids, releaseKeyOf, left);
  } finally {
    admission?.release(left);
  }
}

/** The reads, pricing and the write of readAndPlace; `left` collects the stock the database answered. */
async function readPriceAndWrite(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  key: string | null,
  hash: string,
  now: Date,
  numbers: () => string,
  pre: PreflightRow,
  ids: number[],
  releaseKeyOf: number | null,
  left: Map<number, number>,
): Promise<{ order: CreatedOrder; names: NamesOf }> {
  const known = { scope: pre.scope, buyer: { province: pre.province, type: pre.type } };
  const seen = pre.lines.map((line) => ({ id: line.goods_id, name: line.name, kind: line.kind, isEphedrine: line.is_ephedrine }));
  // Side by side on the pool, no transaction: each is the same read the
  // transaction used to make, and the write below guards what may change.
  const [loaded, coupon, readActivities, shipping, refusedScope, heldCoupons] = await readTogether(db, [
    () => loadLines(db, userId, ids),
    () => (input.coupon_id > 0 ? loadHeldCoupon(db, userId, input.coupon_id) : Promise.resolve(null)),
    () =>
      sharedActivities(
        db,
        seen.map((goodsRow) => goodsRow.id),
      ),
    () => sharedShippingRule(db, userId),
    () => outOfScope(db, userId, seen, now.getTime(), false, known),
    // Without a coupon the order notes why none applied (pricing.ts couponNote).
    () => (input.coupon_id > 0 ? Promise.resolve([]) : sharedUsableCoupons(db, userId)),
  ] as const);
  if (loaded.length !== ids.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  const address = pre.address;
  if (!address) throw AppError.notFound(ADDRESS_NOT_FOUND);
  if (input.coupon_id > 0 && !coupon) throw AppError.field('coupon_id', COUPON_NOT_FOUND);

  // The lines' stock as this read saw it: goods already short are refused
  // before pricing, as the preflight does.
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

  // The activities and 经营范围 were read for the goods the preflight saw;
  // a line whose goods the preflight did not see (the cart changed between
  // the two reads) is read again for it.
  const seenIds = new Set(seen.map((row) => row.id));
  const changed = loaded.some((line) => !seenIds.has(line.goods.id));
  const activities = changed
    ? await loadActivities(
        db,
        loaded.map((line) => line.goods.id),
      )
    : readActivities;
  const cart = pricedWith(loaded, activities, shipping);
  const refused = changed
    ? await outOfScope(
        db,
        userId,
        cart.lines.map((line) => line.goods),
        now.getTime(),
        false,
        known,
      )
    : refusedScope;
  const outOfScopeLine = cart.lines.map((line) => refused.get(line.goods.id)).find((message) => message !== undefined);
  if (outOfScopeLine) throw AppError.field('ids', outOfScopeLine);
  const figures = priceOrder(cart, coupon, now, heldCoupons);

  // A 套餐 reserves its components (number × packages each), merged with
  // the same goods bought on their own; the package row holds no stock.
  const wanted = new Map<number, { name: string; number: number }>();
  const want = (row: GoodsRow, number: number) => {
    const seenWant = wanted.get(row.id);
    wanted.set(row.id, { name: row.name, number: (seenWant?.number ?? 0) + number });
  };
  for (const line of cart.lines) {
    if (line.components) for (const part of line.components) want(part.goods, part.number * line.item.number);
    else want(line.goods, line.item.number);
  }
  const gifts = cart.lines
    .filter((line) => line.comboGiftId !== null)
    .map((line) => ({ promotionId: line.comboGiftId!, number: line.giftData?.number ?? 0, name: line.giftData?.name ?? '赠品' }));
  const write: OrderWrite = {
    userId,
    order: {
      userId,
      status: ORDER_STATUS.unpaid,
      goodsTotalFen: figures.goodsTotal,
      manjianFen: figures.manjian,
      discountFen: figures.discount,
      couponFen: figures.coupon,
      freightFen: figures.freight,
      payTotalFen: figures.payTotal,
      userCouponId: coupon?.held.id ?? null,
      couponNote: figures.couponNote,
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
    },
    items: [...cart.lines].sort((a, b) => a.item.id - b.item.id).flatMap(itemsOf),
    lines: loaded.map((line) => ({ id: line.item.id, goodsId: line.item.goodsId, number: line.item.number })),
    stock: [...wanted.entries()].map(([goodsId, { number }]) => ({ goodsId, number })),
    gifts: gifts.map(({ promotionId, number }) => ({ promotionId, number })),
    userCouponId: coupon?.held.id ?? null,
    releaseKeyOf,
    orderNos: Array.from({ length: ORDER_NO_ATTEMPTS }, numbers).filter((no) => typeof no === 'string' && no !== ''),
  };
  const names: NamesOf = {
    goods: new Map([...wanted.entries()].map(([goodsId, { name }]) => [goodsId, name])),
    gifts: new Map(gifts.map((gift) => [gift.promotionId, gift.name])),
  };
  const placed = await orderWriterOf(db)
    .place(write)
    .catch((error: unknown) => {
      const guard = orderGuardOf(error);
      if (guard?.kind === 'stock') left.set(guard.goodsId, guard.stock);
      throw new PlaceFailed(error, names);
    });
  for (const [goodsId, stock] of placed.left) left.set(goodsId, stock);
  return {
    names,
    order: createdOrderOf({ id: placed.id, orderNo: placed.orderNo, payTotalFen: figures.payTotal, isHm: figures.isHm }),
  };
}

/** The order items of one priced cart line (a 套餐: one per component). */
export function itemsOf(line: PricedLine): OrderItemValues[] {
  if (line.components) return packageItems({ id: line.goods.id, name: line.goods.name }, line.components, line.item.number, line.unitPrice);
  return [
    {
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
      combinationName: null,
      combinationGoodsId: null,
    },
  ];
}

/** The names the refusals quote, by goods id and by 组合满赠 group. */
interface NamesOf {
  goods: Map<number, string>;
  gifts: Map<number, string>;
}

/** place_order failed: the database's error, with the names its refusal may quote. */
class PlaceFailed extends Error {
  constructor(
    readonly error: unknown,
    readonly names: NamesOf,
  ) {
    super('place_order failed', { cause: error });
  }
}

/** The answer a guard of the write gives: the same 422s the transaction gave when it took the rows itself. */
function guardRefusal(guard: OrderGuard, names: NamesOf): AppError | Error {
  switch (guard.kind) {
    case 'stock': {
      const name = names.goods.get(guard.goodsId) ?? '';
      return guard.isBuy
        ? AppError.field('ids', `「${name}」库存不足，仅剩${Math.max(0, guard.stock)}件`)
        : AppError.field('ids', `「${name}」暂不可购买，请先移出结算`);
    }
    case 'gift':
      return AppError.field('ids', `「${names.gifts.get(guard.promotionId) ?? '赠品'}」已赠完，请刷新后重新提交`);
    case 'coupon':
      return AppError.field('coupon_id', COUPON_TAKEN);
    case 'cart':
      return AppError.notFound(CART_ITEM_NOT_FOUND);
    case 'order_no':
      return new Error(`${ORDER_NO_ATTEMPTS} order numbers in a row were taken`);
  }
}

/**
 * POST /api/order. Every rule is decided before anything is written, from
 * reads without a transaction: one preflight statement (preflight.ts) refuses
 * a buyer who may not order or goods already short; then the lines, coupon,
 * activities, freight rule and 经营范围/控销 are read side by side, the lines
 * are re-priced (never a client figure) and every refusal is given in the
 * order it always was. Then ONE statement (place-order.ts, the database
 * function place_order) writes it all or nothing: stock by conditional
 * update (never oversold), the coupon claimed while unused, the order and
 * its lines, the cart lines deleted as they were read (orders for the same
 * goods that are ready together share that statement and its commit, each
 * still all or nothing: order-writer.ts). When the world
 * changed in between (sold out, coupon used elsewhere) the write refuses
 * with the same messages; when the cart lines changed, the order is read
 * and priced again. The order must be paid within ORDER_PAY_MINUTES. With an
 * Idempotency-Key the same key and the same body again (within 24 h) answer
 * the first order and change nothing, also when the two submits race; the
 * same key with another body is a 422 (idempotency_key) and changes nothing.
 */
export async function createOrder(
  db: Database,
  buyer: number | SessionClaim,
  input: CreateOrderInput,
  key: string | null,
  now = new Date(),
  numbers: () => string = () => orderNo(now),
): Promise<CreatedOrder> {
  const hash = requestHash('orderCreate', { ...input });
  let userId = typeof buyer === 'number' ? buyer : null;
  for (let attempt = 1; ; attempt++) {
    // One statement: the buyer's standing, the key, the lines with their
    // stock, the address and the 经营范围 (preflight.ts), and on the first
    // attempt of a cookie session the session itself.
    let read: PreflightRow | null;
    if (userId === null) {
      const found = await readPreflightBySession(db, buyer as SessionClaim, input, key, now.getTime());
      if (!found) throw AppError.loginRequired();
      userId = found.session.userId;
      read = found.pre;
    } else read = await readPreflight(db, userId, input, key, now.getTime());
    try {
      const result = await readAndPlace(db, userId, read, input, key, hash, now, numbers);
      return 'replay' in result ? result.replay : result.order;
    } catch (thrown) {
      if (!(thrown instanceof PlaceFailed)) throw thrown;
      const { error, names } = thrown;
      const guard = orderGuardOf(error);
      // A racing submit with the same key wrote its order first (the
      // buyer's advisory lock made this one wait for it), and this one
      // found the key taken, or the stock, coupon or cart lines gone with
      // that order: that order, if it was the same request.
      if (key && (guard || isUniqueViolation(error))) {
        const replay = await replayOf(db, userId, key, hash, now);
        if (replay) return replay;
      }
      if (!guard) throw error;
      if (guard.kind === 'cart' && attempt < CART_CHANGED_ATTEMPTS) continue;
      throw guardRefusal(guard, names);
    }
  }
}
