import * as defs from '../../contract/calls/invoice';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

export function fetchInvoices(input: Partial<InputOf<typeof defs.invoiceList>> = {}, options?: CallOptions) {
  return call(defs.invoiceList, input as InputOf<typeof defs.invoiceList>, options);
}

export function reissueInvoice(input: InputOf<typeof defs.invoiceReissue>, options?: CallOptions) {
  return call(defs.invoiceReissue, input, options);
}
