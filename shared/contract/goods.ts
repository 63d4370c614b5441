import type { Page } from './envelope';
/**
 * Goods as the API returns them (spec §3 "Goods"). Money is rendered as
 * 2-decimal yuan strings; `price` and the ladder prices are null for a
 * visitor, because wholesale prices are shown to members only (see
 * docs/decisions.md).
 */
export interface GoodsTag {
  name: string;
  describe: string;
  is_show: 0 | 1;
  isLadder: 0 | 1;
}

export interface LadderPrice {
  number: number;
  /** Unit price from/up to `number` units, 2-decimal yuan; null for visitors. */
  price: string | null;
}

export interface GoodsSummary {
  id: number;
  name: string;
  /** 商品名; '' when sold under the generic name. */
  brand: string;
  /** 生产厂家. */
  sccj: string;
  /** 规格. */
  ypgg: string;
  /** 包装单位. */
  bzdw: string;
  /** 批准文号. */
  approval: string;
  image: string;
  /** The buyer's unit price (spec base_price), 2-decimal yuan; null for visitors. */
  base_price: string | null;
  /** 建议零售价, 2-decimal yuan; null for visitors. */
  retail_price: string | null;
  is_buy: 0 | 1;
  /** Stock (spec: number). */
  number: number;
  /** 中包装: quantities move in multiples of it. */
  step: number;
  /** Minimum purchase quantity. */
  min_buy: number;
  ladder_price: LadderPrice[];
  /** 1: "up to N" tiers; other: "from N" tiers. */
  ladder_price_type: number;
  tags: GoodsTag[];
  is_free_shipping: 0 | 1;
  free_shipping_number: number;
  /** 单品包邮 once the quantity reaches qg_number. */
  is_dpby: 0 | 1;
  qg_number: number;
  /** 优选. */
  is_youx: 0 | 1;
  /** 1 seckill. */
  type: number;
  /** 含麻黄碱 goods take the /cart/hm payment path. */
  is_ephedrine: 0 | 1;
  /** rx | otc-a | otc-b | none. */
  rx: string;
  kind: string;
  category_id: number;
  /** 有效期至, YYYY-MM-DD, or '' when unknown. */
  expiry_date: string;
  sales: number;
  /** 1 when the signed-in buyer has it in favourites. */
  is_favorite: 0 | 1;
  /** 1: outside the signed-in buyer's 经营范围 (超出经营范围; refused at add-to-cart). Absent or 0 otherwise. */
  out_of_scope?: 0 | 1;
}

export interface CategoryCrumb {
  id: number;
  name: string;
}

export interface GoodsDetail extends GoodsSummary {
  images: string[];
  category_path: CategoryCrumb[];
  /** 有效期 in months. */
  valid_months: number;
  storage: string;
  usage: string;
}

/** A suggestion in the search bar's dropdown (spec §2 Header search box). */
export interface SearchSuggestion {
  /** What the search will use as its keyword. */
  keyword: string;
  /** type 1: a goods id to open directly; type 2: 0. */
  goods_id: number;
  /** Secondary text: manufacturer and spec for drugs, the goods count for manufacturers. */
  hint: string;
}

export interface BrandZoneEntry {
  id: number;
  name: string;
  logo: string;
  sccj: string;
  goods_count: number;
  /** Short introduction for the brand zone (optional so older fixtures stay valid). */
  intro?: string;
}

export interface BrandDetail extends BrandZoneEntry {
  banner: string;
  goods: Page<GoodsSummary>;
}

export interface GoodsFloor {
  category: CategoryCrumb & { logo: string };
  goods: GoodsSummary[];
}

export interface SpikeSession {
  /** 10-digit seconds. */
  start_time: number;
  end_time: number;
  goods: GoodsSummary[];
}

/** One goods inside a 套餐 (combination): `number` units of it in one package. */
export interface CombinationItem {
  goods_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  number: number;
  image: string;
}

/**
 * GET /api/goods/:id/combinations: a 套餐 containing the goods. The prices
 * are null for a visitor (价格登录可见). `stock` is how many packages can be
 * bought now (the fewest any component allows); is_buy 0 when a component
 * cannot be bought or stock is below min_buy.
 */
export interface GoodsCombination {
  /** The package's goods id: add it to the cart with type 3. */
  id: number;
  name: string;
  items: (CombinationItem & { /** The component's list unit price, 2-decimal yuan. */ price: string | null })[];
  /** 套餐价, 2-decimal yuan. */
  price: string | null;
  /** Sum of the components' list prices × number (原价合计). */
  original_total: string | null;
  /** original_total − price (立省). */
  saving: string | null;
  stock: number;
  step: number;
  min_buy: number;
  is_buy: 0 | 1;
}
