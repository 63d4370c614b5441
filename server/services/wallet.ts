import { and, count, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Page } from '../../shared/contract/envelope';
import type { WalletInfo, WalletLogEntry } from '../../shared/contract/order';
import { fenToYuan } from '../../shared/domain/money';
import type { Database, Transaction } from '../db/client';
import { paginate } from '../db/paginate';
import { afterSales, orders, users, walletTransactions } from '../db/schema';
import { AppError } from '../errors';

type Reader = Database | Transaction;

/** use_type of the ledger (schema/payments.ts): 1 in (充值/退款), 2 out (消费). */
export const WALLET_IN = 1;
export const WALLET_OUT = 2;
const USE_TYPE_TEXT: Record<number, string> = { 1: '收入', 2: '支出' };

export const INSUFFICIENT_BALANCE = '余额不足';

export async function walletBalance(db: Reader, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.balance ?? 0;
}

/**
 * Takes `fen` from the wallet inside `tx`, with one conditional update so
 * two concurrent payments can never take the balance below zero (the CHECK
 * on users.balance_fen is the backstop), and writes the ledger row.
 * Returns false, changing nothing, when the balance is short.
 */
export async function walletDebit(tx: Transaction, userId: number, fen: number, orderId: number | null, note: string): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({ balanceFen: sql`${users.balanceFen} - ${fen}`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), gte(users.balanceFen, fen)))
    .returning({ balance: users.balanceFen });
  if (!row) return false;
  await tx.insert(walletTransactions).values({ userId, amountFen: -fen, balanceAfterFen: row.balance, useType: WALLET_OUT, orderId, note });
  return true;
}

/** Adds `fen` to the wallet (refunds, top-ups) and writes the ledger row, inside `tx`. */
export async function walletCredit(tx: Transaction, userId: number, fen: number, orderId: number | null, note: string): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ balanceFen: sql`${users.balanceFen} + ${fen}`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ balance: users.balanceFen });
  if (!row) throw AppError.notFound('用户不存在');
  await tx.insert(walletTransactions).values({ userId, amountFen: fen, balanceAfterFen: row.balance, useType: WALLET_IN, orderId, note });
  return row.balance;
}

/** GET /api/user/user_money. */
export async function walletInfo(db: Reader, userId: number): Promise<WalletInfo> {
  return { balance: fenToYuan(await walletBalance(db, userId)) };
}

export interface WalletLogQuery {
  page: number;
  per_page: number;
  use_type: number;
  start_time?: number | undefined;
  end_time?: number | undefined;
}

/** GET /api/user/user_money_log: newest first; start/end are second timestamps, both inclusive. */
export async function walletLog(db: Reader, userId: number, query: WalletLogQuery): Promise<Page<WalletLogEntry>> {
  const where = and(
    eq(walletTransactions.userId, userId),
    query.use_type === WALLET_IN ? gt(walletTransactions.amountFen, 0) : undefined,
    query.use_type === WALLET_OUT ? lt(walletTransactions.amountFen, 0) : undefined,
    query.start_time ? gte(walletTransactions.createdAt, new Date(query.start_time * 1000)) : undefined,
    query.end_time ? lte(walletTransactions.createdAt, new Date(query.end_time * 1000)) : undefined,
  );
  return paginate(
    db
      .select({ row: walletTransactions, orderNo: orders.orderNo, afterSaleNo: afterSales.afterSaleNo })
      .from(walletTransactions)
      .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
      .leftJoin(afterSales, eq(afterSales.id, walletTransactions.afterSaleId))
      .where(where)
      // Newest first in the order the balance changed: each row is written under the buyer's row lock,
      // so ids follow the balance; created_at is its transaction's start, and a credit whose transaction
      // began earlier but waited for the lock (a lifecycle cashback, say) would sort below a later
      // payment and show a stale 余额 on the first line (seen in e2e: 16,624.96 listed over 16,684.96).
      .orderBy(desc(walletTransactions.id)),
    db.select({ n: count() }).from(walletTransactions).where(where),
    query,
    (rows) => {
      const entries = rows.map(({ row, orderNo, afterSaleNo }): WalletLogEntry => {
        const useType = row.useType === WALLET_OUT ? 2 : 1;
        return {
          id: row.id,
          amount: fenToYuan(row.amountFen),
          balance_after: fenToYuan(row.balanceAfterFen),
          use_type: useType,
          use_type_text: USE_TYPE_TEXT[useType]!,
          note: row.note,
          order_no: orderNo ?? '',
          order_id: row.orderId ?? 0,
          after_sale_id: row.afterSaleId ?? 0,
          after_sale_no: afterSaleNo ?? '',
          created_at: Math.floor(row.createdAt.getTime() / 1000),
        };
      });
      return entries;
    },
  );
}
