import { asc, inArray, or, sql } from 'drizzle-orm';
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
 * names (by id or by the ERP's goods code) are read and locked (in id order, so two uploads never deadlock,
 * and an order being placed waits rather than having its stock decrement
 * overwritten half-way), then every changed row is written by one UPDATE
 * from a JSON recordset. Rows are checked one by one; a refused row changes
 * nothing and the others still apply. Orders copy their prices when placed
 * (order_items.price_fen), so no placed order changes.
 */
export async function upsertCatalogue(tx: Transaction, rawRows: readonly unknown[]): Promise<CatalogueOutcome> {
  const checked = rawRows.map(checkCatalogueRow);
  const rows = checked.flatMap((c) => ('row' in c ? [c.row] : []));
  const ids = [...new Set(rows.flatMap((row) => (row.goods_id === undefined ? [] : [row.goods_id])))];
  const codes = [...new Set(rows.flatMap((row) => (row.goods_code === undefined ? [] : [row.goods_code])))];
  const current = new Map<number, CatalogueState>();
  /** Which goods holds each code: as stored, then as this upload binds them. */
  const holder = new Map<string, number>();
  if (ids.length > 0 || codes.length > 0) {
    const named = await tx
      .select({
        id: goods.id,
        erpCode: goods.erpCode,
        stock: goods.stock,
        priceFen: goods.priceFen,
        ladderPrice: goods.ladderPrice,
        ladderPriceType: goods.ladderPriceType,
        isBuy: goods.isBuy,
      })
      .from(goods)
      .where(or(ids.length > 0 ? inArray(goods.id, ids) : undefined, codes.length > 0 ? inArray(goods.erpCode, codes) : undefined))
      .orderBy(asc(goods.id))
      .for('update');
    for (const { id, ...state } of named) {
      current.set(id, state);
      if (state.erpCode !== null) holder.set(state.erpCode, id);
    }
  }

  const results: CatalogueRowResult[] = [];
  const dirty = new Set<number>();
  checked.forEach((check, index) => {
    if (!('row' in check)) {
      results.push({ row: index, goods_id: check.goodsId, goods_code: check.goodsCode, result: 'refused', changed: [], message: check.message });
      return;
    }
    const { row } = check;
    const id = row.goods_id ?? holder.get(row.goods_code!);
    const refuse = (message: string) =>
      results.push({ row: index, goods_id: id ?? null, goods_code: row.goods_code ?? null, result: 'refused', changed: [], message });
    const state = id === undefined ? undefined : current.get(id);
    if (id === undefined || !state) return void refuse(row.goods_id === undefined ? '商品编码未绑定任何商品' : '商品不存在');
    const codeHolder = row.goods_code === undefined ? undefined : holder.get(row.goods_code);
    if (codeHolder !== undefined && codeHolder !== id) return void refuse(`商品编码 ${row.goods_code} 已绑定商品 ${codeHolder}`);
    const applied = applyCatalogueRow(state, row);
    if ('refused' in applied) return void refuse(applied.refused);
    const code = applied.next.erpCode;
    if (applied.changed.length === 0) {
      results.push({ row: index, goods_id: id, goods_code: code, result: 'unchanged', changed: [] });
      return;
    }
    current.set(id, applied.next);
    if (code !== null) holder.set(code, id);
    dirty.add(id);
    results.push({ row: index, goods_id: id, goods_code: code, result: 'updated', changed: applied.changed });
  });

  if (dirty.size > 0) {
    const values = [...dirty].map((id) => {
      const state = current.get(id)!;
      return {
        id,
        erp_code: state.erpCode,
        stock: state.stock,
        price_fen: state.priceFen,
        ladder_price: state.ladderPrice,
        ladder_price_type: state.ladderPriceType,
        is_buy: state.isBuy,
      };
    });
    await tx.execute(sql`
      update ${goods} as g set
        erp_code = v.erp_code, stock = v.stock, price_fen = v.price_fen, ladder_price = v.ladder_price,
        ladder_price_type = v.ladder_price_type, is_buy = v.is_buy, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(id integer, erp_code text, stock integer, price_fen integer, ladder_price jsonb, ladder_price_type smallint, is_buy boolean)
      where g.id = v.id`);
  }
  const count = (result: CatalogueRowResult['result']) => results.filter((r) => r.result === result).length;
  return { updated: count('updated'), unchanged: count('unchanged'), refused: count('refused'), rows: results };
}
