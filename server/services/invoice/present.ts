import {
  INVOICE_REISSUE_MAX,
  INVOICE_STATUS,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  invoicePdfPath,
  type Invoice,
  type InvoiceStatus,
  type InvoiceType,
} from '../../../shared/contract/invoice';
import { fenToYuan } from '../../../shared/domain/money';
import type { InvoiceRow } from '../../db/schema';
import { seconds } from '../order/numbers';

/** An invoices row as the API answers it (shared/contract/invoice.ts). */
export function presentInvoice(row: InvoiceRow, orderNo: string): Invoice {
  const status = row.status as InvoiceStatus;
  const type = row.type as InvoiceType;
  const issued = status === INVOICE_STATUS.issued;
  return {
    id: row.id,
    invoice_no: row.invoiceNo ?? '',
    order_id: row.orderId,
    order_no: orderNo,
    type,
    type_text: INVOICE_TYPE_TEXT[type],
    title: row.title,
    tax_no: row.taxNo,
    amount: fenToYuan(row.amountFen),
    tax: fenToYuan(row.taxFen),
    status,
    status_text: INVOICE_STATUS_TEXT[status],
    issued_at: seconds(row.issuedAt),
    voided_at: seconds(row.voidedAt),
    created_at: seconds(row.createdAt),
    // seq counts the first issue as 1, so seq − 1 re-issues were used.
    reissues_left: issued ? Math.max(0, INVOICE_REISSUE_MAX - (row.seq - 1)) : 0,
    pdf_url: issued ? invoicePdfPath(row.id) : '',
  };
}
