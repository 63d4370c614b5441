/**
 * The input of POST /api/points/exchange (./points.ts pointsExchange), apart so the 积分商城 exchange dialog
 * validates with it: browser code imports this module only with a dynamic import, on submit, so it and zod
 * load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { DB_INT_MAX, id, integer } from './fields';

export const pointsExchangeInput = z.object({
  gift_id: id('礼品编号'),
  number: integer({
    min: 1,
    max: 99,
    required: '请填写兑换数量',
    invalid: '兑换数量必须是数字',
    fraction: '兑换数量必须是整数',
    tooSmall: '兑换数量至少1件',
    tooBig: '一次最多兑换99件',
  }),
  address_id: integer({ min: 1, max: DB_INT_MAX, invalid: '请选择收货地址', tooBig: '收货地址不存在' }),
});
