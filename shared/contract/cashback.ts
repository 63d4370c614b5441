/**
 * The /hb 满额返现 and /welfare 福利专区 zones as the API returns them
 * (issue 12). Money is 2-decimal yuan strings; times are 10-digit second
 * timestamps (docs/product/constants.md).
 */
import { z } from 'zod';

export const cashbackTierSchema = z.strictObject({
  /** The eligible paid amount an order must reach. */
  amount: z.string(),
  cashback: z.string(),
  /** 满3000返60. */
  text: z.string(),
});

/** GET /api/zone/hb: the 满额返现 activity running now (null when none is). */
export const cashbackActivitySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
  /** Lowest threshold first. */
  tiers: z.array(cashbackTierSchema),
});
export type CashbackActivity = z.infer<typeof cashbackActivitySchema>;

export const welfareCategorySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  /** Welfare goods in the category. */
  count: z.number(),
});

/** GET /api/zone/welfare: the running welfare discount and its goods' categories (the page's side nav); null when none runs. */
export const welfareZoneSchema = z.strictObject({
  name: z.string(),
  /** 0.94. */
  rate: z.number(),
  /** 94折. */
  rate_text: z.string(),
  categories: z.array(welfareCategorySchema),
});
export type WelfareZone = z.infer<typeof welfareZoneSchema>;

/** GET /api/order/{id}/cashback: the cashback credited for the order; null before it is (or when it reached no tier). */
export const orderCashbackSchema = z.strictObject({
  amount: z.string(),
  activity: z.string(),
});
export type OrderCashback = z.infer<typeof orderCashbackSchema>;
