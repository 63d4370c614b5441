import { and, asc, count, desc, eq, gt, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { NewUserPicks } from '../../../shared/contract/ad';
import type { Page } from '../../../shared/contract/envelope';
import type { GoodsSummary } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { goods, orderItems, orders } from '../../db/schema';
import { notCombination } from './combinations';
import { summariesOf } from './list';
import { ACTIVITY_TAGS, hasTag } from './showcase';
import type { GoodsViewer } from './viewer';

/** Order status 5 (已取消): a cancelled order says nothing about what the buyer buys. */
const CANCELLED = 5;

/** 新人推荐 holds this many goods. */
export const NEW_USER_PICKS = 10;

/** What a buyer can be offered: sellable now and in stock, never a combination package. */
const offerable: SQL = and(gt(goods.stock, 0), eq(goods.isBuy, true), notCombination)!;

/** The goods and leaf categories of the buyer's orders that were not cancelled. */
async function purchaseHistory(db: Database, userId: number): Promise<{ goodsIds: number[]; categoryIds: number[] }> {
  const rows = await db
    .selectDistinct({ goodsId: orderItems.goodsId, categoryId: goods.categoryId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(and(eq(orders.userId, userId), ne(orders.status, CANCELLED)));
  return {
    goodsIds: [...new Set(rows.map((row) => row.goodsId))],
    categoryIds: [...new Set(rows.map((row) => row.categoryId).filter((id): id is number => id !== null))],
  };
}

/**
 * GET /api/index_wntj/:page (猜你喜欢). For a buyer with orders: goods from
 * the leaf categories it has bought from that it has not bought yet, best
 * sellers first, then the other best sellers it has not bought (so the list
 * never runs dry). A visitor, or a buyer without orders, gets the best
 * sellers. Always in stock and buyable; one ranking, paged.
 */
export async function youMayLike(db: Database, viewer: GoodsViewer, page: number, perPage: number): Promise<Page<GoodsSummary>> {
  const history = viewer.userId === null ? { goodsIds: [], categoryIds: [] } : await purchaseHistory(db, viewer.userId);
  const condition = history.goodsIds.length > 0 ? and(offerable, notInArray(goods.id, history.goodsIds))! : offerable;
  const related = history.categoryIds.length > 0 ? [desc(sql`(${inArray(goods.categoryId, history.categoryIds)})`)] : [];
  return paginate(
    db
      .select()
      .from(goods)
      .where(condition)
      .orderBy(...related, desc(goods.sales), asc(goods.id)),
    db.select({ n: count() }).from(goods).where(condition),
    { page, per_page: perPage },
    (rows) => summariesOf(db, viewer, rows),
  );
}

/**
 * GET /api/focus/xrtj (新人推荐). A new user is a visitor or a buyer with no
 * order that was not cancelled; it gets the best-selling promoted goods
 * (tagged 满, 赠, 换购 or 特) in stock, the deals a first order is won with.
 * A buyer who has ordered gets new_user false and no goods: the floor hides.
 */
export async function newUserPicks(db: Database, viewer: GoodsViewer): Promise<NewUserPicks> {
  if (viewer.userId !== null) {
    const [ordered] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, viewer.userId), ne(orders.status, CANCELLED)))
      .limit(1);
    if (ordered) return { new_user: false, goods: [] };
  }
  const rows = await db
    .select()
    .from(goods)
    .where(and(offerable, hasTag(ACTIVITY_TAGS)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(NEW_USER_PICKS);
  return { new_user: true, goods: await summariesOf(db, viewer, rows) };
}
