import type { CartCombination, CartItem } from '../../shared/contract/cart';
import { checkoutText as text } from './checkout-steps.text';

/** What one 套餐 holds, under its name in the cart and the order check: 名称 规格 × n. */
export function CombinationParts({ combination }: { combination: CartCombination }) {
  return (
    <ul className="yp-co__combo-parts" part="combination-items" aria-label={text.combinationItems(combination.name)}>
      {combination.items.map((item) => (
        <li key={item.goods_id} className="yp-co__combo-part" data-goods-id={item.goods_id}>
          <span className="yp-co__combo-part-name">{item.name}</span>
          <span className="yp-co__meta">{item.ypgg}</span>
          <span className="yp-co__combo-part-number">{text.combinationNumber(item.number, item.bzdw)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 套餐 tag before a package's name. */
export function CombinationTag() {
  return (
    <span className="yp-co__mark yp-co__mark--combo" part="combination-tag" title={text.combinationNoCoupon}>
      {text.combination}
    </span>
  );
}

/** A line's gift (赠品) under its name in the cart and the order check; nothing without one. */
export function GiftLine({ gift, part }: { gift: CartItem['gift_data']; part?: string }) {
  if (!gift) return null;
  return (
    <div className="yp-co__gift" part={part}>
      <span className="yp-co__mark yp-co__mark--gift">{text.gift}</span>
      {text.giftLine(gift.name, gift.number)}
    </div>
  );
}
