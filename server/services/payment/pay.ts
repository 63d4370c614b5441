import { and, eq, gt, sql } from 'drizzle-orm';
import { type PayInfo, type PaymentMethodInfo, type PayResult } from '../../../shared/contract/order';
import { type PayMethod } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { ReceivingBank } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orders, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { validationError } from '../../http/validation';
import { transferInput } from '../../../shared/contract/calls/order-input';
import { ORDER_EXPIRED } from '../order/constants';
import { isUniqueViolation } from '../../db/errors';
import { expireUnpaidOrders } from '../order/expiry';
import { keyVerdict, requestHash } from '../order/idempotency';
import { paymentNo } from '../order/numbers';
import { itemsOf, toOrderSummary } from '../order/present';
import { ownOrder } from '../order/queries';
import { INSUFFICIENT_BALANCE, walletBalance, walletDebit } from '../wallet';
import { verifyPayPassword } from './pay-password';
import { newPayerToken, payerTokenHash } from './payer-token';
import { closeAtGateway, voidPendingOnline } from './void-attempts';
import { openOnlineAttempt, settleIfPaidAtGateway } from './close-attempt';
import { markPaid } from './mark-paid';
import { PAY_LOCK_SPACE } from './pay-lock';
import type { OnlinePaymentProvider } from './provider';
import { SANDBOX_NOTIFY_PATH } from './sandbox';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import { recordOrderEvents } from '../webhooks/events';

export const HM_WALLET_REFUSED = '含麻药品须对公账户付款，不能使用余额支付';
const HM_WALLET_REASON = '含麻药品订单须对公转账';
export const ONLINE_UNAVAILABLE = '在线支付暂未开通，请选择其他支付方式';
const OFFLINE_PENDING = '已提交转账信息，请等待财务确认';
const ORDER_CHANGED = '订单状态已变化，请刷新后重试';
const GATEWAY_UNAVAILABLE = '支付渠道暂时无法连接，请稍后重试或选择其他支付方式';
const ATTEMPT_CLOSED = '该笔支付已关闭，请重新选择支付方式';
export const PAID_ONLINE_MEANWHILE = '该订单已通过在线支付完成付款，无需再次支付';

export interface PayDeps {
  /** null when no online provider is configured (the sandbox off, no real gateway): 在线支付 is offered disabled. */
  payments: OnlinePaymentProvider | null;
  bank: ReceivingBank;
}

export interface PayInput {
  method: PayMethod;
  payer_account_name: string;
  payer_bank: string;
  payer_account: string;
  receipt_no: string;
  /** 余额支付 only: the 6-digit 支付密码 (pay-password.ts). */
  pay_password: string;
}

const isExpired = (order: OrderRow, now: Date) => order.status === ORDER_STATUS.unpaid && !order.offlinePending && order.expiresAt <= now;

/** The unpaid order, checked for payment: lazily expired (422 订单已超时取消), paid or cancelled (422). */
async function payableOrder(db: Database, userId: number, orderId: number, now: Date): Promise<OrderRow> {
  const order = await ownOrder(db, userId, orderId);
  if (isExpired(order, now)) {
    await expireUnpaidOrders(db, now, userId);
    throw AppError.field('id', ORDER_EXPIRED);
  }
  if (order.status === ORDER_STATUS.cancelled) throw AppError.field('id', '订单已取消，不能支付');
  if (order.status !== ORDER_STATUS.unpaid) throw AppError.field('id', '订单已支付');
  return order;
}

/**
 * A wallet app (支付宝, 微信支付) pays from a person's account, so an is_hm
 * order, which must be paid from a corporate account, cannot use it; the
 * sandbox stands for 对公网银支付 there, as before.
 */
const personalWallet = (provider: OnlinePaymentProvider): boolean => provider.name === 'alipay' || provider.name === 'wechatpay';

function methodsOf(order: OrderRow, balance: number, provider: OnlinePaymentProvider | null): PaymentMethodInfo[] {
  const walletReason = order.isHm ? HM_WALLET_REASON : balance < order.payTotalFen ? INSUFFICIENT_BALANCE : '';
  const onlineReason = !provider ? ONLINE_UNAVAILABLE : order.isHm && personalWallet(provider) ? HM_WALLET_REASON : '';
  const onlineName = order.isHm ? '对公网银支付' : (provider?.label ?? '在线支付');
  return [
    { method: 'wallet', name: '余额支付', enabled: walletReason ? 0 : 1, reason: walletReason },
    { method: 'online', name: onlineName, enabled: onlineReason ? 0 : 1, reason: onlineReason },
    { method: 'offline', name: order.isHm ? '对公转账' : '线下转账', enabled: 1, reason: '' },
  ];
}

/** GET /api/order/:id/pay: what the pay page shows (any status: a paid order shows as paid). */
export async function payInfo(db: Database, deps: PayDeps, userId: number, orderId: number, now = new Date()): Promise<PayInfo> {
  let order = await ownOrder(db, userId, orderId);
  if (isExpired(order, now)) {
    await expireUnpaidOrders(db, now, userId);
    order = await ownOrder(db, userId, orderId);
  }
  const [items, balance, open] = await Promise.all([
    itemsOf(db, [order.id]),
    walletBalance(db, userId),
    order.status === ORDER_STATUS.unpaid ? openOnlineAttempt(db, order.id) : Promise.resolve(null),
  ]);
  return {
    order: toOrderSummary(order, items.get(order.id) ?? [], now),
    balance: fenToYuan(balance),
    methods: methodsOf(order, balance, deps.payments),
    bank: deps.bank,
    now: Math.floor(now.getTime() / 1000),
    open_online: open
      ? {
          payment_no: open.paymentNo,
          name: deps.payments && open.provider === deps.payments.name ? (deps.payments.label ?? '在线支付') : '在线支付',
          created_at: Math.floor(open.createdAt.getTime() / 1000),
        }
      : null,
  };
}

interface StartedAttempt {
  payUrl: string;
  action?: 'qr' | 'redirect';
}

function resultOf(payment: PaymentRow, started: StartedAttempt, qrImage: (url: string) => string): PayResult {
  const status: PayResult['status'] = payment.status === 'paid' ? 'paid' : payment.method === 'offline' ? 'submitted' : 'pending';
  const { payUrl } = started;
  const result: PayResult = { status, order_id: payment.orderId, payment_no: payment.paymentNo, pay_url: payUrl, qr_image: payUrl ? qrImage(payUrl) : '' };
  if (payUrl) result.pay_action = started.action ?? 'qr';
  return result;
}

const NOT_STARTED: StartedAttempt = { payUrl: '' };

/**
 * The offline transfer's details, checked with the schema the checkout's form uses (transferInput: the
 * corporate account too for an is_hm order): 422 with the form's messages, per field.
 */
function offlineDetail(order: OrderRow, input: PayInput): Record<string, string> {
  const checked = transferInput(order.isHm).safeParse(input);
  if (!checked.success) throw validationError(checked.error.issues);
  return checked.data;
}

async function paymentByKey(db: Database | Transaction, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The attempt this key already answered (same request, within 24 h), or
 * null when the key is free; inside the buyer's lock an expired key is
 * released so the new attempt can take it. Another body or another order
 * with the same key → 422 (idempotency_key).
 */
async function attemptByKey(db: Database | Transaction, userId: number, key: string, hash: string, now: Date, release: boolean): Promise<PaymentRow | null> {
  const first = await paymentByKey(db, userId, key);
  if (!first) return null;
  if (keyVerdict({ createdAt: first.createdAt, hash: first.requestHash }, hash, now) === 'replay') return first;
  if (release) await db.update(payments).set({ idempotencyKey: null, requestHash: null }).where(eq(payments.id, first.id));
  return null;
}

// The order's move to 待发货 lives beside the callback that also makes it (mark-paid.ts); callers keep importing it from here.
export { markPaid } from './mark-paid';

export interface PayContext {
  /** The site's origin for absolute links (PUBLIC_URL or the request's). */
  origin: string;
  key: string | null;
  now?: Date;
  /**
   * The login account whose 支付密码 authorises a wallet payment: a store
   * (门店) has no password of its own, so the owner's login confirms it
   * (default: the buyer itself).
   */
  payer?: number;
  /** Where the buyer pays (from the User-Agent): phones get the provider's mobile flow. */
  device?: 'desktop' | 'phone';
  clientIp?: string;
}

/**
 * POST /api/order/:id/pay. One transaction under the buyer's lock re-reads
 * the order row (locked), so the methods exclude each other: while a
 * transfer is declared nothing else is accepted; wallet, a transfer or a new
 * online attempt void the pending online attempt (in the database, then at
 * the gateway). payments_one_pending_per_order and payments_one_paid_per_order
 * back this up.
 * - wallet: in one transaction the order moves 1 → 2 (conditional) and the
 *   balance is taken with a conditional update (never below zero); a short
 *   balance rolls both back (422 余额不足). Never for is_hm orders.
 * - online: a pending payment with a single-use payer token (hash stored),
 *   then the provider's page (pay_url, and a QR image of it); the order is
 *   paid when the provider's verified callback arrives (notify.ts). 422 when
 *   no online provider is configured.
 * - offline: the declared transfer is recorded (pending) and the order
 *   waits for finance (offline_pending: it no longer expires).
 * The same Idempotency-Key with the same body within 24 h answers the first
 * attempt; with another body or order it is a 422 (orders/idempotency.ts).
 */
export async function payOrder(db: Database, deps: PayDeps, userId: number, orderId: number, input: PayInput, ctx: PayContext): Promise<PayResult> {
  const now = ctx.now ?? new Date();
  const qrImage = (url: string) => `${ctx.origin}/img/qr.svg?text=${encodeURIComponent(url)}`;
  const hash = requestHash('orderPay', { ...input, id: orderId });
  if (ctx.key) {
    const first = await attemptByKey(db, userId, ctx.key, hash, now, false);
    if (first) return replayResult(db, deps, first, ctx, qrImage);
  }
  const order = await payableOrder(db, userId, orderId, now);
  if (order.offlinePending) throw AppError.field('method', OFFLINE_PENDING);
  if (input.method === 'wallet' && order.isHm) throw AppError.field('method', HM_WALLET_REFUSED);
  // Before the charge and outside its transaction: a wrong try stays counted, and nothing is charged.
  if (input.method === 'wallet') await verifyPayPassword(db, ctx.payer ?? userId, input.pay_password, now);
  if (input.method === 'online' && !deps.payments) throw AppError.field('method', ONLINE_UNAVAILABLE);
  if (input.method === 'online' && order.isHm && personalWallet(deps.payments!)) throw AppError.field('method', HM_WALLET_REFUSED);
  const detail = input.method === 'offline' ? offlineDetail(order, input) : {};
  const token = input.method === 'online' ? newPayerToken() : '';
  // A new attempt or another method voids the open online attempt: ask its provider first whether the
  // buyer already paid there, so that money pays the order instead of a second charge and a refund.
  const open = await openOnlineAttempt(db, order.id);
  if (open && (await settleIfPaidAtGateway(db, deps.payments, open, now)) === 'paid') throw AppError.field('id', PAID_ONLINE_MEANWHILE);

  let voided: PaymentRow[] = [];
  let payment: PaymentRow;
  try {
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PAY_LOCK_SPACE}, ${userId})`);
      if (ctx.key) {
        const first = await attemptByKey(tx, userId, ctx.key, hash, now, true);
        if (first) return { row: first, replay: true, voided: [] as PaymentRow[] };
      }
      // The order row locked: a callback (notify.ts) for this order waits, and this sees its result.
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.userId, userId)))
        .for('update');
      if (!locked || locked.status !== ORDER_STATUS.unpaid || isExpired(locked, now)) throw AppError.field('id', ORDER_CHANGED);
      if (locked.offlinePending) throw AppError.field('method', OFFLINE_PENDING);
      const closed = await voidPendingOnline(tx, [order.id], now);
      const base = {
        paymentNo: paymentNo(now),
        orderId: order.id,
        userId,
        method: input.method,
        amountFen: order.payTotalFen,
        detail,
        idempotencyKey: ctx.key,
        requestHash: ctx.key ? hash : null,
        createdAt: now,
      };
      if (input.method === 'wallet') {
        if (!(await markPaid(tx, order.id, 'wallet', now, userId))) throw AppError.field('id', ORDER_CHANGED);
        if (!(await walletDebit(tx, userId, order.payTotalFen, order.id, `订单支付 ${order.orderNo}`))) throw AppError.field('method', INSUFFICIENT_BALANCE);
        const [row] = await tx
          .insert(payments)
          .values({ ...base, status: 'paid', paidAt: now })
          .returning();
        return { row: row!, replay: false, voided: closed };
      }
      if (input.method === 'offline') {
        const declared = await tx
          .update(orders)
          .set({ offlinePending: true, payMethod: 'offline', updatedAt: now })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.userId, userId),
              eq(orders.status, ORDER_STATUS.unpaid),
              eq(orders.offlinePending, false),
              gt(orders.expiresAt, now),
            ),
          )
          .returning({ id: orders.id });
        if (declared.length === 0) throw AppError.field('id', ORDER_CHANGED);
        await recordOrderEvents(tx, 'order.transfer_declared', [order.id]);
      }
      const [row] = await tx
        .insert(payments)
        .values({
          ...base,
          provider: input.method === 'online' ? deps.payments!.name : '',
          status: 'pending',
          confirmTokenHash: token ? payerTokenHash(token) : null,
        })
        .returning();
      return { row: row!, replay: false, voided: closed };
    });
    if (outcome.replay) return replayResult(db, deps, outcome.row, ctx, qrImage);
    payment = outcome.row;
    voided = outcome.voided;
  } catch (error) {
    if (ctx.key && isUniqueViolation(error)) {
      const first = await attemptByKey(db, userId, ctx.key, hash, now, false);
      if (first) return replayResult(db, deps, first, ctx, qrImage);
    }
    // Another attempt of this order was written meanwhile (payments_one_*_per_order).
    if (isUniqueViolation(error)) throw AppError.field('id', ORDER_CHANGED);
    throw error;
  }

  await closeAtGateway(deps.payments, voided);
  if (payment.method !== 'online') return resultOf(payment, NOT_STARTED, qrImage);
  return resultOf(payment, await startAtGateway(db, deps, payment, order, token, ctx), qrImage);
}

/**
 * Opens the attempt at the gateway (after commit, so a payment the gateway
 * knows always has our row). A gateway that refuses leaves the attempt
 * failed, not pending.
 */
async function startAtGateway(
  db: Database,
  deps: PayDeps,
  payment: PaymentRow,
  order: Pick<OrderRow, 'id' | 'orderNo'>,
  token: string,
  ctx: PayContext,
): Promise<StartedAttempt> {
  const provider = deps.payments!;
  const { origin } = ctx;
  try {
    return await provider.createPayment({
      paymentNo: payment.paymentNo,
      amountFen: payment.amountFen,
      subject: `药批订单 ${order.orderNo}`,
      notifyUrl: `${origin}${SANDBOX_NOTIFY_PATH.replace('sandbox', provider.name)}`,
      returnUrl: `${origin}/cart/step4?id=${order.id}`,
      payerToken: token,
      device: ctx.device ?? 'desktop',
      ...(ctx.clientIp ? { clientIp: ctx.clientIp } : {}),
    });
  } catch (error) {
    await db
      .update(payments)
      .set({ status: 'failed', closedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    // The gateway's own words (codes, URLs) are for the log, not the buyer.
    throw Object.assign(new AppError(503, GATEWAY_UNAVAILABLE), { cause: error });
  }
}

/**
 * The first answer again for a replayed key. A pending online attempt gets
 * a fresh pay URL: only the token's hash is kept, so the first URL cannot be
 * shown again; the new token replaces it (the earlier QR code stops working).
 * An attempt voided since then is a 422: the buyer starts a new one.
 */
async function replayResult(db: Database, deps: PayDeps, payment: PaymentRow, ctx: PayContext, qrImage: (url: string) => string): Promise<PayResult> {
  if (payment.status === 'closed' || payment.status === 'failed' || payment.status === 'refunded') throw AppError.field('id', ATTEMPT_CLOSED);
  if (payment.method !== 'online' || payment.status !== 'pending' || !deps.payments) return resultOf(payment, NOT_STARTED, qrImage);
  const token = newPayerToken();
  const [renewed] = await db
    .update(payments)
    .set({ confirmTokenHash: payerTokenHash(token) })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!renewed) {
    const [now] = await db.select().from(payments).where(eq(payments.id, payment.id));
    if (now?.status === 'paid') return resultOf(now, NOT_STARTED, qrImage);
    throw AppError.field('id', ATTEMPT_CLOSED);
  }
  const [order] = await db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(eq(orders.id, payment.orderId));
  return resultOf(renewed, await startAtGateway(db, deps, renewed, order!, token, ctx), qrImage);
}

// GET /api/payment/:no (attempt-status.ts), kept importable from here.
export { paymentStatus } from './attempt-status';
