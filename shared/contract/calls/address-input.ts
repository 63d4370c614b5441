/**
 * The fields of a delivery address (POST /api/address and its update in ./address.ts), apart so the one
 * 新增/编辑收货地址 form (shared/connected/address-form.tsx) validates with them: browser code imports this
 * module only with a dynamic import, on submit, so it and zod load in a chunk of their own
 * (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { optionalFlag, phone, text } from './fields';

export const addressFields = z.object({
  consignee: text('收货人', 20, '请填写收货人'),
  phone,
  province: text('省份', 20, '请填写省份'),
  city: text('城市', 20, '请填写城市'),
  district: text('区县', 20),
  detail: text('详细地址', 120, '请填写详细地址'),
  is_default: optionalFlag('默认地址', 0),
});
