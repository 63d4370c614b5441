import { z } from 'zod';

/** Lottery (抽奖, docs/product/entities.md "Lottery", docs/product/calls.md "Lottery") shapes. */

/** What a prize becomes: a coupon in /wdqb/yhq, points in /wdqb/jfgl, a gift shipped as a points order (/jfdd), or 谢谢参与. */
export const PRIZE_KINDS = ['coupon', 'points', 'gift', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** A prize as the pop-up lists it (weights and stock stay on the server). */
export const drawPrizeSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PRIZE_KINDS),
  /** What it is and how to use it. */
  remarks: z.string(),
});

/** GET /api/draw/simple: the running activity for this buyer; id 0 when none runs. */
export const drawSimpleSchema = z.strictObject({
  id: z.number(),
  /** 0: the buyer may draw now (the pop-up shows); 1: already drew, or may not draw (visitor, unverified). */
  is_join: z.literal([0, 1]),
});

/** GET /api/draw {id}: one activity with its rules (remarks) and prizes. */
export const drawActivitySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  remarks: z.string(),
  /** Seconds. */
  starts_at: z.number(),
  ends_at: z.number(),
  /** 1 while it runs (active and within its period). */
  is_running: z.literal([0, 1]),
  is_join: z.literal([0, 1]),
  prizes: z.array(drawPrizeSchema),
});

/** One draw of the buyer: POST /api/draw/:id/activity answers it, GET /api/draw/record lists them. */
export const drawRecordSchema = z.strictObject({
  id: z.number(),
  activity_id: z.number(),
  activity_name: z.string(),
  prize_id: z.number(),
  prize_name: z.string(),
  prize_kind: z.enum(PRIZE_KINDS),
  /** The prize's remarks, for the congratulations message (docs/product/errors.md). */
  remarks: z.string(),
  /** Where the prize landed on the site ('' for 谢谢参与), and what that page is called. */
  link: z.string(),
  link_text: z.string(),
  /** Seconds. */
  created_at: z.number(),
});

/** GET /api/draw/new_record {id}: the latest winners, names masked. */
export const drawWinnerSchema = z.strictObject({
  id: z.number(),
  /** e.g. 石家庄**药房: the buyer's company with its middle hidden. */
  name: z.string(),
  prize_name: z.string(),
  created_at: z.number(),
});

export type DrawPrize = z.infer<typeof drawPrizeSchema>;
export type DrawSimple = z.infer<typeof drawSimpleSchema>;
export type DrawActivity = z.infer<typeof drawActivitySchema>;
export type DrawRecord = z.infer<typeof drawRecordSchema>;
export type DrawWinner = z.infer<typeof drawWinnerSchema>;
