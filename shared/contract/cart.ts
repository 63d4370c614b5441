/**
 * The cart as the API returns it (spec §3 "Cart item", "Cart store"; §9
 * totals). Money is 2-decimal yuan strings computed by the server from the
 * goods (a client price is never trusted).
 */
import type { CombinationItem, GoodsTag, LadderPrice } from './goods';

/** The goods of a cart item: what the cart page shows and the stepper needs. */
export interface CartGoods {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  image: string;
  /** Packing step: quantities are multiples of it. */
  step: number;
  min_buy: number;
  /** Stock. */
  number: number;
  is_buy: 0 | 1;
  is_youx: 0 | 1;
  /** 1 seckill. */
  type: number;
  tags: GoodsTag[];
  /** Base (list) unit price, 2-decimal yuan. */
  base_price: string;
  ladder_price: LadderPrice[];
  ladder_price_type: number;
  is_dpby: 0 | 1;
  qg_number: number;
}

/** A 赠品 attached to a line: total is what it costs (0.00 for a free gift); type 1 赠品, 2 换购. */
export interface CartGiftData {
  total: string;
  type: number;
  name: string;
  number: number;
}

/** The 套餐 of a type-3 line: its package price and what one package holds. */
export interface CartCombination {
  /** The package's goods id. */
  id: number;
  name: string;
  /** Package price, 2-decimal yuan (no ladder; the package price is the deal). */
  price: string;
  items: CombinationItem[];
}

export interface CartItem {
  id: number;
  number: number;
  /** Unit price for this quantity (ladder applied), 2-decimal yuan. */
  price: string;
  /** 0 normal, 1 seckill, 3 combination. */
  type: number;
  is_selected: 0 | 1;
  goods: CartGoods;
  /** The package for a type-3 (combination) line, null for other lines. */
  combination: CartCombination | null;
  /** 满减 taken off this line itself, 2-decimal yuan (order-level 满减 is in the checkout). */
  goods_manjian_amount: string;
  /** 1 when coupons and cart activities apply to the line (seckill and combination lines excluded). */
  with_coupon: 0 | 1;
  gift_data: CartGiftData | null;
  /** number × price − goods_manjian_amount + gift total. */
  subtotal: string;
  /** 1 when the line ships free on its own (单品包邮: is_dpby and number ≥ qg_number). */
  single_free_shipping: 0 | 1;
  /** Activity ids the line belongs to (满减 / 折扣). */
  goods_manjian_id: number;
  goods_price_id: number;
  ladder_price_id: number;
  is_yj: number;
  ck_id: number;
}

/** A 满减 or 折扣 tier with its status (1 reached). */
export interface CartTier {
  /** Threshold, 2-decimal yuan. */
  amount: string;
  /** 满减: amount taken off, 2-decimal yuan; 折扣: null. */
  reduce: string | null;
  /** 折扣: rate such as 0.98; 满减: null. */
  rate: number | null;
  status: 0 | 1;
  /** e.g. 满1000减50 / 满2000享98折. */
  text: string;
}

export interface CartActivity {
  id: number;
  name: string;
}

export interface CartShippingData {
  /** Freight threshold, 2-decimal yuan. */
  shipping_amount: string;
  /** The buyer's paid, not yet shipped order amount counted towards it. */
  no_trans_order_amount: string;
  /** Freight charged below the threshold. */
  freight: string;
}

export interface CartTotalsData {
  selected_total: string;
  preferred_total: string;
  seckill_total: string;
  coupon_eligible_total: string;
  selected_count: number;
  selected_quantity: number;
  free_shipping_remaining: string;
}

export interface CartFilter {
  /** 99999 all; 1 preferred; 2 seckill; 3 in an activity; 4 unavailable. */
  id: number;
  name: string;
  count: number;
}

export interface CartStore {
  data: CartItem[];
  shipping_data: CartShippingData;
  activity_data: {
    manjians: { activity: CartActivity | null; manjians: CartTier[] };
    discounts: { activity: CartActivity | null; discounts: CartTier[] };
  };
  filter_data: CartFilter[];
  totals: CartTotalsData;
}

/** A hint towards the next tier: 再买¥X可减¥Y / 再买¥X可享98折. */
export interface CartTierHint {
  kind: 'manjian' | 'discount';
  /** Still to buy, 2-decimal yuan. */
  missing: string;
  tier: CartTier;
  text: string;
}

export interface CartNextHint {
  manjian: CartTierHint | null;
  discount: CartTierHint | null;
  /** The first hint's text, '' when every tier is reached or there are none. */
  text: string;
}

export interface CheckoutPreview {
  items: CartItem[];
  goods_total: string;
  manjian: { tier: CartTier; amount: string } | null;
  discount: { tier: CartTier; amount: string } | null;
  freight: string;
  /** 1 when the order ships free (threshold reached or a 单品包邮 line). */
  free_shipping: 0 | 1;
  free_shipping_remaining: string;
  pay_total: string;
  count: number;
  quantity: number;
}
