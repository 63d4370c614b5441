import { z } from 'zod';
import { goodsSummarySchema } from './goods';

/**
 * One placed advertisement (docs/product/calls.md /api/focus/top, /api/focus/right,
 * /api/focus/login): the server-drawn image at its natural size and where it
 * leads. `id` lets a buyer's "close for today" name the ad it closed, so a
 * different ad in the same place shows again.
 */
export const placedAdSchema = z.strictObject({
  id: z.number(),
  image: z.string(),
  url: z.string(),
  title: z.string(),
  width: z.number(),
  height: z.number(),
});

/** One line of the header's scrolling notice (滚动公告). */
export const broadcastSchema = z.strictObject({
  id: z.number(),
  text: z.string(),
  /** A site path or another site's URL; '' when the line links nowhere. */
  url: z.string(),
});

/** GET /api/focus/top: the header's extras. */
export const topFocusSchema = z.strictObject({
  /** The closable strip above the header; null when none is scheduled. */
  ad: placedAdSchema.nullable(),
  /** The top-right advertisement, shown only on routes with ggTopRight. */
  top_right: placedAdSchema.nullable(),
  broadcast: z.array(broadcastSchema),
});

/** GET /api/focus/xrtj: new-user recommendations (新人推荐). */
export const newUserPicksSchema = z.strictObject({
  /** The viewer is a visitor or a buyer without an order: the floor shows. */
  new_user: z.boolean(),
  goods: z.array(goodsSummarySchema),
});

export type PlacedAd = z.infer<typeof placedAdSchema>;
export type Broadcast = z.infer<typeof broadcastSchema>;
export type TopFocus = z.infer<typeof topFocusSchema>;
export type NewUserPicks = z.infer<typeof newUserPicksSchema>;
