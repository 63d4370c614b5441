import type { GoodsSummary } from '../../shared/contract/goods';
import { parseYuan } from '../../shared/domain/money';
import { goodsBounds } from '../../shared/ui/goods/goods-rules';

/** Where a goods name or image leads: the detail page (spec §2). */
export const goodsPath = (id: number) => `/list/info/${id}`;

/** The card title: the brand (商品名) before the generic name, when the goods have one. */
export function goodsTitle(goods: Pick<GoodsSummary, 'brand' | 'name'>): string {
  return goods.brand && !goods.name.startsWith(goods.brand) ? `${goods.brand} ${goods.name}` : goods.name;
}

/** A 2-decimal yuan string as fen; null (visitor) or unreadable as null. */
export function priceFen(price: string | null): number | null {
  return price === null ? null : parseYuan(price);
}

/** The quantity a stepper starts at: one minimum purchase, or 0 when nothing can be bought. */
export function initialQuantity(goods: GoodsSummary): number {
  const bounds = goodsBounds(goods);
  return bounds.canBuy ? bounds.min : 0;
}
