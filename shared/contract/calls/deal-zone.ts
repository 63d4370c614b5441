import { z } from 'zod';
import { defineCall } from '../define-call';
import { couponBatchSchema, couponClaimResultSchema, DEAL_ZONE_PAGES, dealZoneFocusSchema, groupDealSchema, groupJoinResultSchema } from '../deal-zone';
import { pageSchema } from '../envelope';
import { id, page, perPage } from './fields';
import { groupJoinInput } from './group-join-input';

/** Group buys open now (拼团中), soonest deadline first. */
export const groupDeals = defineCall({
  output: pageSchema(groupDealSchema),
  method: 'GET',
  path: '/api/groupBuy/list',
  access: 'optional',
  input: z.object({ page, per_page: perPage(20) }),
});

/**
 * The group buy of one goods (/list/info-pt/{goods id}): the open one, else
 * its latest; null when the goods never had one (a goods page any buyer can
 * reach, where "no group buy" is an answer, not a missing resource).
 */
export const groupDealOfGoods = defineCall({
  output: groupDealSchema.nullable(),
  method: 'GET',
  path: '/api/groupBuy/goods/:id',
  access: 'optional',
  input: z.object({ id: id('商品') }),
});

/**
 * Joins a group buy: an order at the group price in 待成团 (not payable
 * until the deal reaches its target), stock reserved.
 */
export const groupDealJoin = defineCall({
  output: groupJoinResultSchema,
  method: 'POST',
  path: '/api/groupBuy/join',
  access: 'member',
  input: groupJoinInput(),
});

/** The coupon centre's batches claimable now. */
export const couponCentre = defineCall({
  output: pageSchema(couponBatchSchema),
  method: 'GET',
  path: '/api/couponCentre/list',
  access: 'optional',
  input: z.object({ page, per_page: perPage(20) }),
});

/** Claims one coupon of a batch: at most one per buyer, never more than issued. */
export const couponClaim = defineCall({
  output: couponClaimResultSchema,
  method: 'POST',
  path: '/api/couponCentre/claim',
  access: 'member',
  input: z.object({ batch_id: id('优惠券') }),
});

/** A deal zone's banner and rules (拼团, 每日特价, 组合购, 领券中心). */
export const dealZoneFocus = defineCall({
  output: dealZoneFocusSchema,
  method: 'GET',
  path: '/api/focus/zone/:zone',
  access: 'optional',
  input: z.object({ zone: z.enum(DEAL_ZONE_PAGES, { error: '专区不存在' }) }),
});
