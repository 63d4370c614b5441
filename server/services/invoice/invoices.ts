import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import { INVOICE_REISSUE_MAX, INVOICE_STATUS, INVOICE_TYPE_TEXT, type Invoice, type InvoiceType } from '../../../shared/contract/invoice';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { invoices, orders } from '../../db/schema';
import { AppError } from '../../errors';
import { readSettings } from '../site-settings';
import { orderInvoiceTotals } from './issue';
import { invoicePdf } from './pdf';
import { presentInvoice } from './present';

export const INVOICE_NOT_FOUND = '发票不存在';
export const REISSUE_WHILE_ISSUING = '发票正在开具中，请开具完成后再申请重开';
export const REISSUE_VOIDED = '已作废的发票不能重开';
export const REISSUE_LIMIT = `每笔订单的发票最多重开${INVOICE_REISSUE_MAX}次`;

export interface InvoiceQuery {
  page: number;
  per_page: number;
  /** 0 all, else one status. */
  status: number;
}

/** GET /api/invoice: the buyer's own invoices, newest first, with the order number. */
export async function listInvoices(db: Database, userId: number, query: InvoiceQuery): Promise<Page<Invoice>> {
  const where = and(eq(invoices.userId, userId), query.status ? eq(invoices.status, query.status) : undefined);
  return paginate(
    db
      .select({ row: invoices, orderNo: orders.orderNo })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    db.select({ n: count() }).from(invoices).where(where),
    query,
    (rows) => rows.map(({ row, orderNo }) => presentInvoice(row, orderNo)),
  );
}

/** The buyer's own invoice, or 404 whether it is someone else's or does not exist (an id tells nothing). */
async function ownInvoice(db: Pick<Database, 'select'>, userId: number, invoiceId: number) {
  const [found] = await db
    .select({ row: invoices, orderNo: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!found) throw AppError.notFound(INVOICE_NOT_FOUND);
  return found;
}

export interface ReissueInput {
  id: number;
  type: InvoiceType;
  title: string;
  tax_no: string;
}

/**
 * POST /api/invoice/:id/reissue: voids the buyer's issued invoice and asks
 * for a new one with the new details (开具中 until the issuing job runs).
 * One transaction: the void is conditional on status 2 (two requests for one
 * invoice: the second finds it voided), and the new row's seq is the old
 * one's + 1, which the database caps at 3 (invoices_seq_range) and keeps
 * unique per order.
 */
export async function reissueInvoice(db: Database, userId: number, input: ReissueInput, now = new Date()): Promise<Invoice> {
  const { row, orderNo } = await ownInvoice(db, userId, input.id);
  if (row.status === INVOICE_STATUS.issuing) throw AppError.field('id', REISSUE_WHILE_ISSUING);
  if (row.status === INVOICE_STATUS.voided) throw AppError.field('id', REISSUE_VOIDED);
  if (row.seq > INVOICE_REISSUE_MAX) throw AppError.field('id', REISSUE_LIMIT);
  const created = await db.transaction(async (tx) => {
    const [voided] = await tx
      .update(invoices)
      .set({ status: INVOICE_STATUS.voided, voidedAt: now })
      .where(and(eq(invoices.id, row.id), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.issued)))
      .returning({ id: invoices.id });
    if (!voided) throw AppError.field('id', REISSUE_VOIDED);
    const [next] = await tx
      .insert(invoices)
      .values({
        userId,
        orderId: row.orderId,
        seq: row.seq + 1,
        type: input.type,
        title: input.title,
        taxNo: input.tax_no,
        amountFen: row.amountFen,
        taxFen: row.taxFen,
        status: INVOICE_STATUS.issuing,
        createdAt: now,
      })
      .returning();
    return next!;
  });
  return presentInvoice(created, orderNo);
}

export interface InvoiceFile {
  body: Uint8Array;
  filename: string;
}

/** GET /api/invoice/:id/pdf: the PDF of the buyer's own issued invoice; 404 for anyone else's, 422 before it is issued or once voided. */
export async function invoiceFile(db: Database, userId: number, invoiceId: number): Promise<InvoiceFile> {
  const { row, orderNo } = await ownInvoice(db, userId, invoiceId);
  if (row.status !== INVOICE_STATUS.issued || !row.invoiceNo || !row.issuedAt) {
    throw AppError.field('id', row.status === INVOICE_STATUS.voided ? '发票已作废，请下载重开后的发票' : '发票正在开具中，请稍后下载');
  }
  const [totals, settings] = await Promise.all([orderInvoiceTotals(db, row.orderId), readSettings(db, ['site_profile'])]);
  const body = await invoicePdf({
    invoiceNo: row.invoiceNo,
    typeText: INVOICE_TYPE_TEXT[row.type as InvoiceType],
    issuedAt: row.issuedAt,
    buyer: { title: row.title, taxNo: row.taxNo },
    seller: { name: settings.site_profile.company || settings.site_profile.name, address: settings.site_profile.address },
    orderNo,
    totals,
  });
  return { body, filename: `电子发票-${row.invoiceNo}.pdf` };
}
