import { z } from 'zod';
import { defineCall } from '../define-call';
import { advertisementSchema } from '../content';
import { pageSchema } from '../envelope';
import { drawActivitySchema, drawRecordSchema, drawSimpleSchema, drawWinnerSchema } from '../lottery';
import { id, optionalId, page, perPage } from './fields';

/** docs/product/calls.md "Lottery". Visitors may read the activity; drawing and one's own records need a session. */

/** GET /api/draw/simple: the running activity's id and whether this buyer has joined (spec: response id, is_join). */
export const drawSimple = defineCall({
  output: drawSimpleSchema,
  method: 'GET',
  path: '/api/draw/simple',
  access: 'optional',
  input: z.object({}),
});

/** GET /api/draw {id}: the activity's name, remarks (rules) and prizes. */
export const drawActivity = defineCall({
  output: drawActivitySchema,
  method: 'GET',
  path: '/api/draw',
  access: 'optional',
  input: z.object({ id: id('活动编号') }),
});

/**
 * POST /api/draw/:id/activity: the draw itself. The spec lists the path
 * without a method; a draw changes state (stock, the buyer's prize), so it
 * is a POST (docs/decisions.md ADR-029).
 */
export const drawNow = defineCall({
  output: drawRecordSchema,
  method: 'POST',
  path: '/api/draw/:id/activity',
  access: 'member',
  // Strict: the body carries nothing, so a stray form posted at this path (any
  // extra field) is refused rather than read as a draw.
  input: z.strictObject(
    { id: id('活动编号') },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? '抽奖请求只需活动编号，请勿附带其他参数' : undefined) },
  ),
});

/** GET /api/draw/new_record {id}: the latest winners of an activity (谢谢参与 left out), newest first. */
export const drawWinners = defineCall({
  output: z.array(drawWinnerSchema),
  method: 'GET',
  path: '/api/draw/new_record',
  access: 'optional',
  input: z.object({ id: id('活动编号') }),
});

/** GET /api/draw/record {page, id?}: the buyer's own draws, newest first, optionally of one activity. */
export const drawRecords = defineCall({
  output: pageSchema(drawRecordSchema),
  method: 'GET',
  path: '/api/draw/record',
  access: 'member',
  input: z.object({ page, per_page: perPage(10), id: optionalId('活动编号') }),
});

/** GET /api/draw/ads {id?}: the pop-up's banner(s): the given activity's, else the running one's. */
export const drawAds = defineCall({
  output: z.array(advertisementSchema),
  method: 'GET',
  path: '/api/draw/ads',
  access: 'optional',
  input: z.object({ id: optionalId('活动编号') }),
});
