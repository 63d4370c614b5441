import type { CartPromotion, CartTierHint } from '../../../shared/contract/cart';
import { fenToYuan, formatPrice } from '../../../shared/domain/money';
import { countsFor, type ActivityOutcome } from '../../../shared/domain/promotion';
import type { PromotionTierJson } from '../../db/schema';
import { rateText, toCartTier } from './activities';
import type { PricedLine } from './lines';

type Outcome = ActivityOutcome<PromotionTierJson>;

/** 可减¥50.00 / 可享98折: what the next tier gives. */
function gainText(kind: Outcome['kind'], tier: PromotionTierJson): string {
  return kind === 'manjian' ? `可减${formatPrice(tier.reduce ?? 0)}` : `可享${rateText(tier.rate ?? 1)}`;
}

/**
 * 再买活动商品¥X可减¥Y: how much more of the activity's OWN goods reaches
 * the next tier (other goods do not count, so the hint says so); null when
 * the highest tier is reached or there are none.
 */
export function hintOf(outcome: Outcome): CartTierHint | null {
  const { next, kind } = outcome;
  if (!next) return null;
  return {
    kind,
    missing: fenToYuan(next.missing),
    tier: toCartTier(kind, { ...next.tier, status: 0 }),
    text: `再买活动商品${formatPrice(next.missing)}${gainText(kind, next.tier)}`,
  };
}

/** 已减¥50.00 / 已省¥42.00（98折）: what the reached tier takes off now. */
function savingText(outcome: Outcome): string {
  if (!outcome.tier) return '';
  const saving = formatPrice(outcome.saving);
  return outcome.kind === 'manjian' ? `已减${saving}` : `已省${saving}（${rateText(outcome.tier.rate ?? 1)}）`;
}

/**
 * The cart's promotion line for one activity: the selected lines that are its
 * goods, what they come to, the saving now (the same figure the totals bar
 * takes off, and step 2 and the order charge) and what is left to buy.
 */
export function promotionLineOf(outcome: Outcome, lines: readonly PricedLine[]): CartPromotion {
  const hint = hintOf(outcome);
  const parts = [`活动商品已选${formatPrice(outcome.eligibleTotal)}`];
  if (outcome.tier) parts.push(savingText(outcome));
  if (hint) parts.push(hint.text);
  else if (outcome.tier) parts.push('已享最高优惠');
  return {
    kind: outcome.kind,
    cart_ids: lines.filter((line) => countsFor(line.domain, outcome.kind)).map((line) => line.item.id),
    eligible_total: fenToYuan(outcome.eligibleTotal),
    tier: outcome.tier ? toCartTier(outcome.kind, { ...outcome.tier, status: 1 }) : null,
    saving: fenToYuan(outcome.saving),
    next: hint,
    text: parts.join('，'),
  };
}
