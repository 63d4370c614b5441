import * as defs from '../../contract/calls/wallet';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export function fetchWallet(options?: CallOptions) {
  return call(defs.userMoney, {}, options);
}

export function fetchWalletLog(input: Partial<InputOf<typeof defs.userMoneyLog>> = {}, options?: CallOptions) {
  return call(defs.userMoneyLog, input as InputOf<typeof defs.userMoneyLog>, options);
}

export function fetchCoupons(input: Partial<InputOf<typeof defs.userCoupons>> = {}, options?: CallOptions) {
  return call(defs.userCoupons, input as InputOf<typeof defs.userCoupons>, options);
}

/** GET /api/user/availableCoupon: with ids, each coupon says whether those cart lines can use it. Never cancelled by a repeat (spec §7 lists /api/user/coupon). */
export function fetchAvailableCoupons(input: Partial<InputOf<typeof defs.availableCoupons>> = {}, options?: CallOptions) {
  return call(defs.availableCoupons, input as InputOf<typeof defs.availableCoupons>, options);
}

export function fetchCouponNum(options?: CallOptions) {
  return call(defs.couponNum, {}, { silent: true, ...options });
}
