import { cartLineImage, type CartItem } from '../../shared/contract/cart';
import { assetUrl } from '../../shared/ui/asset-url';
import { GoodsTags } from '../../shared/ui/goods/goods-tags';
import { goodsQuantityRules } from '../../shared/ui/goods/goods-rules';
import { QuantityStepper } from '../../shared/ui/goods/quantity-stepper';
import { Icon } from '../../shared/ui/icon';
import { Link } from '../../shared/ui/link';
import { isSelectable, lineAvailability } from './cart-selection';
import { CombinationParts, CombinationTag, GiftLine } from './combination-parts';
import { checkoutText as text } from './checkout-steps.text';
import { formatYuan } from '../../shared/domain/money';

export interface CartLineRowProps {
  line: CartItem;
  /** The buyer's quantity not yet answered by the server. */
  draft: number | undefined;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (number: number) => void;
  onRemove: () => void;
}

/**
 * One cart line (docs/product/entities.md Cart item): checkbox (off for 失效 / 缺货 lines),
 * image, name with specification, manufacturer and tags, unit price (the
 * ladder price for this quantity, the list price struck through when
 * lower), stepper in packing steps, subtotal (after what the 满减 / 满折
 * take off the line, shown under it), the 满减 / 满折 marks of activity
 * goods, 赠品 and 单品包邮, delete.
 * A 套餐 line (type 3) shows the 套餐 tag, the package name and what one
 * package holds instead of a spec; it has no goods page of its own.
 */
export function CartLineRow({ line, draft, busy, onSelect, onQuantity, onRemove }: CartLineRowProps) {
  const { goods, combination } = line;
  const availability = lineAvailability(line);
  const usable = availability === 'ok';
  // A 套餐 whose parts are short is still selected and counted (docs/product/constants.md); only its quantity is fixed.
  const selectable = isSelectable(line);
  const offText = availability === 'unavailable' ? text.unavailable : availability === 'parts-short' ? text.partsShort : text.outOfStock;
  const href = `/list/info/${goods.id}`;
  return (
    <tr className={selectable ? 'yp-co__row' : 'yp-co__row is-off'} part="line" data-cart-id={line.id} aria-busy={busy}>
      <td className="yp-co__cell-check">
        <input
          type="checkbox"
          checked={selectable && line.is_selected === 1}
          disabled={!selectable}
          aria-label={text.selectLine(goods.name)}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </td>
      <td className="yp-co__cell-goods">
        <div className="yp-co__goods">
          <Link
            to={combination ? `/list/info/${combination.items[0]?.goods_id ?? goods.id}` : href}
            className="yp-co__image-link"
            tabIndex={-1}
            aria-hidden="true"
          >
            <img
              className="yp-co__image"
              src={assetUrl(combination?.items[0]?.image ?? cartLineImage(goods), 72)}
              alt=""
              width={72}
              height={72}
              loading="lazy"
            />
            {selectable ? null : (
              <span className="yp-co__off-mark" part="off-mark">
                {offText}
              </span>
            )}
          </Link>
          <div className="yp-co__goods-info">
            {combination ? (
              <>
                <span className="yp-co__name" part="name" title={goods.name}>
                  <CombinationTag />
                  {goods.name}
                </span>
                <CombinationParts combination={combination} />
              </>
            ) : (
              <>
                <Link to={href} className="yp-co__name" part="name" title={goods.name}>
                  {goods.name}
                </Link>
                <div className="yp-co__meta" part="spec">
                  {goods.ypgg}
                </div>
                <div className="yp-co__meta">
                  {text.manufacturer}
                  {goods.sccj}
                </div>
              </>
            )}
            <div className="yp-co__marks">
              <GoodsTags tags={goods.tags} max={4} />
              {line.goods_manjian_id > 0 ? (
                <span className="yp-co__mark yp-co__mark--manjian" part="activity-mark" data-kind="manjian" title={text.activityMarkLabel(text.manjian)}>
                  {text.activityMark(text.manjian)}
                </span>
              ) : null}
              {line.goods_discount_id > 0 ? (
                <span className="yp-co__mark yp-co__mark--discount" part="activity-mark" data-kind="discount" title={text.activityMarkLabel(text.discount)}>
                  {text.activityMark(text.discount)}
                </span>
              ) : null}
              {line.single_free_shipping === 1 ? (
                <span className="yp-co__mark yp-co__mark--ship" part="single-free-shipping">
                  {text.singleFreeShipping}
                </span>
              ) : null}
              {usable ? null : (
                <span className="yp-co__mark yp-co__mark--off" part={availability === 'parts-short' ? 'parts-short' : undefined}>
                  {offText}
                </span>
              )}
            </div>
            <GiftLine gift={line.gift_data} part="gift" />
          </div>
        </div>
      </td>
      <td className="yp-co__cell-price">
        <span className="yp-co__money" part="price">
          {formatYuan(line.price)}
        </span>
        {Number(goods.base_price) > Number(line.price) ? <s className="yp-co__base-price">{formatYuan(goods.base_price)}</s> : null}
      </td>
      <td className="yp-co__cell-qty">
        <QuantityStepper value={draft ?? line.number} rules={goodsQuantityRules(goods)} disabled={!usable} unit={goods.bzdw} size="sm" onChange={onQuantity} />
      </td>
      <td className="yp-co__cell-subtotal" data-label={text.colSubtotal}>
        <strong className="yp-co__money" part="subtotal">
          {formatYuan(line.subtotal)}
        </strong>
        {Number(line.goods_manjian_amount) > 0 ? (
          <span className="yp-co__line-saving" part="line-saving">
            {text.lineSaving(line.goods_manjian_amount)}
          </span>
        ) : null}
      </td>
      <td className="yp-co__cell-action">
        <button type="button" className="yp-co__link-btn" part="remove" disabled={busy} aria-label={text.removeLabel(goods.name)} onClick={onRemove}>
          <Icon name="trash" size={14} />
          {text.remove}
        </button>
      </td>
    </tr>
  );
}
