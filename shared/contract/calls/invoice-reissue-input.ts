/**
 * The input of POST /api/invoice/:id/reissue (./invoice.ts invoiceReissue), apart so the 申请重开 form
 * validates with it: browser code imports this module only with a dynamic import, on submit, so it and zod
 * load in a chunk of their own (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { id, integerChoice, text } from './fields';

/**
 * 纳税人识别号: the 18-character 统一社会信用代码, or the older 15 / 20
 * character numbers still printed on some licences; letters upper case.
 */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
export const TAX_NO_INVALID = '纳税人识别号应为15、18或20位数字或大写字母';
export const TAX_NO_REQUIRED = '增值税专用发票须填写纳税人识别号';

export const invoiceReissueInput = z
  .object({
    id: id('发票编号'),
    type: integerChoice([1, 2], '请选择发票类型'),
    title: text('发票抬头', 100, '请填写发票抬头'),
    tax_no: text('纳税人识别号', 20)
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || TAX_NO_PATTERN.test(value), TAX_NO_INVALID),
  })
  .superRefine((input, ctx) => {
    if (input.type === 2 && input.tax_no === '') ctx.addIssue({ code: 'custom', path: ['tax_no'], message: TAX_NO_REQUIRED });
  });
