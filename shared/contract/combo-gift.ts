import { z } from 'zod';
import { pageSchema } from './envelope';
import { goodsSummarySchema } from './goods';

/** A goods of a group as its card's preview shows it. */
export const comboPreviewSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  image: z.string(),
});

/** The gift (type 1 赠品, free) or 换购 item (type 2, bought at price) a group gives once its threshold is met. */
export const comboGiftSchema = z.strictObject({
  name: z.string(),
  number: z.number(),
  /** Per gift unit, 2-decimal yuan ("0.00" for a free gift). */
  price: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** Gifts left. */
  stock: z.number(),
});

/** The signed-in buyer's progress from their selected cart lines of the group. */
export const comboProgressSchema = z.strictObject({
  amount: z.string(),
  number: z.number(),
  met: z.boolean(),
  /** 已购¥X，再买¥Y得赠品. */
  text: z.string(),
});

/** A running 组合满赠/换购 group (/zhmz card, /zhmz/list header). */
export const comboGroupSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  /** The rule as buyers read it: 组合商品满¥1000赠…. */
  rule: z.string(),
  /** Amount threshold, 2-decimal yuan; null when the threshold is a quantity. */
  threshold_amount: z.string().nullable(),
  threshold_number: z.number().nullable(),
  gift: comboGiftSchema,
  /** Unix seconds; null for open-ended. */
  ends_at: z.number().nullable(),
  /** Server now, unix seconds (the time left is counted from it). */
  now: z.number(),
  goods_count: z.number(),
  preview: z.array(comboPreviewSchema),
  /** Null for visitors. */
  progress: comboProgressSchema.nullable(),
});
export type ComboGroup = z.infer<typeof comboGroupSchema>;

export const comboGoodsPageSchema = z.strictObject({
  group: comboGroupSchema,
  goods: pageSchema(goodsSummarySchema),
});
export type ComboGoodsPage = z.infer<typeof comboGoodsPageSchema>;
