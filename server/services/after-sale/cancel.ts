import { and, eq } from 'drizzle-orm';
import type { AfterSaleDetail } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { afterSales } from '../../db/schema';
import { AppError } from '../../errors';
import { historyEntry, settleOrderAfterSaleStatus } from './order-state';
import { ownAfterSale, presentAfterSaleDetail } from './read';

/**
 * POST /api/after_sale/:id/cancel: the buyer withdraws an application still
 * 待审核 (→ 5 已撤销). The update is conditional on status 1, so a review
 * landing at the same moment wins or loses cleanly: never both.
 */
export async function cancelAfterSale(db: Database, userId: number, id: number, now: Date = new Date()): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const row = await ownAfterSale(tx, userId, id);
    const [updated] = await tx
      .update(afterSales)
      .set({ status: 5, history: historyEntry(5, '买家撤销申请', now) })
      .where(and(eq(afterSales.id, row.id), eq(afterSales.userId, userId), eq(afterSales.status, 1)))
      .returning();
    if (!updated) throw AppError.field('id', '该售后申请已处理，不能撤销');
    await settleOrderAfterSaleStatus(tx, updated.orderId);
    return presentAfterSaleDetail(tx, updated);
  });
}
