import type { CartStore, CartTier } from '../../shared/contract/cart';
import { reachedFirst } from './cart-selection';
import { checkoutText as text } from './checkout-steps.text';

function TierRow({ kind, tiers }: { kind: 'manjian' | 'discount'; tiers: readonly CartTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <div className="yp-co__tiers" part={`tiers-${kind}`}>
      <span className={`yp-co__tier-kind yp-co__tier-kind--${kind}`}>{kind === 'manjian' ? text.manjian : text.discount}</span>
      <ul className="yp-co__tier-list">
        {reachedFirst(tiers).map((tier) => (
          <li key={tier.text} className={tier.status === 1 ? 'yp-co__tier is-reached' : 'yp-co__tier'} part="tier" data-status={tier.status}>
            {tier.text}
            {tier.status === 1 ? <span className="yp-co__tier-done">{text.reached}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The cart's activity strip (spec §4): 满减 and 折扣 tiers with the reached
 * ones first and marked 已满足, the next-tier hint (再买¥X可减¥Y) and the
 * free-shipping line (还差¥X免运费, or 已免运费), all as the server answered.
 */
export function ActivityTiers({ store, hint }: { store: CartStore; hint: string }) {
  const manjians = store.activity_data.manjians.manjians;
  const discounts = store.activity_data.discounts.discounts;
  const remaining = store.totals.free_shipping_remaining;
  const free = Number(remaining) <= 0;
  return (
    <section className="yp-co__activity" part="activity">
      <TierRow kind="manjian" tiers={manjians} />
      <TierRow kind="discount" tiers={discounts} />
      <div className="yp-co__activity-foot">
        {hint ? (
          <span className="yp-co__hint" part="hint">
            {hint}
          </span>
        ) : null}
        <span className={free ? 'yp-co__shipping is-free' : 'yp-co__shipping'} part="free-shipping">
          {free ? text.freeShipping : text.freeShippingRemaining(remaining)}
        </span>
      </div>
    </section>
  );
}
