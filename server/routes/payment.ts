import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as calls from '../../shared/contract/calls';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import { AppError } from '../errors';
import { memberRoute, type AppDeps } from '../http/route';
import { documentNumber } from '../../shared/contract/calls/fields';
import { handlePaymentNotification } from '../services/payment/notify';
import { paymentStatus } from '../services/payment/pay';
import { sandboxPayPage, sandboxResultPage, type SandboxPageData } from '../services/payment/sandbox-page';
import { SANDBOX_PAGE_PATH, type SandboxProvider } from '../services/payment/sandbox';

const paymentNoParams = z.object({ no: documentNumber('支付单号') });

function isSandbox(provider: AppDeps['payments']): provider is SandboxProvider {
  return provider.name === 'sandbox' && typeof (provider as Partial<SandboxProvider>).signNotification === 'function';
}

/**
 * Payment status for the pay page, the provider's callback, and (with the
 * sandbox provider) the sandbox gateway's own pages under /pay/sandbox —
 * outside /api because a phone opens them from the QR code.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  memberRoute(app, deps, calls.paymentStatus, ({ input, session }) => paymentStatus(db, session.userId, input.no));

  // The provider's server calls this, not a buyer: no session, no envelope;
  // it reads 'success' (or 'fail') as gateways expect.
  app.post(`/api/payment/notify/${deps.payments.name}`, async (request, reply) => {
    const outcome = await handlePaymentNotification(db, deps.payments, request.body);
    if (outcome === 'rejected') request.log.warn({ outcome }, '支付回调验证失败 / payment callback rejected');
    return reply
      .code(outcome === 'rejected' ? 400 : 200)
      .type('text/plain; charset=utf-8')
      .send(outcome === 'rejected' ? 'fail' : 'success');
  });

  const provider = deps.payments;
  if (!isSandbox(provider)) return;

  // A page for a number that cannot exist does not exist: 404, like an unknown one.
  const pageNo = (params: unknown): string => {
    const parsed = paymentNoParams.safeParse(params);
    if (!parsed.success) throw AppError.notFound('支付单不存在');
    return parsed.data.no;
  };

  async function pageData(no: string): Promise<SandboxPageData> {
    const [row] = await db
      .select({ payment: payments, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.paymentNo, no))
      .limit(1);
    if (!row || row.payment.method !== 'online') throw AppError.notFound('支付单不存在');
    return { paymentNo: row.payment.paymentNo, orderNo: row.orderNo, orderId: row.payment.orderId, amountFen: row.payment.amountFen, status: row.payment.status };
  }

  app.get<{ Params: { no: string } }>(`${SANDBOX_PAGE_PATH}/:no`, async (request, reply) => {
    const no = pageNo(request.params);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPayPage(await pageData(no)));
  });

  // 确认支付: the sandbox "gateway" signs the callback and delivers it to the
  // same handler a real provider's POST reaches.
  app.post<{ Params: { no: string } }>(`${SANDBOX_PAGE_PATH}/:no/confirm`, async (request, reply) => {
    const data = await pageData(pageNo(request.params));
    const notification = provider.signNotification({ paymentNo: data.paymentNo, amountFen: data.amountFen, tradeNo: `SB${Date.now()}${data.paymentNo.slice(-6)}` });
    const outcome = await handlePaymentNotification(db, provider, notification);
    const message = outcome === 'paid' || outcome === 'duplicate' ? '支付成功' : outcome === 'refunded' ? '订单已取消，款项已退回账户余额' : '支付失败';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxResultPage(data, message));
  });
}
