import { and, count, countDistinct, desc, eq, inArray, isNull, max, sql, sum } from 'drizzle-orm';
import type { FastBuyOrder } from '../../../shared/contract/calls/self-service';
import type { Page } from '../../../shared/contract/envelope';
import type { FastBuyItem } from '../../../shared/contract/self-service';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { goods, orderItems, orders } from '../../db/schema';
import { goodsImageUrl } from '../../images/goods';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import { seconds } from '../order/numbers';

/** Orders that count as bought: paid and onwards; unpaid and cancelled ones do not. */
const BOUGHT = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed];

/**
 * GET /api/user/fast_buy (快捷采购): one row per goods the buyer bought on
 * its own (package components are left out: they were priced as a part of
 * the 套餐), with times, units, amount and last purchase, beside today's
 * price and stock. Sorted by the chosen figure, most first, then by id so
 * pages never overlap.
 */
export async function fastBuy(db: Database, userId: number, query: { page: number; per_page: number; order: FastBuyOrder }): Promise<Page<FastBuyItem>> {
  const where = and(eq(orders.userId, userId), inArray(orders.status, BOUGHT), isNull(orderItems.combinationGoodsId));
  const times = countDistinct(orderItems.orderId);
  const lastAt = max(orders.createdAt);
  const amount = sum(orderItems.amountFen).mapWith(Number);
  const sortBy = { times, last: lastAt, amount }[query.order];
  return paginate(
    db
      .select({
        goodsId: orderItems.goodsId,
        times,
        quantity: sum(orderItems.number).mapWith(Number),
        amount,
        lastAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.goodsId)
      .orderBy(desc(sortBy), desc(orderItems.goodsId)),
    db
      .select({ n: count(sql`distinct ${orderItems.goodsId}`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
    query,
    async (rows) => {
      const ids = rows.map((row) => row.goodsId);
      const current = ids.length > 0 ? await db.select().from(goods).where(inArray(goods.id, ids)) : [];
      const byId = new Map(current.map((row) => [row.id, row]));
      const items = rows.flatMap((row): FastBuyItem[] => {
        const item = byId.get(row.goodsId);
        if (!item) return [];
        return [
          {
            goods_id: item.id,
            name: item.name,
            sccj: item.sccj,
            ypgg: item.ypgg,
            bzdw: item.bzdw,
            image: goodsImageUrl(item.id),
            times: row.times,
            quantity: row.quantity,
            amount: fenToYuan(row.amount),
            last_bought_at: row.lastAt ? seconds(row.lastAt) : 0,
            price: fenToYuan(item.priceFen),
            number: item.stock,
            is_buy: item.isBuy && item.stock > 0 ? 1 : 0,
            step: item.step,
          },
        ];
      });
      return items;
    },
  );
}
