import { z } from 'zod';
import { comboGoodsPageSchema, comboGroupSchema } from '../combo-gift';
import { defineCall } from '../define-call';
import { id, page, perPage } from './fields';

/** The running 组合满赠/换购 groups (/zhmz), ending soonest first. */
export const comboGiftGroups = defineCall({
  output: z.array(comboGroupSchema),
  method: 'GET',
  path: '/api/combinationMzhgGroup',
  access: 'optional',
  input: z.object({}),
});

/** One running group with a page of its goods (/zhmz/list?group_id=). */
export const comboGiftGoods = defineCall({
  output: comboGoodsPageSchema,
  method: 'GET',
  path: '/api/combinationMzhg',
  access: 'optional',
  input: z.object({ group_id: id('活动'), page, per_page: perPage(20) }),
});
