import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { CashbackActivity, OrderCashback, WelfareZone } from '../../../shared/contract/cashback';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { cashbackActivities, categories, goods, orders, promotionGoods, promotions, type CashbackTierJson } from '../../db/schema';
import { AppError } from '../../errors';
import { rateText, shortYuan } from '../cart/activities';
import { notCombination } from '../goods/combinations';
import { orderCashbackOf } from './credit';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const cashbackTierText = (tier: CashbackTierJson): string => `满${shortYuan(tier.amount)}返${shortYuan(tier.cashback)}`;

/** GET /api/zone/hb: the oldest 满额返现 activity running at `now` (the one an order placed now is measured by). */
export async function cashbackZone(db: Database, now: Date): Promise<CashbackActivity | null> {
  const [row] = await db
    .select()
    .from(cashbackActivities)
    .where(and(lte(cashbackActivities.startsAt, now), gt(cashbackActivities.endsAt, now)))
    .orderBy(asc(cashbackActivities.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    starts_at: seconds(row.startsAt),
    ends_at: seconds(row.endsAt),
    tiers: [...row.tiers]
      .sort((a, b) => a.amount - b.amount)
      .map((tier) => ({ amount: fenToYuan(tier.amount), cashback: fenToYuan(tier.cashback), text: cashbackTierText(tier) })),
  };
}

/** GET /api/zone/welfare: the live welfare discount and the leaf categories of its goods, most goods first. */
export async function welfareZone(db: Database, now: Date): Promise<WelfareZone | null> {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.zone, 'welfare'),
        eq(promotions.isActive, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  const rate = promotion?.tiers[0]?.rate;
  if (!promotion || rate === undefined) return null;
  const rows = await db
    .select({ id: categories.id, name: categories.name, count: count() })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.id, promotionGoods.goodsId))
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(and(eq(promotionGoods.promotionId, promotion.id), notCombination))
    .groupBy(categories.id, categories.name)
    .orderBy(desc(sql`count(*)`), asc(categories.id));
  return { name: promotion.name, rate, rate_text: rateText(rate), categories: rows };
}

/** GET /api/order/{id}/cashback: only the buyer's own order; another buyer's answers 404 like a missing one. */
export async function orderCashback(db: Database, userId: number, orderId: number): Promise<OrderCashback | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw AppError.notFound('订单不存在');
  const row = await orderCashbackOf(db, userId, orderId);
  return row ? { amount: fenToYuan(row.amountFen), activity: row.activityName } : null;
}
