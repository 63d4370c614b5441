import { z } from 'zod';
import { advertisementSchema } from './content';

/**
 * A catalogue zone's head (GET /api/focus/yx, zyzq, kxzq, new_kxzq, demo):
 * its banners and the rules the zone page shows under them.
 */
export const zoneFocusSchema = z.strictObject({
  title: z.string(),
  banners: z.array(advertisementSchema),
  /** Plain-text rules, one per line item. */
  rules: z.array(z.string()),
});
export type ZoneFocus = z.infer<typeof zoneFocusSchema>;

export const activityTypeSchema = z.enum(['yjh', 'hdzx', 'zqmb', 'yyh', 'hdmb']);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** A running activity as its page shows it. */
export const activitySchema = z.strictObject({
  id: z.number(),
  type: activityTypeSchema,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Banner image URL; '' without one. */
  banner: z.string(),
  rules: z.array(z.string()),
  /** ISO timestamps. */
  starts_at: z.string(),
  ends_at: z.string(),
  goods_count: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Where /loading/activity sends the buyer: a site path (/noActivity when nothing matched). */
export const activityTargetSchema = z.strictObject({ path: z.string() });
