import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { afterSaleItems, afterSales, orderItems, orders, salesReturns, users, walletTransactions, type AfterSaleRow } from '../../db/schema';
import { documentNo } from '../order/numbers';
import { historyEntry, settleOrderAfterSaleStatus } from './order-state';

/** Units each line of the application would bring the order line to, checked against what was sold. */
async function stillReturnable(tx: Transaction, afterSaleId: number): Promise<boolean> {
  const rows = await tx
    .select({ number: afterSaleItems.number, sold: orderItems.number, returned: orderItems.returnedNumber })
    .from(afterSaleItems)
    .innerJoin(orderItems, eq(orderItems.id, afterSaleItems.orderItemId))
    .where(eq(afterSaleItems.afterSaleId, afterSaleId));
  return rows.length > 0 && rows.every((row) => row.returned + row.number <= row.sold);
}

/**
 * 待审核 → 已同意 with a sales return (status 1 待退货入库), or → 已驳回.
 * The status update is conditional on status 1, so a second node (or the
 * buyer withdrawing) racing this one leaves exactly one outcome. The
 * seller's decision comes through /api/seller/v1 (the ERP or the local
 * seller): false when it is no longer pending.
 * An application whose lines are no longer returnable is refused whatever
 * the decision.
 */
export async function decideAfterSale(
  db: Database | Transaction,
  id: number,
  decide: (application: AfterSaleRow) => { approve: boolean; note: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 1)));
    if (!pending) return false;
    const decision = (await stillReturnable(tx, id)) ? decide(pending) : { approve: false as const, note: '退货数量超出可退数量' };
    const status = decision.approve ? 2 : 3;
    const [updated] = await tx
      .update(afterSales)
      .set({
        status,
        reviewNote: decision.note,
        reviewedAt: now,
        history: historyEntry(status, decision.approve ? '商家审核通过，已生成销售退货单' : `商家驳回申请：${decision.note}`, now),
      })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 1)))
      .returning();
    if (!updated) return false;
    if (decision.approve) {
      await tx.insert(salesReturns).values({
        returnNo: documentNo('XT', now),
        afterSaleId: updated.id,
        orderId: updated.orderId,
        userId: updated.userId,
        status: 1,
        refundFen: updated.amountFen,
        refundTo: 'wallet',
        createdAt: now,
      });
    } else {
      await settleOrderAfterSaleStatus(tx, updated.orderId);
    }
    return true;
  });
}

/**
 * 已同意 → 已退款 in one transaction: the application (conditional on
 * status 2: whoever flips it refunds, a racing node finds nothing), the
 * sales return, the returned units (conditional: never above what was sold,
 * else the whole refund rolls back), the order's refunded total and the
 * wallet with its ledger row.
 */
export async function refundAfterSale(db: Database | Transaction, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .update(afterSales)
      .set({ status: 4, history: historyEntry(4, '退款已到账户余额', now) })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 2)))
      .returning();
    if (!application) return false;

    const lines = await tx.select().from(afterSaleItems).where(eq(afterSaleItems.afterSaleId, id));
    for (const line of lines) {
      const [moved] = await tx
        .update(orderItems)
        .set({ returnedNumber: sql`${orderItems.returnedNumber} + ${line.number}` })
        .where(and(eq(orderItems.id, line.orderItemId), sql`${orderItems.returnedNumber} + ${line.number} <= ${orderItems.number}`))
        .returning({ id: orderItems.id });
      if (!moved) throw new Error(`after-sale ${id}: line ${line.orderItemId} would return more than was sold`);
    }
    await tx
      .update(salesReturns)
      .set({ status: 2, refundedAt: now })
      .where(and(eq(salesReturns.afterSaleId, id), eq(salesReturns.status, 1)));
    const [order] = await tx
      .update(orders)
      .set({ refundedFen: sql`${orders.refundedFen} + ${application.amountFen}`, updatedAt: sql`now()` })
      .where(eq(orders.id, application.orderId))
      .returning({ orderNo: orders.orderNo });
    const [wallet] = await tx
      .update(users)
      .set({ balanceFen: sql`${users.balanceFen} + ${application.amountFen}`, updatedAt: sql`now()` })
      .where(eq(users.id, application.userId))
      .returning({ balanceFen: users.balanceFen });
    await tx.insert(walletTransactions).values({
      userId: application.userId,
      amountFen: application.amountFen,
      balanceAfterFen: wallet!.balanceFen,
      useType: 1,
      orderId: application.orderId,
      afterSaleId: id,
      note: `售后退款 ${order!.orderNo}`,
      createdAt: now,
    });
    await settleOrderAfterSaleStatus(tx, application.orderId);
    return true;
  });
}
