import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { pointsGiftSchema, pointsLogEntrySchema, pointsOrderSchema } from '../order';
import { optionalIntegerChoice, page, perPage } from './fields';
import { pointsExchangeInput } from './points-exchange-input';

/** Points orders (/jfdd) and the exchange that writes them. */
export const pointsGifts = defineCall({
  output: z.array(pointsGiftSchema),
  method: 'GET',
  path: '/api/points/gifts',
  access: 'member',
  input: z.object({}),
});

export const pointsExchange = defineCall({
  output: pointsOrderSchema,
  method: 'POST',
  path: '/api/points/exchange',
  access: 'member',
  input: pointsExchangeInput,
});

export const pointsOrders = defineCall({
  output: pageSchema(pointsOrderSchema),
  method: 'GET',
  path: '/api/points/orders',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});

/** The points ledger (/wdqb/jfgl): kind 0 all, 1 获得, 2 使用, 3 过期; newest first. */
export const pointsLog = defineCall({
  output: pageSchema(pointsLogEntrySchema),
  method: 'GET',
  path: '/api/user/points_log',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(10),
    kind: optionalIntegerChoice([0, 1, 2, 3], '积分类型不正确', 0),
  }),
});
