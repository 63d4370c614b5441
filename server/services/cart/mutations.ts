import type { z } from 'zod';
import type { addToCartLine } from '../../../shared/contract/calls/cart';
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { FieldErrors } from '../../../shared/contract/envelope';
import { Code } from '../../../shared/contract/codes';
import { clampQuantity } from '../../../shared/domain/quantity';
import type { Database, Transaction } from '../../db/client';
import { cartItems, goods, users, type GoodsRow } from '../../db/schema';
import { AppError } from '../../errors';
import { withPackageStock } from '../goods/combinations';
import { isSelectableGoods, loadLines, quantityRules, unbuyableReason, unitPriceOf } from './lines';
import { scopeErrors } from '../licences/scope';

export const CART_ITEM_NOT_FOUND = '购物车商品不存在';
export const UNKNOWN_GOODS = '商品不存在';
export const NOT_OWN_STORE = '只能复制到您自己的门店';

/** An add-to-cart line after its schema (docs/product/entities.md); price and type are not among the fields: the server prices. */
export type AddLine = Omit<z.infer<typeof addToCartLine>, 'price' | 'type'>;

export async function cartCount(db: Database | Transaction, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/**
 * Writes `lines` into a buyer's cart inside `tx`: each goods line gets the
 * existing quantity plus the added one, held to the packing step, minimum
 * and stock, priced by the goods' ladder for that quantity. Returns the
 * field errors instead of writing anything when a goods cannot be bought,
 * so the caller can fail the whole call (all or nothing).
 */
async function mergeLines(tx: Transaction, userId: number, lines: readonly AddLine[], field: (index: number) => string): Promise<FieldErrors | null> {
  const goodsIds = [...new Set(lines.map((line) => line.goods_id))];
  // A 套餐 is held to the stock its components allow (and its row is type 3).
  const { rows } = await withPackageStock(tx, await tx.select().from(goods).where(inArray(goods.id, goodsIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  for (const [index, line] of lines.entries()) {
    const row = byId.get(line.goods_id);
    const reason = row ? unbuyableReason(row) : UNKNOWN_GOODS;
    if (reason) (errors[field(index)] ??= []).push(reason);
  }
  if (Object.keys(errors).length > 0) return errors;
  // 经营范围: goods outside the buyer's licences' scope are refused with the reason
  // (licences under review count, so a new buyer fills the cart with what they will order).
  const scope = await scopeErrors(
    tx,
    userId,
    lines.map((line) => ({ goods: byId.get(line.goods_id) as GoodsRow })),
    field,
    Date.now(),
    true,
  );
  if (scope) return scope;

  // The same goods twice in one call is one line with both quantities.
  const merged = new Map<number, AddLine>();
  for (const line of lines) {
    const seen = merged.get(line.goods_id);
    merged.set(line.goods_id, seen ? { ...line, number: seen.number + line.number } : line);
  }
  const existing = await tx
    .select({ goodsId: cartItems.goodsId, number: cartItems.number })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.goodsId, goodsIds)));
  const have = new Map(existing.map((row) => [row.goodsId, row.number]));

  for (const line of merged.values()) {
    const row = byId.get(line.goods_id) as GoodsRow;
    const number = clampQuantity((have.get(row.id) ?? 0) + line.number, quantityRules(row));
    const values = {
      userId,
      goodsId: row.id,
      number,
      priceFen: unitPriceOf(row, number),
      type: row.type,
      goodsPriceId: line.goods_price_id,
      ladderPriceId: line.ladder_price_id,
      goodsManjianId: line.goods_manjian_id,
      isYj: line.is_yj,
      ckId: line.ck_id,
    };
    // Upsert: a concurrent add of the same goods updates the line rather than
    // failing on the (user, goods) key.
    await tx
      .insert(cartItems)
      .values(values)
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.goodsId],
        set: {
          number: values.number,
          priceFen: values.priceFen,
          type: values.type,
          goodsPriceId: values.goodsPriceId,
          ladderPriceId: values.ladderPriceId,
          goodsManjianId: values.goodsManjianId,
          isYj: values.isYj,
          ckId: values.ckId,
          isSelected: true,
        },
      });
  }
  return null;
}

function failWith(errors: FieldErrors): never {
  const first = Object.values(errors)[0]?.[0] ?? '提交的信息有误';
  throw new AppError(Code.VALIDATION, first, errors);
}

/** POST /api/cart: all lines or none; returns the new line count. */
export async function addToCart(db: Database, userId: number, lines: readonly AddLine[]): Promise<{ total: number }> {
  return db.transaction(async (tx) => {
    const errors = await mergeLines(tx, userId, lines, (index) => `params.${index}.goods_id`);
    if (errors) failWith(errors);
    return { total: await cartCount(tx, userId) };
  });
}

/** POST /api/cart/quick_add/:id: one packing step (or the minimum purchase, if more) of a goods. */
export async function quickAdd(db: Database, userId: number, goodsId: number): Promise<{ total: number }> {
  const [row] = await db.select({ step: goods.step }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!row) throw AppError.field('id', UNKNOWN_GOODS);
  return db.transaction(async (tx) => {
    const line: AddLine = { goods_id: goodsId, number: row.step, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 };
    const errors = await mergeLines(tx, userId, [line], () => 'id');
    if (errors) failWith(errors);
    return { total: await cartCount(tx, userId) };
  });
}

/** Throws 404 unless every id is one of the buyer's own lines. */
async function assertOwnLines(db: Database | Transaction, userId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)));
  if ((row?.n ?? 0) !== unique.length) throw AppError.notFound(CART_ITEM_NOT_FOUND);
}

/** POST /api/cart/:id/edit: sets the quantity, held to step, minimum and stock, and re-prices. */
export async function editLine(db: Database, userId: number, id: number, number: number): Promise<void> {
  const [line] = await loadLines(db, userId, [id]);
  if (!line) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  const reason = unbuyableReason(line.goods);
  if (reason) throw AppError.field('params.number', reason);
  const clamped = clampQuantity(number, quantityRules(line.goods));
  await db
    .update(cartItems)
    .set({ number: clamped, priceFen: unitPriceOf(line.goods, clamped) })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
}

/**
 * POST /api/cart/batch_select. Selecting a line that cannot be bought is
 * ignored for that line (the list would force it off again anyway); a 套餐
 * on sale may be selected whatever its parts' stock (docs/product/constants.md).
 */
export async function selectLines(db: Database, userId: number, ids: readonly number[], selected: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    const lines = await loadLines(tx, userId, ids);
    const targets = lines.filter((line) => !selected || isSelectableGoods(line.goods)).map((line) => line.item.id);
    if (targets.length === 0) return;
    await tx
      .update(cartItems)
      .set({ isSelected: selected })
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, targets)));
  });
}

export async function deleteLines(db: Database, userId: number, ids: readonly number[]): Promise<{ total: number }> {
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
    return { total: await cartCount(tx, userId) };
  });
}

/**
 * POST /api/cart/copy: the buyer's lines into the carts of their own stores
 * (users rows owned by the login account, see schema/users.ts). Lines whose
 * goods can no longer be bought are skipped (and counted), so one sold-out
 * item does not block copying the rest; a target that is not the buyer's
 * own store fails the whole call.
 */
export async function copyLines(
  db: Database,
  who: { userId: number; accountId: number },
  ids: readonly number[],
  storeIds: readonly number[],
): Promise<{ copied: number; skipped: number }> {
  const { userId, accountId } = who;
  const targets = [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    await assertOwnLines(tx, userId, ids);
    // Another store of the same login: the login account itself or a store it
    // owns, never the cart being copied from, never another owner's store.
    const stores = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, targets), ne(users.id, userId), or(eq(users.id, accountId), eq(users.ownerId, accountId))));
    if (stores.length !== targets.length) throw AppError.field('other_user_ids', NOT_OWN_STORE);
    const lines = await loadLines(tx, userId, ids);
    const copyable = lines.filter((line) => unbuyableReason(line.goods) === null);
    if (copyable.length > 0) {
      const adds: AddLine[] = copyable.map(({ item }) => ({
        goods_id: item.goodsId,
        number: item.number,
        ck_id: item.ckId,
        goods_price_id: item.goodsPriceId,
        ladder_price_id: item.ladderPriceId,
        goods_manjian_id: item.goodsManjianId,
        is_yj: item.isYj,
      }));
      for (const store of targets) {
        const errors = await mergeLines(tx, store, adds, () => 'ids');
        if (errors) failWith(errors);
      }
    }
    return { copied: copyable.length * targets.length, skipped: (lines.length - copyable.length) * targets.length };
  });
}
