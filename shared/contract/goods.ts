/**
 * Goods as the API returns them (docs/product/entities.md "Goods"). Money is rendered as
 * 2-decimal yuan strings; `price` and the ladder prices are null for a
 * visitor, because wholesale prices are shown to members only (see
 * docs/decisions.md ADR-020).
 */
import { z } from 'zod';
import { pageSchema } from './envelope';

export const goodsTagSchema = z.strictObject({
  name: z.string(),
  describe: z.string(),
  is_show: z.literal([0, 1]),
  isLadder: z.literal([0, 1]),
});

export const ladderPriceSchema = z.strictObject({
  number: z.number(),
  /** Unit price from/up to `number` units, 2-decimal yuan; null for visitors. */
  price: z.string().nullable(),
});

export const goodsSummarySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  /** 商品名; '' when sold under the generic name. */
  brand: z.string(),
  /** 生产厂家. */
  sccj: z.string(),
  /** 规格. */
  ypgg: z.string(),
  /** 包装单位. */
  bzdw: z.string(),
  /** 批准文号. */
  approval: z.string(),
  image: z.string(),
  /** The buyer's unit price (spec base_price), 2-decimal yuan; null for visitors. */
  base_price: z.string().nullable(),
  /** 建议零售价, 2-decimal yuan; null for visitors. */
  retail_price: z.string().nullable(),
  is_buy: z.literal([0, 1]),
  /** Stock (spec: number). */
  number: z.number(),
  /** 中包装: quantities move in multiples of it. */
  step: z.number(),
  /** Minimum purchase quantity. */
  min_buy: z.number(),
  ladder_price: z.array(ladderPriceSchema),
  /** 1: "up to N" tiers; other: "from N" tiers. */
  ladder_price_type: z.number(),
  tags: z.array(goodsTagSchema),
  is_free_shipping: z.literal([0, 1]),
  free_shipping_number: z.number(),
  /** 单品包邮 once the quantity reaches qg_number. */
  is_dpby: z.literal([0, 1]),
  qg_number: z.number(),
  /** 优选. */
  is_youx: z.literal([0, 1]),
  /** 1 seckill. */
  type: z.number(),
  /** 含麻黄碱 goods take the /cart/hm payment path. */
  is_ephedrine: z.literal([0, 1]),
  /** rx | otc-a | otc-b | none. */
  rx: z.string(),
  kind: z.string(),
  category_id: z.number(),
  /** 有效期至, YYYY-MM-DD, or '' when unknown. */
  expiry_date: z.string(),
  sales: z.number(),
  /** 1 when the signed-in buyer has it in favourites. */
  is_favorite: z.literal([0, 1]),
  /** 1: outside the signed-in buyer's 经营范围 (超出经营范围; refused at add-to-cart). Absent or 0 otherwise. */
  out_of_scope: z.literal([0, 1]).optional(),
  /** 控销 (controlled sales): who may buy it, e.g. 限河北省、天津市 · 单体药店、连锁药店. Absent for ordinary goods. */
  kx_rule: z.string().optional(),
  /** Why the signed-in buyer may not buy this controlled goods (refused at add-to-cart and checkout). Absent when they may. */
  kx_refused: z.string().optional(),
});

export const categoryCrumbSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
});

export const goodsDetailSchema = goodsSummarySchema.extend({
  images: z.array(z.string()),
  category_path: z.array(categoryCrumbSchema),
  /** 有效期 in months. */
  valid_months: z.number(),
  storage: z.string(),
  usage: z.string(),
});

/** A suggestion in the search bar's dropdown (docs/product/routes.md Header search box). */
export const searchSuggestionSchema = z.strictObject({
  /** What the search will use as its keyword. */
  keyword: z.string(),
  /** type 1: a goods id to open directly; type 2: 0. */
  goods_id: z.number(),
  /** Secondary text: manufacturer and spec for drugs, the goods count for manufacturers. */
  hint: z.string(),
});

export const brandZoneEntrySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  sccj: z.string(),
  goods_count: z.number(),
  /** Short introduction for the brand zone (optional so older fixtures stay valid). */
  intro: z.string().optional(),
});

export const goodsFloorSchema = z.strictObject({
  category: categoryCrumbSchema.and(
    z.strictObject({
      logo: z.string(),
    }),
  ),
  goods: z.array(goodsSummarySchema),
});

export const spikeSessionSchema = z.strictObject({
  /** 10-digit seconds. */
  start_time: z.number(),
  end_time: z.number(),
  goods: z.array(goodsSummarySchema),
});

/** One goods inside a 套餐 (combination): `number` units of it in one package. */
export const combinationItemSchema = z.strictObject({
  goods_id: z.number(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  number: z.number(),
  image: z.string(),
});

/**
 * GET /api/goods/:id/combinations: a 套餐 containing the goods. The prices
 * are null for a visitor (价格登录可见). `stock` is how many packages can be
 * bought now (the fewest any component allows); is_buy 0 when a component
 * cannot be bought or stock is below min_buy.
 */
export const goodsCombinationSchema = z.strictObject({
  /** The package's goods id: add it to the cart with type 3. */
  id: z.number(),
  name: z.string(),
  items: z.array(
    combinationItemSchema.and(
      z.strictObject({
        price: z.string().nullable(),
      }),
    ),
  ),
  /** 套餐价, 2-decimal yuan. */
  price: z.string().nullable(),
  /** Sum of the components' list prices × number (原价合计). */
  original_total: z.string().nullable(),
  /** original_total − price (立省). */
  saving: z.string().nullable(),
  stock: z.number(),
  step: z.number(),
  min_buy: z.number(),
  is_buy: z.literal([0, 1]),
});

export const brandDetailSchema = brandZoneEntrySchema.extend({
  banner: z.string(),
  goods: pageSchema(goodsSummarySchema),
});

export type GoodsTag = z.infer<typeof goodsTagSchema>;
export type LadderPrice = z.infer<typeof ladderPriceSchema>;
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;
export type CategoryCrumb = z.infer<typeof categoryCrumbSchema>;
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export type BrandZoneEntry = z.infer<typeof brandZoneEntrySchema>;
export type GoodsFloor = z.infer<typeof goodsFloorSchema>;
export type SpikeSession = z.infer<typeof spikeSessionSchema>;
export type CombinationItem = z.infer<typeof combinationItemSchema>;
export type GoodsCombination = z.infer<typeof goodsCombinationSchema>;
export type BrandDetail = z.infer<typeof brandDetailSchema>;
