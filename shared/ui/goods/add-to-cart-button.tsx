import { useEffect, useRef, useState } from 'react';
import type { GoodsSummary } from '../../contract/goods';
import { getBus } from '../../bus/bus';
import type { AddToCartLine } from '../../bus/events';
import { ADD_TO_CART_DELAY_MS } from '../../domain/constants';
import { pageClock } from '../../page/clock';
import { useStyles } from '../use-styles';
import { canBuyGoods } from './goods-rules';
import { goToLogin } from './login-redirect';
import { goodsText } from './goods.text';
import css from './goods.css?inline';

/** Goods fields an add-to-cart line is built from. */
export type CartGoods = Pick<GoodsSummary, 'id' | 'base_price' | 'type' | 'is_buy' | 'number' | 'step' | 'min_buy'>;

/** Ids of the offer a line is bought under (detail page query: goods_price_id, …); each defaults 0. */
export type LineOffer = Partial<Pick<AddToCartLine, 'ck_id' | 'goods_price_id' | 'ladder_price_id' | 'goods_manjian_id' | 'is_yj'>>;

/**
 * The docs/product/entities.md add-to-cart line for `number` units. The price is what the
 * buyer saw (base_price); the server re-prices every line anyway. Seckill
 * goods (type 1) carry their type so the cart applies the seckill price.
 */
export function addToCartLine(goods: CartGoods, number: number, offer: LineOffer = {}): AddToCartLine {
  const line: AddToCartLine = {
    goods_id: goods.id,
    price: goods.base_price ?? '0.00',
    number,
    ck_id: offer.ck_id ?? 0,
    goods_price_id: offer.goods_price_id ?? 0,
    ladder_price_id: offer.ladder_price_id ?? 0,
    goods_manjian_id: offer.goods_manjian_id ?? 0,
    is_yj: offer.is_yj ?? 0,
  };
  if (goods.type === 1) line.type = goods.type;
  return line;
}

export interface AddToCartButtonProps {
  goods: CartGoods;
  /** The stepper's quantity. */
  quantity: number;
  offer?: LineOffer;
  size?: 'sm' | 'md';
}

/**
 * 加入购物车. docs/product/constants.md: the add is sent ADD_TO_CART_DELAY_MS (200 ms) after the
 * click, as bus 'cart:add' for the cart feature to POST; clicks during that
 * wait join the pending add instead of sending another. Disabled when the
 * goods cannot be bought. A visitor (no price: server hides it) is sent to
 * log in, since the cart is members only. The button says nothing about the
 * result itself: the cart model toasts 已加入购物车 once the server has
 * accepted the goods, or shows the server's refusal (an inline 已加入购物车
 * before the answer was both early and, beside the toast, said twice).
 */
export function AddToCartButton({ goods, quantity, offer, size = 'md' }: AddToCartButtonProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const [pendingState, setPendingState] = useState(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  const buyable = canBuyGoods(goods) && quantity > 0;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onClick = () => {
    if (goods.base_price === null) {
      goToLogin();
      return;
    }
    if (pending.current || !buyable) return;
    pending.current = true;
    setPendingState(true);
    const line = addToCartLine(goods, quantity, offer);
    // The buyer has asked for it: the add goes out even if the card is gone by then.
    pageClock().setTimeout(() => {
      pending.current = false;
      getBus().emit('cart:add', { lines: [line] });
      if (mounted.current) setPendingState(false);
    }, ADD_TO_CART_DELAY_MS);
  };

  const visitor = goods.base_price === null;
  const label = !canBuyGoods(goods) ? goodsText.cannotBuy : visitor ? goodsText.loginToBuy : goodsText.addToCart;
  return (
    <span ref={ref} className="yp-add">
      <button
        type="button"
        className={`yp-btn yp-btn--primary yp-add__btn${size === 'sm' ? ' yp-btn--small' : ''}`}
        part="add-to-cart"
        disabled={!canBuyGoods(goods) || (!visitor && !buyable)}
        aria-busy={pendingState}
        onClick={onClick}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="yp-add__icon">
          <path
            d="M2 3h2.2l2 9.5h9.3L17.5 6H5.3M8 16.5a1 1 0 1 0 0 .1M15 16.5a1 1 0 1 0 0 .1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {label}
      </button>
    </span>
  );
}
