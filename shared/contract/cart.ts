/**
 * The cart as the API returns it (docs/product/entities.md "Cart item", "Cart store"; docs/product/constants.md
 * totals). Money is 2-decimal yuan strings computed by the server from the
 * goods (a client price is never trusted).
 */

import { z } from 'zod';
import { combinationItemSchema, goodsTagSchema, ladderPriceSchema } from './goods';

/** A 赠品 attached to a line: total is what it costs (0.00 for a free gift); type 1 赠品, 2 换购. */
export const cartGiftDataSchema = z.strictObject({
  total: z.string(),
  type: z.number(),
  name: z.string(),
  number: z.number(),
});

/** A 满减 or 折扣 tier with its status (1 reached). */
export const cartTierSchema = z.strictObject({
  /** Threshold, 2-decimal yuan. */
  amount: z.string(),
  /** 满减: amount taken off, 2-decimal yuan; 折扣: null. */
  reduce: z.string().nullable(),
  /** 折扣: rate such as 0.98; 满减: null. */
  rate: z.number().nullable(),
  status: z.literal([0, 1]),
  /** e.g. 满1000减50 / 满2000享98折. */
  text: z.string(),
});

export const cartActivitySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
});

export const cartShippingDataSchema = z.strictObject({
  /** Freight threshold, 2-decimal yuan. */
  shipping_amount: z.string(),
  /** The buyer's paid, not yet shipped order amount counted towards it. */
  no_trans_order_amount: z.string(),
  /** Freight charged below the threshold. */
  freight: z.string(),
});

export const cartTotalsDataSchema = z.strictObject({
  /** docs/product/constants.md: quantity × price − goods_manjian_amount + gifts of the counted lines: after 满减 and 满折. */
  selected_total: z.string(),
  /** The counted lines before any activity takes something off. */
  goods_total: z.string(),
  /** What the 满减 and 满折 take off now (goods_total − selected_total), exactly what step 2 and the order take off. */
  activity_saving: z.string(),
  preferred_total: z.string(),
  seckill_total: z.string(),
  coupon_eligible_total: z.string(),
  selected_count: z.number(),
  selected_quantity: z.number(),
  free_shipping_remaining: z.string(),
});

export const cartFilterSchema = z.strictObject({
  /** 99999 all; 1 preferred; 2 seckill; 3 in an activity; 4 unavailable. */
  id: z.number(),
  name: z.string(),
  count: z.number(),
});

/** A hint towards the next tier: 再买¥X可减¥Y / 再买¥X可享98折. */
export const cartTierHintSchema = z.strictObject({
  kind: z.literal(['manjian', 'discount']),
  /** Still to buy, 2-decimal yuan. */
  missing: z.string(),
  tier: cartTierSchema,
  text: z.string(),
});

/**
 * One promotion line of the cart (满减 or 满折): which goods count, what they
 * come to, what the activity takes off now and what is left to buy, from the
 * shared rule (shared/domain/promotion.ts) the preview and the order use.
 */
export const cartPromotionSchema = z.strictObject({
  kind: z.literal(['manjian', 'discount']),
  /** The activity's goods among the selected lines (活动商品), by cart line id. */
  cart_ids: z.array(z.number()),
  /** Their amount before any activity, which the tiers are measured against, 2-decimal yuan. */
  eligible_total: z.string(),
  /** The tier reached, or null. */
  tier: cartTierSchema.nullable(),
  /** What the activity takes off now, 2-decimal yuan. */
  saving: z.string(),
  /** The next tier and how much more of the activity's goods to buy, or null when the highest is reached. */
  next: cartTierHintSchema.nullable(),
  /** The line as one sentence, e.g. 活动商品已选¥2100.00，已减¥50.00，再买活动商品¥900.00可减¥200.00. */
  text: z.string(),
});

export const cartNextHintSchema = z.strictObject({
  manjian: cartTierHintSchema.nullable(),
  discount: cartTierHintSchema.nullable(),
  /** The first hint's text, '' when every tier is reached or there are none. */
  text: z.string(),
});

/** One picture of a cart line's goods (docs/product/entities.md cart line: goods_image list with list url). */
export const cartGoodsImageSchema = z.strictObject({
  /** The list-sized picture's URL (a server path). */
  list: z.string(),
});

/**
 * The goods of a cart item: what the cart page shows and the stepper needs.
 * docs/product/entities.md cart line: `goods_image` (its pictures, the pack's front first)
 * and `ck_id` (the warehouse the line ships from) belong to the goods.
 */
export const cartGoodsSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  goods_image: z.array(cartGoodsImageSchema),
  /** 仓库编号 the line was added from (0: the default warehouse). */
  ck_id: z.number(),
  /** Packing step: quantities are multiples of it. */
  step: z.number(),
  min_buy: z.number(),
  /** Stock. */
  number: z.number(),
  is_buy: z.literal([0, 1]),
  is_youx: z.literal([0, 1]),
  /** 1 seckill. */
  type: z.number(),
  tags: z.array(goodsTagSchema),
  /** Base (list) unit price, 2-decimal yuan. */
  base_price: z.string(),
  ladder_price: z.array(ladderPriceSchema),
  ladder_price_type: z.number(),
  is_dpby: z.literal([0, 1]),
  qg_number: z.number(),
});

/** The 套餐 of a type-3 line: its package price and what one package holds. */
export const cartCombinationSchema = z.strictObject({
  /** The package's goods id. */
  id: z.number(),
  name: z.string(),
  /** Package price, 2-decimal yuan (no ladder; the package price is the deal). */
  price: z.string(),
  items: z.array(combinationItemSchema),
});

export const cartItemSchema = z.strictObject({
  id: z.number(),
  number: z.number(),
  /** Unit price for this quantity (ladder applied), 2-decimal yuan. */
  price: z.string(),
  /** 0 normal, 1 seckill, 3 combination. */
  type: z.number(),
  is_selected: z.literal([0, 1]),
  goods: cartGoodsSchema,
  /** The package for a type-3 (combination) line, null for other lines. */
  combination: cartCombinationSchema.nullable(),
  /** What the 满减 and 满折 take off this line: its share of each activity's saving, 2-decimal yuan. */
  goods_manjian_amount: z.string(),
  /** 1 when coupons and cart activities apply to the line (seckill and combination lines excluded). */
  with_coupon: z.literal([0, 1]),
  gift_data: cartGiftDataSchema.nullable(),
  /** number × price − goods_manjian_amount + gift total. */
  subtotal: z.string(),
  /** 1 when the line ships free on its own (单品包邮: is_dpby and number ≥ qg_number). */
  single_free_shipping: z.literal([0, 1]),
  /** The 满减 activity the line's goods count towards, 0 for none. */
  goods_manjian_id: z.number(),
  /** The 满折 activity the line's goods count towards, 0 for none. */
  goods_discount_id: z.number(),
  goods_price_id: z.number(),
  ladder_price_id: z.number(),
  is_yj: z.number(),
});

export const cartStoreSchema = z.strictObject({
  data: z.array(cartItemSchema),
  shipping_data: cartShippingDataSchema,
  activity_data: z.strictObject({
    manjians: z.strictObject({
      activity: cartActivitySchema.nullable(),
      manjians: z.array(cartTierSchema),
      /** Null without a live 满减 activity. */
      promotion: cartPromotionSchema.nullable(),
    }),
    discounts: z.strictObject({
      activity: cartActivitySchema.nullable(),
      discounts: z.array(cartTierSchema),
      /** Null without a live 满折 activity. */
      promotion: cartPromotionSchema.nullable(),
    }),
  }),
  filter_data: z.array(cartFilterSchema),
  totals: cartTotalsDataSchema,
});

export const checkoutPreviewSchema = z.strictObject({
  items: z.array(cartItemSchema),
  goods_total: z.string(),
  manjian: z
    .strictObject({
      tier: cartTierSchema,
      amount: z.string(),
    })
    .nullable(),
  discount: z
    .strictObject({
      tier: cartTierSchema,
      amount: z.string(),
    })
    .nullable(),
  freight: z.string(),
  /** 1 when the order ships free (threshold reached or a 单品包邮 line). */
  free_shipping: z.literal([0, 1]),
  free_shipping_remaining: z.string(),
  pay_total: z.string(),
  count: z.number(),
  quantity: z.number(),
});

export type CartGiftData = z.infer<typeof cartGiftDataSchema>;
export type CartTier = z.infer<typeof cartTierSchema>;
export type CartActivity = z.infer<typeof cartActivitySchema>;
export type CartShippingData = z.infer<typeof cartShippingDataSchema>;
export type CartTotalsData = z.infer<typeof cartTotalsDataSchema>;
export type CartFilter = z.infer<typeof cartFilterSchema>;
export type CartTierHint = z.infer<typeof cartTierHintSchema>;
export type CartPromotion = z.infer<typeof cartPromotionSchema>;
export type CartNextHint = z.infer<typeof cartNextHintSchema>;
export type CartGoodsImage = z.infer<typeof cartGoodsImageSchema>;
export type CartGoods = z.infer<typeof cartGoodsSchema>;

/** The picture a cart line shows: the first of its goods' list pictures, '' when it has none. */
export function cartLineImage(goods: Pick<CartGoods, 'goods_image'>): string {
  return goods.goods_image[0]?.list ?? '';
}
export type CartCombination = z.infer<typeof cartCombinationSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartStore = z.infer<typeof cartStoreSchema>;
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
