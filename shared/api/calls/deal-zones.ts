import * as defs from '../../contract/calls/deal-zones';
import type { DealZonePage } from '../../contract/deal-zones';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** GET /api/focus/zone/{zone}: a deal zone's banner and rules. */
export function fetchDealZoneFocus(zone: DealZonePage, options?: CallOptions) {
  return call(defs.dealZoneFocus, { zone }, options);
}

/** GET /api/groupBuy/list: group buys open now. */
export function fetchGroupDeals(input: Partial<InputOf<typeof defs.groupDeals>> = {}, options?: CallOptions) {
  return call(defs.groupDeals, input as InputOf<typeof defs.groupDeals>, options);
}

/** GET /api/groupBuy/goods/{id}: the goods' group buy. */
export function fetchGroupDealOfGoods(goodsId: number, options?: CallOptions) {
  return call(defs.groupDealOfGoods, { id: goodsId }, options);
}

/** POST /api/groupBuy/join: an order in 待成团 at the group price. */
export function joinGroupDeal(input: InputOf<typeof defs.groupDealJoin>, options?: CallOptions) {
  return call(defs.groupDealJoin, input, options);
}

/** GET /api/couponCentre/list: the coupon centre's batches. */
export function fetchCouponCentre(input: Partial<InputOf<typeof defs.couponCentre>> = {}, options?: CallOptions) {
  return call(defs.couponCentre, input as InputOf<typeof defs.couponCentre>, options);
}

/** POST /api/couponCentre/claim: one coupon of a batch into the buyer's wallet. */
export function claimCoupon(batchId: number, options?: CallOptions) {
  return call(defs.couponClaim, { batch_id: batchId }, options);
}
