import * as defs from '../../contract/calls/after-sale';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export function fetchReturnForm(orderId: number, options?: CallOptions) {
  return call(defs.returnForm, { id: orderId }, options);
}

export function applyReturn(input: InputOf<typeof defs.returnApply>, options?: CallOptions) {
  return call(defs.returnApply, input, options);
}

export function fetchAfterSales(input: Partial<InputOf<typeof defs.afterSaleList>> = {}, options?: CallOptions) {
  return call(defs.afterSaleList, input as InputOf<typeof defs.afterSaleList>, options);
}

export function fetchAfterSale(id: number, options?: CallOptions) {
  return call(defs.afterSaleDetail, { id }, options);
}

export function cancelAfterSale(id: number, options?: CallOptions) {
  return call(defs.afterSaleCancel, { id }, options);
}

export function fetchSalesReturn(id: number, options?: CallOptions) {
  return call(defs.salesReturnDetail, { id }, options);
}
