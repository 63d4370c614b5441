import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { afterSaleDetailSchema, afterSaleSummarySchema, returnFormSchema, salesReturnDetailSchema } from '../order';
import { id, page, perPage } from './fields';
import { returnApplyInput } from './return-apply-input';

/** After-sales: the return application (/order/returnInfo/{id}), its detail and the sales return. */
export const returnForm = defineCall({
  output: returnFormSchema,
  method: 'GET',
  path: '/api/order/:id/return',
  access: 'member',
  input: z.object({ id: id('订单编号') }),
});

export const returnApply = defineCall({
  output: z.strictObject({ id: z.number(), after_sale_no: z.string() }),
  method: 'POST',
  path: '/api/order/:id/return',
  access: 'member',
  input: returnApplyInput,
});

export const afterSaleList = defineCall({
  output: pageSchema(afterSaleSummarySchema),
  method: 'GET',
  path: '/api/after_sale',
  access: 'member',
  input: z.object({ page, per_page: perPage(10) }),
});

export const afterSaleDetail = defineCall({
  output: afterSaleDetailSchema,
  method: 'GET',
  path: '/api/after_sale/:id',
  access: 'member',
  input: z.object({ id: id('售后编号') }),
});

/** The buyer withdraws an application still 待审核. */
export const afterSaleCancel = defineCall({
  output: afterSaleDetailSchema,
  method: 'POST',
  path: '/api/after_sale/:id/cancel',
  access: 'member',
  input: z.object({ id: id('售后编号') }),
});

export const salesReturnDetail = defineCall({
  output: salesReturnDetailSchema,
  method: 'GET',
  path: '/api/sales_return/:id',
  access: 'member',
  input: z.object({ id: id('退货单编号') }),
});
