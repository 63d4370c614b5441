/**
 * The input of POST /api/groupBuy/join (./deal-zone.ts groupDealJoin), apart so the 拼团 panel validates with
 * it: browser code imports this module only with a dynamic import, on submit, so it and zod load in a chunk of
 * their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { id, integer } from './fields';

/** The most units one join may ask for, whatever the deal. */
export const GROUP_JOIN_MAX = 9999;

/**
 * A join; with `limit`, the units this buyer may take now (the per-order limit, the units left and the stock,
 * whichever is least), as the panel shows the deal. The server reads the deal itself and says which of those
 * refused a join (server/services/deal-zone/group-rules.ts).
 */
export const groupJoinInput = (limit = GROUP_JOIN_MAX) =>
  z.object({
    deal_id: id('拼团活动'),
    number: integer({
      min: 1,
      max: limit,
      required: '请输入参团数量',
      invalid: '参团数量必须是数字',
      fraction: '参团数量必须是整数',
      tooSmall: '参团数量必须大于0',
      tooBig: limit < GROUP_JOIN_MAX ? `本次最多参团${limit}件` : `参团数量不能超过${GROUP_JOIN_MAX}`,
    }),
    address_id: id('收货地址', '请先添加收货地址'),
  });
