import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as calls from '../../shared/contract/calls';
import { orders, payments } from '../db/schema';
import { memberRoute, type AppDeps } from '../http/route';
import { presentedToken } from '../http/session';
import { resolveSession } from '../services/auth';
import { handlePaymentNotification, notificationAnswer, type NotifyOutcome } from '../services/payment/notify';
import type { NotificationAnswer } from '../services/payment/provider';
import { documentNumber } from '../../shared/contract/calls/fields';
import { paymentStatus } from '../services/payment/pay';
import { closeOnlineAttempt } from '../services/payment/close-attempt';
import { payerTokenHash } from '../services/payment/payer-token';
import { paymentReconciler } from '../services/payment/reconcile';
import { SANDBOX_PAGE_PATH, SANDBOX_TOKEN_PARAM, type SandboxProvider } from '../services/payment/sandbox';
import {
  SANDBOX_STYLE,
  SANDBOX_STYLE_PATH,
  sandboxPayPage,
  sandboxRefusedPage,
  sandboxResultPage,
  type SandboxPageData,
} from '../services/payment/sandbox-page';

const paymentNoParams = z.object({ no: documentNumber('支付单号') });
// The payer token is 43 base64url characters (payer-token.ts); anything else cannot match.
const tokenOf = (value: unknown): string => (typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : '');

const LINK_INVALID = '支付链接无效或已失效，请回到订单页重新发起支付';
const CONFIRM_MESSAGE: Record<NotifyOutcome, string> = {
  paid: '支付成功',
  duplicate: '该笔款项已支付',
  refunded: '该订单已取消或已支付，款项已原路退回',
  rejected: '支付失败',
};

function isSandbox(provider: AppDeps['payments']): provider is SandboxProvider {
  return provider?.name === 'sandbox' && typeof (provider as Partial<SandboxProvider>).signNotification === 'function';
}

function answer(reply: FastifyReply, { status, body }: NotificationAnswer) {
  return body ? reply.code(status).type(body.contentType).send(body.text) : reply.code(status).send();
}

function html(reply: FastifyReply, status: number, body: string) {
  // The URL may carry the payer token: no cache, and no index.
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(body);
}

/**
 * Payment status for the pay page, the provider's callback, and (with the
 * sandbox provider) the sandbox gateway's own pages under /pay/sandbox —
 * outside /api because a phone opens them from the QR code. With no
 * provider (the sandbox off, none configured) only the status call exists;
 * with the sandbox off /pay/sandbox is a 404.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const reconcile = paymentReconciler(db, deps.payments);
  // While the buyer's page waits, an attempt whose notification is late is asked about at the gateway (reconcile.ts).
  memberRoute(app, deps, calls.paymentStatus, async ({ input, session, request }) => {
    const status = await paymentStatus(db, session.userId, input.no);
    if (status.status !== 'pending') return status;
    try {
      if ((await reconcile(status.payment_no)) === 'skipped') return status;
    } catch (error) {
      request.log.warn({ err: error }, '支付状态查询失败 / payment query at the gateway failed');
      return status;
    }
    return paymentStatus(db, session.userId, input.no);
  });

  // 更换支付方式: the open online attempt closed (in the ledger, then at the provider), or found paid there.
  memberRoute(app, deps, calls.paymentClose, ({ input, session }) => closeOnlineAttempt(db, deps.payments, session.userId, input.no));

  const provider = deps.payments;
  if (!isSandbox(provider)) {
    // The sandbox off: its pages are a plain 404 (not the site's app shell), so no QR code of it works.
    const off = async (_request: FastifyRequest, reply: FastifyReply) => html(reply, 404, sandboxRefusedPage('在线支付沙箱未开启'));
    app.route({ method: ['GET', 'HEAD', 'POST'], url: SANDBOX_PAGE_PATH, handler: off });
    app.route({ method: ['GET', 'HEAD', 'POST'], url: `${SANDBOX_PAGE_PATH}/*`, handler: off });
  }
  if (!provider) return;

  // The provider's server calls this, not a buyer: no session, no envelope;
  // it is answered as its gateway expects (notificationAnswer). A failure (a
  // refund that did not go through) answers 'failed', so the gateway calls
  // again. The body is kept as received: a provider may sign its exact bytes
  // (WeChat Pay v3), so handlePaymentNotification parses it from the raw text.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(`/api/payment/notify/${provider.name}`, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let outcome: NotifyOutcome;
      try {
        outcome = await handlePaymentNotification(db, provider, { rawBody, headers: request.headers });
      } catch (error) {
        request.log.error({ err: error }, '支付回调处理失败 / payment callback failed');
        return answer(reply, notificationAnswer(provider, 'failed'));
      }
      if (outcome === 'rejected') request.log.warn({ outcome }, '支付回调验证失败 / payment callback rejected');
      if (outcome === 'refunded') request.log.warn({ outcome }, '支付到达时订单已取消或已支付，已原路退款 / late payment refunded to origin');
      return answer(reply, notificationAnswer(provider, outcome === 'rejected' ? 'rejected' : 'accepted'));
    });
  });

  if (!isSandbox(provider)) return;
  const sandbox = provider;

  async function pageData(no: string): Promise<(SandboxPageData & { userId: number; tokenHash: string | null }) | null> {
    const [row] = await db
      .select({ payment: payments, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.paymentNo, no))
      .limit(1);
    if (!row || row.payment.method !== 'online' || row.payment.provider !== sandbox.name) return null;
    const p = row.payment;
    return {
      paymentNo: p.paymentNo,
      orderNo: row.orderNo,
      orderId: p.orderId,
      amountFen: p.amountFen,
      status: p.status,
      userId: p.userId,
      tokenHash: p.confirmTokenHash,
    };
  }

  /**
   * The paying buyer, by session: Bearer, or the cookie from a same-site
   * form (SameSite=Lax; a foreign Origin on a POST is not trusted).
   */
  async function payerId(request: FastifyRequest): Promise<number | null> {
    const presented = presentedToken(request);
    if (!presented) return null;
    const origin = request.headers.origin;
    if (
      presented.via === 'cookie' &&
      request.method === 'POST' &&
      origin &&
      origin !== `${request.protocol}://${request.host}` &&
      !deps.allowedOrigins.has(origin)
    )
      return null;
    return (await resolveSession(db, deps.auth, presented))?.userId ?? null;
  }

  app.get(SANDBOX_STYLE_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_STYLE),
  );

  // The page shows the payment to whoever holds a live token for it, or to
  // its buyer's session; a payment number alone shows nothing (404).
  app.get<{ Params: { no: string }; Querystring: Record<string, unknown> }>(`${SANDBOX_PAGE_PATH}/:no`, async (request, reply) => {
    const params = paymentNoParams.safeParse(request.params);
    const data = params.success ? await pageData(params.data.no) : null;
    if (!data) return html(reply, 404, sandboxRefusedPage(LINK_INVALID));
    const token = tokenOf(request.query?.[SANDBOX_TOKEN_PARAM]);
    const tokenLive = token !== '' && data.tokenHash !== null && payerTokenHash(token) === data.tokenHash;
    if (!tokenLive && (await payerId(request)) !== data.userId) {
      return html(reply, 404, sandboxRefusedPage(data.status === 'pending' || !token ? LINK_INVALID : '该支付链接已使用或已关闭'));
    }
    return html(reply, 200, sandboxPayPage(data, tokenLive ? token : ''));
  });

  // 确认支付: needs the QR code's token (used up here with a conditional
  // update, so it pays once) or the paying buyer's session. Then the sandbox
  // "gateway" signs the callback and delivers it to the same handler a real
  // provider's POST reaches.
  app.post<{ Params: { no: string }; Body: unknown }>(`${SANDBOX_PAGE_PATH}/:no/confirm`, async (request, reply) => {
    const params = paymentNoParams.safeParse(request.params);
    const data = params.success ? await pageData(params.data.no) : null;
    if (!data) return html(reply, 404, sandboxRefusedPage(LINK_INVALID));
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const token = tokenOf(body.token);
    const [used] = token
      ? await db
          .update(payments)
          .set({ confirmTokenHash: null })
          .where(and(eq(payments.paymentNo, data.paymentNo), eq(payments.confirmTokenHash, payerTokenHash(token)), eq(payments.status, 'pending')))
          .returning({ id: payments.id })
      : [];
    if (!used) {
      const byBuyer = data.status === 'pending' && (await payerId(request)) === data.userId;
      if (!byBuyer) return html(reply, 403, sandboxRefusedPage(token ? '该支付链接已使用或已关闭' : LINK_INVALID));
      // The buyer pays in person: the QR code's token is used up too.
      await db.update(payments).set({ confirmTokenHash: null }).where(eq(payments.paymentNo, data.paymentNo));
    }
    const notification = sandbox.signNotification({
      paymentNo: data.paymentNo,
      amountFen: data.amountFen,
      tradeNo: `SB${Date.now()}${data.paymentNo.slice(-6)}`,
    });
    const outcome = await handlePaymentNotification(db, sandbox, {
      rawBody: new URLSearchParams(Object.entries(notification)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return html(reply, 200, sandboxResultPage(data, CONFIRM_MESSAGE[outcome]));
  });
}
