import { z } from 'zod';
import { defineCall } from '../define-call';
import { cashbackActivitySchema, orderCashbackSchema, welfareZoneSchema } from '../cashback';
import { id } from './fields';

/** /hb 满额返现: the running activity and its tiers (the page's side nav and rules). */
export const cashbackZone = defineCall({
  output: cashbackActivitySchema.nullable(),
  method: 'GET',
  path: '/api/zone/hb',
  access: 'optional',
  input: z.object({}),
});

/** /welfare 福利专区: the running 全场94折 and the categories of its goods. */
export const welfareZone = defineCall({
  output: welfareZoneSchema.nullable(),
  method: 'GET',
  path: '/api/zone/welfare',
  access: 'optional',
  input: z.object({}),
});

/** The cashback of one of the buyer's orders (order detail). */
export const orderCashback = defineCall({
  output: orderCashbackSchema.nullable(),
  method: 'GET',
  path: '/api/order/:id/cashback',
  access: 'member',
  input: z.object({ id: id('订单编号') }),
});
