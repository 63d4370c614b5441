import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import type { PointsLogEntry } from '../../../shared/contract/order';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { orders, pointsOrders, pointsTransactions } from '../../db/schema';
import { seconds } from '../order/numbers';

/** points_transactions.kind (schema/points.ts). */
export const POINTS_EARNED = 1;
export const POINTS_SPENT = 2;
export const POINTS_EXPIRED = 3;
const KIND_TEXT: Record<1 | 2 | 3, string> = { 1: '获得', 2: '使用', 3: '过期' };

export interface PointsLogQuery {
  page: number;
  per_page: number;
  /** 0 all, else one kind. */
  kind: number;
}

/** GET /api/user/points_log (/wdqb/jfgl): the buyer's points ledger, newest first, with the order behind each line. */
export async function pointsLog(db: Database, userId: number, query: PointsLogQuery): Promise<Page<PointsLogEntry>> {
  const where = and(eq(pointsTransactions.userId, userId), query.kind ? eq(pointsTransactions.kind, query.kind) : undefined);
  return paginate(
    db
      .select({ row: pointsTransactions, orderNo: orders.orderNo, pointsOrderNo: pointsOrders.orderNo })
      .from(pointsTransactions)
      .leftJoin(orders, eq(orders.id, pointsTransactions.orderId))
      .leftJoin(pointsOrders, eq(pointsOrders.id, pointsTransactions.pointsOrderId))
      .where(where)
      .orderBy(desc(pointsTransactions.createdAt), desc(pointsTransactions.id)),
    db.select({ n: count() }).from(pointsTransactions).where(where),
    query,
    (rows) => {
      const entries = rows.map(({ row, orderNo, pointsOrderNo }): PointsLogEntry => {
        const kind: 1 | 2 | 3 = row.kind === 2 || row.kind === 3 ? row.kind : 1;
        return {
          id: row.id,
          points: row.points,
          balance_after: row.balanceAfter,
          kind,
          kind_text: KIND_TEXT[kind],
          note: row.note,
          order_id: row.orderId ?? 0,
          order_no: orderNo ?? '',
          points_order_no: pointsOrderNo ?? '',
          created_at: seconds(row.createdAt),
        };
      });
      return entries;
    },
  );
}
