import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { invoiceSchema } from '../invoice';
import { id, integerChoice, optionalIntegerChoice, page, perPage, text } from './fields';

/**
 * 纳税人识别号: the 18-character 统一社会信用代码, or the older 15 / 20
 * character numbers still printed on some licences; letters upper case.
 */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
export const TAX_NO_INVALID = '纳税人识别号应为15、18或20位数字或大写字母';
export const TAX_NO_REQUIRED = '增值税专用发票须填写纳税人识别号';

/** GET /api/invoice {page, status}: the buyer's e-invoices (/dzfp), newest first; status 0 all. */
export const invoiceList = defineCall({
  output: pageSchema(invoiceSchema),
  method: 'GET',
  path: '/api/invoice',
  access: 'member',
  input: z.object({
    page,
    per_page: perPage(10),
    status: optionalIntegerChoice([0, 1, 2, 3], '发票状态不正确', 0),
  }),
});

/**
 * POST /api/invoice/:id/reissue {type, title, tax_no}: 申请重开. The invoice
 * (已开具, the buyer's own) is voided and a new one with these details is
 * issued; at most INVOICE_REISSUE_MAX times per order.
 */
export const invoiceReissue = defineCall({
  output: invoiceSchema,
  method: 'POST',
  path: '/api/invoice/:id/reissue',
  access: 'member',
  input: z
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
    }),
});
