import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '../../shared/contract/calls';
import { id } from '../../shared/contract/calls/fields';
import { AppError } from '../errors';
import { memberRoute, sessionOf, type AppDeps } from '../http/route';
import { parseInput } from '../http/validation';
import { invoiceFile, listInvoices, reissueInvoice } from '../services/invoice/invoices';

const pdfParams = z.object({ id: id('发票编号') });

/** RFC 6266 / 5987: an ASCII fallback name, and the Chinese name percent-encoded for browsers that read filename*. */
export function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/^-+/, '') || 'download.pdf';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** E-invoices (/dzfp): the list, 申请重开, and each issued invoice's PDF (a download, not a contract call). */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.invoiceList, ({ input, session }) => listInvoices(db, session.userId, input));
  memberRoute(app, deps, calls.invoiceReissue, ({ input, session }) => reissueInvoice(db, session.userId, input, new Date(deps.auth.clock())), {
    message: '已提交重开申请',
  });
  app.get<{ Params: Record<string, unknown> }>('/api/invoice/:id/pdf', async (request, reply) => {
    const session = await sessionOf(request, deps);
    if (!session) throw AppError.loginRequired();
    const { id: invoiceId } = parseInput(pdfParams, request.params);
    const file = await invoiceFile(db, session.userId, invoiceId);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.body));
  });
}
