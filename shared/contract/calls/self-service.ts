import { z } from 'zod';
import { defineCall } from '../define-call';
import type { Page } from '../envelope';
import type { FastBuyItem } from '../self-service';
import { page, perPage } from './fields';

/** How /zzfw/kjcg sorts: times bought, last bought, amount spent (each most first). */
export const FAST_BUY_ORDERS = ['times', 'last', 'amount'] as const;
export type FastBuyOrder = (typeof FAST_BUY_ORDERS)[number];

/**
 * Spec §7 GET /api/user/fast_buy {page, order}: every goods this buyer
 * bought before (paid orders, not cancelled ones), one row per goods, with
 * today's price and stock.
 */
export const fastBuy = defineCall<Page<FastBuyItem>>()({
  method: 'GET',
  path: '/api/user/fast_buy',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(20),
    order: z.enum(FAST_BUY_ORDERS, { error: '排序方式只能是购买次数、最近购买或购买金额' }).optional().default('times'),
  }),
});
