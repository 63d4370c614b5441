import { isCountable } from '../../../shared/domain/cart-totals';
import { comboProgress } from '../../../shared/domain/combo-gift';
import { fenToYuan } from '../../../shared/domain/money';
import type { PromotionRow } from '../../db/schema';
import type { CartActivities } from './activities';
import type { PricedLine } from './lines';

/** The selected, purchasable lines of a group (套餐 lines excluded: the package price is the deal). */
export function comboLines(lines: readonly PricedLine[], activities: CartActivities, promotion: PromotionRow): PricedLine[] {
  return lines.filter((line) => line.components === null && isCountable(line.domain) && activities.inCombo(promotion, line.goods.id));
}

/** The group's bought amount (fen, at the ladder price the line is charged) and units. */
export function comboBought(lines: readonly PricedLine[]): { amountFen: number; number: number } {
  return lines.reduce((sum, line) => ({ amountFen: sum.amountFen + line.item.number * line.unitPrice, number: sum.number + line.item.number }), {
    amountFen: 0,
    number: 0,
  });
}

/**
 * 组合满赠/换购 on top of the per-line pricing: a live group whose selected
 * goods reach its threshold (amount or quantity) gives its gift once, or lets
 * the 换购 item be bought at gift_price; below the threshold nothing is added,
 * so a cart that drops under it loses the gift on the next pricing. The gift
 * rides on the group's oldest line without a gift of its own (gift_data as a
 * 赠品 does), so the cart, the checkout and the order carry it unchanged and
 * the 换购 price is counted in that line's subtotal. A group whose gifts are
 * gone (gift_stock below gift_number) gives nothing.
 */
export function applyComboGifts(lines: PricedLine[], activities: CartActivities): PricedLine[] {
  let result = lines;
  for (const promotion of activities.combos) {
    const rule = promotion.giftRule;
    if (!rule || rule.gift_number <= 0 || (promotion.giftStock ?? 0) < rule.gift_number) continue;
    const members = comboLines(result, activities, promotion);
    const progress = comboProgress({ thresholdFen: promotion.thresholdFen, thresholdNumber: promotion.thresholdNumber }, comboBought(members));
    if (!progress.met) continue;
    const carrier = [...members].sort((a, b) => a.item.id - b.item.id).find((line) => line.giftData === null);
    if (!carrier) continue;
    const giftTotal = rule.gift_number * rule.gift_price;
    const type = rule.gift_price > 0 ? 2 : 1;
    result = result.map((line) =>
      line === carrier
        ? {
            ...line,
            giftTotal,
            giftData: { total: fenToYuan(giftTotal), type, name: rule.gift_name, number: rule.gift_number },
            comboGiftId: promotion.id,
            domain: { ...line.domain, gift_data: { total: giftTotal, type } },
          }
        : line,
    );
  }
  return result;
}
