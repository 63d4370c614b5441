import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { fastBuyItemSchema, feedbackSchema, varietyRequestSchema } from '../self-service';
import { feedbackCreateInput } from './feedback-input';
import { id, page, perPage } from './fields';
import { varietyCreateInput } from './variety-input';

/** How /zzfw/kjcg sorts: times bought, last bought, amount spent (each most first). */
export const FAST_BUY_ORDERS = ['times', 'last', 'amount'] as const;
export type FastBuyOrder = (typeof FAST_BUY_ORDERS)[number];

/**
 * docs/product/calls.md GET /api/user/fast_buy {page, order}: every goods this buyer
 * bought before (paid orders, not cancelled ones), one row per goods, with
 * today's price and stock.
 */
export const fastBuy = defineCall({
  output: pageSchema(fastBuyItemSchema),
  method: 'GET',
  path: '/api/user/fast_buy',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(20),
    order: z.enum(FAST_BUY_ORDERS, { error: '排序方式只能是购买次数、最近购买或购买金额' }).optional().default('times'),
  }),
});

/** GET /api/user/buy {page}: the buyer's variety requests (品种求购), newest first. */
export const varietyRequests = defineCall({
  output: pageSchema(varietyRequestSchema),
  method: 'GET',
  path: '/api/user/buy',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});

/** GET /api/user/buy/:id: one of the buyer's own requests and its answer (/zzfw/pzqg/info?id=). */
export const varietyRequest = defineCall({
  output: varietyRequestSchema,
  method: 'GET',
  path: '/api/user/buy/:id',
  access: 'member',
  input: z.object({ id: id('求购编号') }),
});

/** POST /api/user/buy: a new request; photo is an id from POST /api/upload (the buyer's own), 0 or absent for none. */
export const varietyCreate = defineCall({
  output: varietyRequestSchema,
  method: 'POST',
  path: '/api/user/buy',
  access: 'member',
  input: varietyCreateInput,
});

/** GET /api/user/feedback {page}: the buyer's earlier feedback with replies, newest first. */
export const feedbackList = defineCall({
  output: pageSchema(feedbackSchema),
  method: 'GET',
  path: '/api/user/feedback',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});

/** POST /api/user/feedback: type, content, optional contact and up to 3 uploaded images (ids from POST /api/upload). */
export const feedbackCreate = defineCall({
  output: feedbackSchema,
  method: 'POST',
  path: '/api/user/feedback',
  access: 'member',
  input: feedbackCreateInput,
});
