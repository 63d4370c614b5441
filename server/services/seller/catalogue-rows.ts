import type { CatalogueRow, CatalogueRowResult } from '../../../shared/contract/seller/catalogue';
import { catalogueRowSchema } from '../../../shared/contract/seller/catalogue';
import { LADDER_TYPE_UP_TO } from '../../../shared/domain/ladder';
import type { LadderTierJson } from '../../db/schema';
import { fieldErrorsOf } from '../../http/validation';

/** The columns a catalogue row may change, as stored. */
export interface CatalogueState {
  erpCode: string | null;
  stock: number;
  priceFen: number;
  ladderPrice: LadderTierJson[];
  ladderPriceType: number;
  isBuy: boolean;
}

type Field = CatalogueRowResult['changed'][number];

export interface RefusedRow {
  message: string;
  goodsId: number | null;
  goodsCode: string | null;
}

/** An uploaded row checked on its own: the row, or why it is refused. */
export function checkCatalogueRow(raw: unknown): { row: CatalogueRow } | RefusedRow {
  const parsed = catalogueRowSchema.safeParse(raw);
  const named = typeof raw === 'object' && raw !== null ? (raw as { goods_id?: unknown; goods_code?: unknown }) : {};
  const goodsId = Number.isSafeInteger(named.goods_id) ? (named.goods_id as number) : null;
  const goodsCode = typeof named.goods_code === 'string' ? named.goods_code : null;
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    const [field, messages] = Object.entries(errors)[0] ?? ['body', ['格式不正确']];
    return { message: `${field}: ${messages[0]}`, goodsId, goodsCode };
  }
  const row = parsed.data;
  if (row.goods_id === undefined && row.goods_code === undefined) return { message: '须提供 goods_id 或 goods_code', goodsId, goodsCode };
  const binds = row.goods_id !== undefined && row.goods_code !== undefined;
  if (!binds && row.stock === undefined && row.price_fen === undefined && row.ladder === undefined && row.purchasable === undefined) {
    return { message: '没有要更新的字段（stock、price_fen、ladder、purchasable）', goodsId, goodsCode };
  }
  if (row.ladder) {
    const quantities = row.ladder.tiers.map((tier) => tier.quantity);
    if (quantities.some((q, i) => i > 0 && q <= quantities[i - 1]!)) return { message: 'ladder: 阶梯数量须从小到大且不重复', goodsId, goodsCode };
    const prices = row.ladder.tiers.map((tier) => tier.price_fen);
    // A buyer never pays more per unit for buying more.
    if (prices.some((p, i) => i > 0 && p > prices[i - 1]!)) return { message: 'ladder: 买得越多单价不能越高', goodsId, goodsCode };
  }
  return { row };
}

function sameLadder(a: readonly LadderTierJson[], b: readonly LadderTierJson[]): boolean {
  return a.length === b.length && a.every((tier, i) => tier.number === b[i]!.number && tier.price === b[i]!.price);
}

/**
 * The state after applying a row, and which fields it changed, or why the
 * row is refused (pure: table-tested). A code is bound once: a goods that
 * has one keeps it, so the ERP's key for it never silently moves.
 */
export function applyCatalogueRow(current: CatalogueState, row: CatalogueRow): { next: CatalogueState; changed: Field[] } | { refused: string } {
  const next = { ...current };
  const changed: Field[] = [];
  if (row.goods_code !== undefined && row.goods_code !== current.erpCode) {
    if (current.erpCode !== null) return { refused: `该商品已绑定商品编码 ${current.erpCode}` };
    next.erpCode = row.goods_code;
    changed.push('goods_code');
  }
  if (row.stock !== undefined && row.stock !== current.stock) {
    next.stock = row.stock;
    changed.push('stock');
  }
  if (row.price_fen !== undefined && row.price_fen !== current.priceFen) {
    next.priceFen = row.price_fen;
    changed.push('price_fen');
  }
  if (row.ladder !== undefined) {
    const tiers = row.ladder ? row.ladder.tiers.map((tier) => ({ number: tier.quantity, price: tier.price_fen })) : [];
    const type = row.ladder ? (row.ladder.type === 'up_to' ? LADDER_TYPE_UP_TO : 2) : 0;
    if (type !== current.ladderPriceType || !sameLadder(tiers, current.ladderPrice)) {
      next.ladderPrice = tiers;
      next.ladderPriceType = type;
      changed.push('ladder');
    }
  }
  if (row.purchasable !== undefined && row.purchasable !== current.isBuy) {
    next.isBuy = row.purchasable;
    changed.push('purchasable');
  }
  return { next, changed };
}
