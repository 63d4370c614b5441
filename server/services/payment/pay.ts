import { and, eq, gt, sql } from 'drizzle-orm';
import type { PayInfo, PaymentMethodInfo, PaymentStatus, PayMethod, PayResult } from '../../../shared/contract/order';
import { fenToYuan } from '../../../shared/domain/money';
import type { ReceivingBank } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orders, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import { ORDER_EXPIRED, ORDER_STATUS } from '../orders/constants';
import { isUniqueViolation } from '../../db/errors';
import { expireUnpaidOrders } from '../orders/expiry';
import { paymentNo } from '../orders/numbers';
import { itemsOf, toOrderSummary } from '../orders/present';
import { ownOrder } from '../orders/queries';
import { INSUFFICIENT_BALANCE, walletBalance, walletDebit } from '../wallet';
import { verifyPayPassword } from './pay-password';
import type { OnlinePaymentProvider } from './provider';
import { SANDBOX_NOTIFY_PATH } from './sandbox';

export const HM_WALLET_REFUSED = '含麻药品须对公账户付款，不能使用余额支付';
const HM_WALLET_REASON = '含麻药品订单须对公转账';
const PAYMENT_NOT_FOUND = '支付单不存在';

// One payment decision per buyer at a time (see orders/create.ts ORDER_LOCK_SPACE).
const PAY_LOCK_SPACE = 7_240_313;

export interface PayDeps {
  payments: OnlinePaymentProvider;
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

function methodsOf(order: OrderRow, balance: number): PaymentMethodInfo[] {
  const walletReason = order.isHm ? HM_WALLET_REASON : balance < order.payTotalFen ? INSUFFICIENT_BALANCE : '';
  return [
    { method: 'wallet', name: '余额支付', enabled: walletReason ? 0 : 1, reason: walletReason },
    { method: 'online', name: order.isHm ? '对公网银支付' : '在线支付', enabled: 1, reason: '' },
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
  const [items, balance] = await Promise.all([itemsOf(db, [order.id]), walletBalance(db, userId)]);
  return {
    order: toOrderSummary(order, items.get(order.id) ?? [], now),
    balance: fenToYuan(balance),
    methods: methodsOf(order, balance),
    bank: deps.bank,
    now: Math.floor(now.getTime() / 1000),
  };
}

function resultOf(payment: PaymentRow, qrImage: (url: string) => string): PayResult {
  const status: PayResult['status'] = payment.status === 'paid' ? 'paid' : payment.method === 'offline' ? 'submitted' : 'pending';
  const payUrl = payment.detail.pay_url ?? '';
  return { status, order_id: payment.orderId, payment_no: payment.paymentNo, pay_url: payUrl, qr_image: payUrl ? qrImage(payUrl) : '' };
}

/** The offline transfer's details: 422 per missing field (corporate account too for an is_hm order). */
function offlineDetail(order: OrderRow, input: PayInput): Record<string, string> {
  const errors: Record<string, string[]> = {};
  if (!input.payer_account_name) errors.payer_account_name = [order.isHm ? '请填写付款单位名称' : '请填写付款户名'];
  if (!input.payer_bank) errors.payer_bank = ['请填写付款银行'];
  if (order.isHm && !input.payer_account) errors.payer_account = ['含麻药品须对公账户付款，请填写付款账号'];
  if (!input.receipt_no) errors.receipt_no = ['请填写转账流水号'];
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new AppError(422, errors[fields[0]!]![0]!, errors);
  return {
    payer_account_name: input.payer_account_name,
    payer_bank: input.payer_bank,
    payer_account: input.payer_account,
    receipt_no: input.receipt_no,
  };
}

async function paymentByKey(db: Database | Transaction, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key))).limit(1);
  return row ?? null;
}

/** Moves the unpaid order to 待发货; false when it is no longer unpaid (paid, cancelled, expired). */
export async function markPaid(tx: Transaction, orderId: number, method: PayMethod, now: Date, userId?: number): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.paid, payMethod: method, paidAt: now, offlinePending: false, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid), userId === undefined ? undefined : eq(orders.userId, userId)))
    .returning({ id: orders.id });
  return moved.length === 1;
}

export interface PayContext {
  /** The site's origin for absolute links (PUBLIC_URL or the request's). */
  origin: string;
  key: string | null;
  now?: Date;
}

/**
 * POST /api/order/:id/pay.
 * - wallet: in one transaction the order moves 1 → 2 (conditional) and the
 *   balance is taken with a conditional update (never below zero); a short
 *   balance rolls both back (422 余额不足). Never for is_hm orders.
 * - online: a pending payment and the provider's page (pay_url, and a QR
 *   image of it); the order is paid when the provider's verified callback
 *   arrives (notify.ts).
 * - offline: the declared transfer is recorded (pending) and the order
 *   waits for finance (offline_pending: it no longer expires).
 * The same Idempotency-Key again answers the first attempt.
 */
export async function payOrder(db: Database, deps: PayDeps, userId: number, orderId: number, input: PayInput, ctx: PayContext): Promise<PayResult> {
  const now = ctx.now ?? new Date();
  const qrImage = (url: string) => `${ctx.origin}/img/qr.svg?text=${encodeURIComponent(url)}`;
  if (ctx.key) {
    const first = await paymentByKey(db, userId, ctx.key);
    if (first) return resultOf(first, qrImage);
  }
  const order = await payableOrder(db, userId, orderId, now);
  if (order.offlinePending) throw AppError.field('method', '已提交转账信息，请等待财务确认');
  if (input.method === 'wallet' && order.isHm) throw AppError.field('method', HM_WALLET_REFUSED);
  // Before the charge and outside its transaction: a wrong try stays counted, and nothing is charged.
  if (input.method === 'wallet') await verifyPayPassword(db, userId, input.pay_password, now);
  const detail = input.method === 'offline' ? offlineDetail(order, input) : {};

  let payUrl = '';
  const no = paymentNo(now);
  if (input.method === 'online') {
    const created = await deps.payments.createPayment({
      paymentNo: no,
      amountFen: order.payTotalFen,
      subject: `药批订单 ${order.orderNo}`,
      notifyUrl: `${ctx.origin}${SANDBOX_NOTIFY_PATH.replace('sandbox', deps.payments.name)}`,
      returnUrl: `${ctx.origin}/cart/step4?id=${order.id}`,
    });
    payUrl = created.payUrl;
    detail.pay_url = payUrl;
  }

  try {
    const payment = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PAY_LOCK_SPACE}, ${userId})`);
      if (ctx.key) {
        const first = await paymentByKey(tx, userId, ctx.key);
        if (first) return first;
      }
      const base = {
        paymentNo: no,
        orderId: order.id,
        userId,
        method: input.method,
        amountFen: order.payTotalFen,
        detail,
        idempotencyKey: ctx.key,
        createdAt: now,
      };
      if (input.method === 'wallet') {
        if (!(await markPaid(tx, order.id, 'wallet', now, userId))) throw AppError.field('id', '订单状态已变化，请刷新后重试');
        if (!(await walletDebit(tx, userId, order.payTotalFen, order.id, `订单支付 ${order.orderNo}`))) throw AppError.field('method', INSUFFICIENT_BALANCE);
        const [row] = await tx.insert(payments).values({ ...base, status: 'paid', paidAt: now }).returning();
        return row!;
      }
      if (input.method === 'offline') {
        const declared = await tx
          .update(orders)
          .set({ offlinePending: true, payMethod: 'offline', updatedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.unpaid), eq(orders.offlinePending, false), gt(orders.expiresAt, now)))
          .returning({ id: orders.id });
        if (declared.length === 0) throw AppError.field('id', '订单状态已变化，请刷新后重试');
      }
      const [row] = await tx
        .insert(payments)
        .values({ ...base, provider: input.method === 'online' ? deps.payments.name : '', status: 'pending' })
        .returning();
      return row!;
    });
    return resultOf(payment, qrImage);
  } catch (error) {
    if (ctx.key && isUniqueViolation(error)) {
      const first = await paymentByKey(db, userId, ctx.key);
      if (first) return resultOf(first, qrImage);
    }
    throw error;
  }
}

/** GET /api/payment/:no: the buyer's own payment only (another buyer's → 404). */
export async function paymentStatus(db: Database, userId: number, no: string): Promise<PaymentStatus> {
  const [row] = await db
    .select({ payment: payments, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.paymentNo, no), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(PAYMENT_NOT_FOUND);
  return {
    payment_no: row.payment.paymentNo,
    status: row.payment.status as PaymentStatus['status'],
    order_id: row.payment.orderId,
    order_status: row.orderStatus as PaymentStatus['order_status'],
  };
}
