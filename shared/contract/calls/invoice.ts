import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { invoiceSchema } from '../invoice';
import { optionalIntegerChoice, page, perPage } from './fields';
import { invoiceReissueInput } from './invoice-reissue-input';

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
  input: invoiceReissueInput,
});
