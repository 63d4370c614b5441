import type { GoodsSummary } from '../../contract/goods';

/**
 * The name as every shelf, table, cart and detail page shows it:
 * 【商品名】通用名 when the goods are sold under a brand (商品名) the generic
 * name does not already start with, else the generic name alone.
 */
export function goodsTitle(goods: Pick<GoodsSummary, 'brand' | 'name'>): string {
  return goods.brand && !goods.name.startsWith(goods.brand) ? `【${goods.brand}】${goods.name}` : goods.name;
}

/** Where a goods name or image leads: the detail page (docs/product/routes.md /list/info/{id}). */
export function goodsPath(id: number): string {
  return `/list/info/${id}`;
}
