import type { GoodsSummary } from '../../shared/contract/goods';
import { goodsBounds } from '../../shared/ui/goods/goods-rules';

/** The quantity a stepper starts at: one minimum purchase, or 0 when nothing can be bought. */
export function initialQuantity(goods: GoodsSummary): number {
  const bounds = goodsBounds(goods);
  return bounds.canBuy ? bounds.min : 0;
}
