import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { CombinationItem, GoodsCombination } from '../../../shared/contract/goods';
import { fenToYuan } from '../../../shared/domain/money';
import { quantityBounds } from '../../../shared/domain/quantity';
import type { Database, Transaction } from '../../db/client';
import { combinationItems, COMBINATION_KIND, goods, type GoodsRow } from '../../db/schema';
import { goodsImageUrl } from '../../images/goods';
import type { GoodsViewer } from './viewer';

type Reader = Database | Transaction;

/** goods.type of a 套餐's goods row and cart lines (docs/product/entities.md: type 3 combination). */
export const COMBINATION_TYPE = 3;

/** Catalogue reads (lists, hot, floors, brands, the search dictionary) leave 套餐 rows out: they are not goods to browse. */
export const notCombination: SQL = ne(goods.kind, COMBINATION_KIND);

export function isCombination(row: Pick<GoodsRow, 'kind'>): boolean {
  return row.kind === COMBINATION_KIND;
}

export interface Component {
  goods: GoodsRow;
  /** Units in one package. */
  number: number;
}

/** The components of each package in `ids`, in goods id order (one query). */
export async function loadComponents(db: Reader, ids: readonly number[]): Promise<Map<number, Component[]>> {
  const byPackage = new Map<number, Component[]>();
  if (ids.length === 0) return byPackage;
  const rows = await db
    .select({ packageId: combinationItems.combinationGoodsId, number: combinationItems.number, goods })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .where(inArray(combinationItems.combinationGoodsId, [...new Set(ids)]))
    .orderBy(asc(combinationItems.combinationGoodsId), asc(goods.id));
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push({ goods: row.goods, number: row.number });
    byPackage.set(row.packageId, list);
  }
  return byPackage;
}

/** Packages one can make from the components' stock now: the fewest any component allows. */
export function packageStock(components: readonly Component[]): number {
  if (components.length === 0) return 0;
  return Math.max(0, Math.min(...components.map((c) => Math.floor(c.goods.stock / c.number))));
}

/**
 * The package's row as the cart rules read it: stock is computed from the
 * components (never the stored figure), it cannot be bought when it or any
 * component cannot, and it is 含麻 when a component is.
 */
export function packageRow(row: GoodsRow, components: readonly Component[]): GoodsRow {
  return {
    ...row,
    type: COMBINATION_TYPE,
    stock: packageStock(components),
    isBuy: row.isBuy && components.length > 0 && components.every((c) => c.goods.isBuy),
    isEphedrine: row.isEphedrine || components.some((c) => c.goods.isEphedrine),
    // The package price is the deal: no ladder on top of it.
    ladderPrice: [],
    ladderPriceType: 0,
  };
}

/** `rows` with each 套餐 row replaced by its packageRow; the components of those packages by id. */
export async function withPackageStock(db: Reader, rows: readonly GoodsRow[]): Promise<{ rows: GoodsRow[]; components: Map<number, Component[]> }> {
  const components = await loadComponents(
    db,
    rows.filter(isCombination).map((row) => row.id),
  );
  return { rows: rows.map((row) => (isCombination(row) ? packageRow(row, components.get(row.id) ?? []) : row)), components };
}

export function combinationItemOf(component: Component): CombinationItem {
  const { goods: row, number } = component;
  return { goods_id: row.id, name: row.name, ypgg: row.ypgg, sccj: row.sccj, bzdw: row.bzdw, number, image: goodsImageUrl(row.id) };
}

/** Sum of the components' list prices for one package, fen. */
export function listTotal(components: readonly Component[]): number {
  return components.reduce((sum, c) => sum + c.goods.priceFen * c.number, 0);
}

/** GET /api/goods/:id/combinations: packages containing the goods that are on sale, best saving first. */
export async function goodsCombinations(db: Database, viewer: GoodsViewer, goodsId: number): Promise<GoodsCombination[]> {
  const packages = await db
    .select({ goods })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.combinationGoodsId))
    .where(and(eq(combinationItems.goodsId, goodsId), eq(goods.kind, COMBINATION_KIND), eq(goods.isBuy, true)))
    .orderBy(asc(goods.id));
  if (packages.length === 0) return [];
  const { rows, components } = await withPackageStock(
    db,
    packages.map((p) => p.goods),
  );
  const price = (fen: number): string | null => (viewer.member ? fenToYuan(fen) : null);
  return rows
    .map((row) => {
      const parts = components.get(row.id) ?? [];
      const original = listTotal(parts);
      const canBuy = row.isBuy && quantityBounds({ step: row.step, min: row.minBuy, max: row.stock }).canBuy;
      return {
        id: row.id,
        name: row.name,
        items: parts.map((c) => ({ ...combinationItemOf(c), price: price(c.goods.priceFen) })),
        price: price(row.priceFen),
        original_total: price(original),
        saving: price(Math.max(0, original - row.priceFen)),
        stock: row.stock,
        step: row.step,
        min_buy: row.minBuy,
        is_buy: canBuy ? (1 as const) : (0 as const),
        savingFen: original - row.priceFen,
      };
    })
    .sort((a, b) => b.savingFen - a.savingFen || a.id - b.id)
    .map(({ savingFen: _, ...rest }) => rest);
}
