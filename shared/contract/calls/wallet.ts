import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { couponSchema, walletInfoSchema, walletLogEntrySchema } from '../order';
import { idList, optionalIntegerChoice, page, perPage, seconds } from './fields';

/** docs/product/calls.md User calls for the wallet (/wdqb) and coupons. */
export const userMoney = defineCall({
  output: walletInfoSchema,
  method: 'GET',
  path: '/api/user/user_money',
  access: 'member',
  input: z.object({}),
});

export const userMoneyLog = defineCall({
  output: pageSchema(walletLogEntrySchema),
  method: 'GET',
  path: '/api/user/user_money_log',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(10),
    /** 0 all, 1 收入 (充值/退款), 2 支出 (消费). */
    use_type: optionalIntegerChoice([0, 1, 2], '类型不正确', 0),
    start_time: seconds('开始时间'),
    end_time: seconds('结束时间'),
  }),
});

/** status 0 未使用, 1 已使用, 2 已过期; type 0 all, 1 满减券, 2 现金券; per_page default 8 (docs/product/constants.md). */
export const userCoupons = defineCall({
  output: pageSchema(couponSchema),
  method: 'GET',
  path: '/api/user/coupon',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(8),
    type: optionalIntegerChoice([0, 1, 2], '优惠券类型不正确', 0),
    status: optionalIntegerChoice([0, 1, 2], '优惠券状态不正确', 0),
  }),
});

/**
 * Coupons for a checkout: the buyer's unused, unexpired coupons, each with
 * usable and unusable_reason measured against the given cart lines'
 * coupon-eligible total; usable ones first, larger amounts first.
 */
export const availableCoupons = defineCall({
  output: pageSchema(couponSchema),
  method: 'GET',
  path: '/api/user/availableCoupon',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(50),
    type: optionalIntegerChoice([0, 1, 2], '优惠券类型不正确', 0),
    ids: idList('购物车商品编号', '请选择商品').optional(),
  }),
});

export const couponNum = defineCall({
  output: z.strictObject({ unused: z.number() }),
  method: 'GET',
  path: '/api/user/couponNum',
  access: 'member',
  input: z.object({}),
});
