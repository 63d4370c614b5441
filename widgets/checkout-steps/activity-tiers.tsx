import type { CartPromotion, CartStore, CartTier } from '../../shared/contract/cart';
import { reachedFirst } from './cart-selection';
import { checkoutText as text } from './checkout-steps.text';

export type ActivityKind = 'manjian' | 'discount';

interface TierRowProps {
  kind: ActivityKind;
  tiers: readonly CartTier[];
  promotion: CartPromotion | null;
  /** The kind whose goods alone the table shows now, or null. */
  showing: ActivityKind | null;
  onShowGoods: (kind: ActivityKind | null) => void;
}

function TierRow({ kind, tiers, promotion, showing, onShowGoods }: TierRowProps) {
  if (tiers.length === 0) return null;
  const label = kind === 'manjian' ? text.manjian : text.discount;
  const pressed = showing === kind;
  return (
    <div className="yp-co__tiers" part={`tiers-${kind}`}>
      <span className={`yp-co__tier-kind yp-co__tier-kind--${kind}`}>{label}</span>
      <div className="yp-co__tier-body">
        <ul className="yp-co__tier-list">
          {reachedFirst(tiers).map((tier) => (
            <li key={tier.text} className={tier.status === 1 ? 'yp-co__tier is-reached' : 'yp-co__tier'} part="tier" data-status={tier.status}>
              {tier.text}
              {tier.status === 1 ? <span className="yp-co__tier-done">{text.reached}</span> : null}
            </li>
          ))}
        </ul>
        {promotion ? (
          <p className="yp-co__promo" part={`promotion promotion-${kind}`} data-saving={promotion.saving}>
            <button
              type="button"
              className="yp-co__promo-goods"
              part="promotion-goods"
              aria-pressed={pressed}
              title={pressed ? text.activityGoodsAll : text.activityGoodsShow(label)}
              onClick={() => onShowGoods(pressed ? null : kind)}
            >
              {text.activityGoods(promotion.cart_ids.length)}
              <span className="yp-co__promo-goods-action">{pressed ? text.activityGoodsAll : text.activityGoodsShow('')}</span>
            </button>
            <span className="yp-co__promo-note">{text.activityGoodsNote}</span>
            <span className="yp-co__promo-text" part="promotion-text">
              {promotion.text}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export interface ActivityTiersProps {
  store: CartStore;
  showing: ActivityKind | null;
  onShowGoods: (kind: ActivityKind | null) => void;
}

/**
 * The cart's activity strip (docs/product/states.md): 满减 and 满折 tiers with the reached
 * ones first and marked 已满足, and under them the promotion line (issue 26):
 * how many of the selected lines are the activity's goods (a button shows
 * only those, each marked in the table), that only they count, what they
 * come to, what the activity takes off now and how much more of THEM reaches
 * the next tier (what /api/cart/next_hint says, per activity, in the same
 * answer as the cart). Then the free-shipping line (还差¥X免运费, or 已免运费).
 * Every figure is the server's, from the rule step 2 and the order use.
 */
export function ActivityTiers({ store, showing, onShowGoods }: ActivityTiersProps) {
  const { manjians, discounts } = store.activity_data;
  const remaining = store.totals.free_shipping_remaining;
  const free = Number(remaining) <= 0;
  return (
    <section className="yp-co__activity" part="activity">
      <TierRow kind="manjian" tiers={manjians.manjians} promotion={manjians.promotion} showing={showing} onShowGoods={onShowGoods} />
      <TierRow kind="discount" tiers={discounts.discounts} promotion={discounts.promotion} showing={showing} onShowGoods={onShowGoods} />
      <div className="yp-co__activity-foot">
        <span className={free ? 'yp-co__shipping is-free' : 'yp-co__shipping'} part="free-shipping">
          {free ? text.freeShipping : text.freeShippingRemaining(remaining)}
        </span>
      </div>
    </section>
  );
}
