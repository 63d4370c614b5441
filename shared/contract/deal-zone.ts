/**
 * Deal zones as the API returns them (issue 12): group buys (拼团, /ptzq)
 * and the coupon centre's batches (领券中心, /lqzx). Money is 2-decimal yuan
 * strings (null for visitors, like the catalogue's prices); times are
 * 10-digit second timestamps (docs/product/constants.md).
 */
import { z } from 'zod';
import { advertisementSchema } from './content';
import { goodsSummarySchema } from './goods';
import { couponSchema, createdOrderSchema } from './order';

export const GROUP_DEAL_STATES = ['open', 'succeeded', 'failed'] as const;
export const groupDealStateSchema = z.enum(GROUP_DEAL_STATES);
export type GroupDealState = z.infer<typeof groupDealStateSchema>;
export const GROUP_DEAL_STATE_TEXT: Record<GroupDealState, string> = { open: '拼团中', succeeded: '已成团', failed: '未成团' };

export const groupDealSchema = z.strictObject({
  id: z.number(),
  goods: goodsSummarySchema,
  /** The group price per unit; null for visitors. */
  group_price: z.string().nullable(),
  target: z.number(),
  joined: z.number(),
  /** Units still needed to reach the target (0 once reached). */
  remaining: z.number(),
  max_per_order: z.number(),
  starts_at: z.number(),
  deadline: z.number(),
  state: groupDealStateSchema,
  state_text: z.string(),
  /** Units the signed-in buyer has joined with (0 for visitors). */
  my_number: z.number(),
});
export type GroupDeal = z.infer<typeof groupDealSchema>;

export const groupJoinResultSchema = z.strictObject({
  order: createdOrderSchema,
  deal: groupDealSchema,
});
export type GroupJoinResult = z.infer<typeof groupJoinResultSchema>;

export const couponBatchSchema = z.strictObject({
  id: z.number(),
  // What a claimed coupon shows (its name, 满减/现金 type, threshold, amount, description) is the batch's.
  ...couponSchema.pick({ name: true, type: true, threshold: true, amount: true, describe: true }).shape,
  applies_to: z.string(),
  goods_path: z.string(),
  issued: z.number(),
  claimed: z.number(),
  left: z.number(),
  /** Days a claimed coupon stays valid. */
  valid_days: z.number(),
  ends_at: z.number(),
  /** 1 when the signed-in buyer already holds one from this batch. */
  claimed_by_me: z.literal([0, 1]),
});
export type CouponBatch = z.infer<typeof couponBatchSchema>;

export const couponClaimResultSchema = z.strictObject({
  batch: couponBatchSchema,
  coupon: couponSchema,
});
export type CouponClaimResult = z.infer<typeof couponClaimResultSchema>;

/** Deal-zone pages with their own banner and rules (GET /api/focus/zone/{zone}). */
export const DEAL_ZONE_PAGES = ['ptzq', 'mrtj', 'zhzq', 'lqzx', 'welfare', 'hb', 'zhmz'] as const;
export type DealZonePage = (typeof DEAL_ZONE_PAGES)[number];

export const dealZoneFocusSchema = z.strictObject({
  title: z.string(),
  /** The zone's banner; null when none is shown. */
  banner: advertisementSchema.nullable(),
  /** The zone's rules, one sentence each, in the order shown. */
  rules: z.array(z.string()),
});
export type DealZoneFocus = z.infer<typeof dealZoneFocusSchema>;
