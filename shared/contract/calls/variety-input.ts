/**
 * The input of 新增求购 (POST /api/user/buy, ./self-service.ts varietyCreate), apart so the form on
 * /zzfw/pzqg/add validates with it: browser code imports this module only with a dynamic import, on submit,
 * so it and zod load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { integer, money, multilineText, optionalRef, text } from './fields';

export const varietyCreateInput = z.object({
  name: text('药品名称', 60, '请填写药品名称'),
  manufacturer: text('生产厂家', 60),
  specification: text('规格', 60),
  quantity: integer({
    min: 1,
    max: 1_000_000,
    required: '请填写求购数量',
    invalid: '求购数量必须是大于0的整数',
    tooSmall: '求购数量必须是大于0的整数',
    tooBig: '求购数量过大',
  }),
  expected_price: money('期望价格', 1_000_000),
  photo: optionalRef('图片'),
  remark: multilineText('备注', 200),
});
