import { asc, inArray, sql } from 'drizzle-orm';
import type { CatalogueRowResult } from '../../../shared/contract/seller/catalogue';
import type { Transaction } from '../../db/client';
import { goods } from '../../db/schema';
import { applyCatalogueRow, checkCatalogueRow, type CatalogueState } from './catalogue-rows';

export interface CatalogueOutcome {
  updated: number;
  unchanged: number;
  refused: number;
  rows: CatalogueRowResult[];
}

/**
 * A catalogue upload in two statements whatever its size: the goods it
 * names are read and locked (in id order, so two uploads never deadlock,
 * and an order being placed waits rather than having its stock decrement
 * overwritten half-way), then every changed row is written by one UPDATE
 * from a JSON recordset. Rows are checked one by one; a refused row changes
 * nothing and the others still apply. Orders copy their prices when placed
 * (order_items.price_fen), so no placed order changes.
 */
export async function upsertCatalogue(tx: Transaction, rawRows: readonly unknown[]): Promise<CatalogueOutcome> {
  const checked = rawRows.map(checkCatalogueRow);
  const ids = [...new Set(checked.flatMap((c) => ('row' in c ? [c.row.goods_id] : [])))];
  const current = new Map<number, CatalogueState>();
  if (ids.length > 0) {
    const rows = await tx
      .select({
        id: goods.id,
        stock: goods.stock,
        priceFen: goods.priceFen,
        ladderPrice: goods.ladderPrice,
        ladderPriceType: goods.ladderPriceType,
        isBuy: goods.isBuy,
      })
      .from(goods)
      .where(inArray(goods.id, ids))
      .orderBy(asc(goods.id))
      .for('update');
    for (const { id, ...state } of rows) current.set(id, state);
  }

  const results: CatalogueRowResult[] = [];
  const dirty = new Set<number>();
  checked.forEach((check, index) => {
    if (!('row' in check)) {
      results.push({ row: index, goods_id: check.goodsId, result: 'refused', changed: [], message: check.message });
      return;
    }
    const state = current.get(check.row.goods_id);
    if (!state) {
      results.push({ row: index, goods_id: check.row.goods_id, result: 'refused', changed: [], message: '商品不存在' });
      return;
    }
    const { next, changed } = applyCatalogueRow(state, check.row);
    if (changed.length === 0) {
      results.push({ row: index, goods_id: check.row.goods_id, result: 'unchanged', changed });
      return;
    }
    current.set(check.row.goods_id, next);
    dirty.add(check.row.goods_id);
    results.push({ row: index, goods_id: check.row.goods_id, result: 'updated', changed });
  });

  if (dirty.size > 0) {
    const values = [...dirty].map((id) => {
      const state = current.get(id)!;
      return {
        id,
        stock: state.stock,
        price_fen: state.priceFen,
        ladder_price: state.ladderPrice,
        ladder_price_type: state.ladderPriceType,
        is_buy: state.isBuy,
      };
    });
    await tx.execute(sql`
      update ${goods} as g set
        stock = v.stock, price_fen = v.price_fen, ladder_price = v.ladder_price,
        ladder_price_type = v.ladder_price_type, is_buy = v.is_buy, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(id integer, stock integer, price_fen integer, ladder_price jsonb, ladder_price_type smallint, is_buy boolean)
      where g.id = v.id`);
  }
  const count = (result: CatalogueRowResult['result']) => results.filter((r) => r.result === result).length;
  return { updated: count('updated'), unchanged: count('unchanged'), refused: count('refused'), rows: results };
}
