/**
 * E-invoices (/dzfp) as the API returns them (docs/decisions.md ADR-026). Money is 2-decimal yuan strings; times are 10-digit second
 * timestamps, 0 for not yet (docs/product/constants.md).
 */
import { z } from 'zod';

/** An invoice: 1 开具中 (a re-issue waits for the issuing job) → 2 已开具 → 3 已作废 (replaced by a re-issue). */
export const INVOICE_STATUS = { issuing: 1, issued: 2, voided: 3 } as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUS);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = { 1: '开具中', 2: '已开具', 3: '已作废' };

/** orders.invoice_type without 0: 1 普通发票, 2 增值税专用发票, both issued electronically. */
export const INVOICE_TYPE = { ordinary: 1, special: 2 } as const;
export const invoiceTypeSchema = z.enum(INVOICE_TYPE);
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;
export const INVOICE_TYPE_TEXT: Record<InvoiceType, string> = { 1: '电子普通发票', 2: '电子增值税专用发票' };

/** Re-issues an order's invoice allows after the first (invoices.seq 1..3 in the database). */
export const INVOICE_REISSUE_MAX = 2;

export const invoiceSchema = z.strictObject({
  id: z.number(),
  /** '' while 开具中. */
  invoice_no: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  type: invoiceTypeSchema,
  type_text: z.string(),
  title: z.string(),
  tax_no: z.string(),
  /** 价税合计: what the order was paid, yuan. */
  amount: z.string(),
  tax: z.string(),
  status: invoiceStatusSchema,
  status_text: z.string(),
  issued_at: z.number(),
  voided_at: z.number(),
  created_at: z.number(),
  /** Re-issues still allowed for this invoice: 0 when voided, 开具中 or the limit is reached. */
  reissues_left: z.number(),
  /** GET this for the PDF (已开具 only); '' otherwise. */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The PDF of an issued invoice: owner only, a download. */
export const invoicePdfPath = (id: number): string => `/api/invoice/${id}/pdf`;
