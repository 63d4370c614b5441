import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { GroupDeal, GroupJoinResult } from '../../../shared/contract/deal-zone';
import { GROUP_DEAL_STATE_TEXT } from '../../../shared/contract/deal-zone';
import type { Page } from '../../../shared/contract/envelope';
import { ORDER_STATUS } from '../../../shared/contract/statuses';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { paginate } from '../../db/paginate';
import { addresses, goods, groupDealJoins, groupDeals, orderItems, orders, type GoodsRow, type GroupDealRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertContractSigned } from '../contract/signatures';
import { toGoodsSummary } from '../goods/serialize';
import { favoriteIdsOf, type GoodsViewer } from '../goods/viewer';
import { ORDER_PAY_MINUTES } from '../order/constants';
import { ADDRESS_NOT_FOUND, createdOrderOf } from '../order/create';
import { insertOrder } from '../order/insert-order';
import { orderNo } from '../order/numbers';
import { releaseOrders } from '../order/release';
import { assertLinesInScope, assertVerifiedBuyer } from '../order/verified-buyer';
import { joinProblem, remainingOf, settleVerdict } from './group-rules';

type Reader = Database | Transaction;

export const DEAL_NOT_FOUND = '拼团活动不存在';
export const GROUP_FAILED_REASON = '拼团未成团';

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

function toGroupDeal(deal: GroupDealRow, row: GoodsRow, viewer: GoodsViewer, favorites: ReadonlySet<number>, myNumber: number): GroupDeal {
  return {
    id: deal.id,
    goods: toGoodsSummary(row, { member: viewer.member, favoriteIds: favorites, scope: viewer.scope }),
    group_price: viewer.member ? fenToYuan(deal.groupPriceFen) : null,
    target: deal.targetQty,
    joined: deal.joinedQty,
    remaining: remainingOf(deal),
    max_per_order: deal.maxPerOrder,
    starts_at: seconds(deal.startsAt),
    deadline: seconds(deal.deadline),
    state: deal.state,
    state_text: GROUP_DEAL_STATE_TEXT[deal.state],
    my_number: myNumber,
  };
}

/** The deals with their goods, the viewer's favourites and joined units, in the given order. */
async function present(db: Reader, viewer: GoodsViewer, rows: { deal: GroupDealRow; goods: GoodsRow }[]): Promise<GroupDeal[]> {
  if (rows.length === 0) return [];
  const dealIds = rows.map((row) => row.deal.id);
  const favorites = await favoriteIdsOf(db, viewer, [...new Set(rows.map((row) => row.goods.id))]);
  const mine = new Map<number, number>();
  if (viewer.userId !== null) {
    // Joins whose order was cancelled (a failed deal) no longer count as the buyer's.
    const joined = await db
      .select({ dealId: groupDealJoins.dealId, number: sql<number>`sum(${groupDealJoins.number})::int` })
      .from(groupDealJoins)
      .innerJoin(orders, eq(orders.id, groupDealJoins.orderId))
      .where(and(eq(groupDealJoins.userId, viewer.userId), inArray(groupDealJoins.dealId, dealIds), sql`${orders.status} <> ${ORDER_STATUS.cancelled}`))
      .groupBy(groupDealJoins.dealId);
    for (const row of joined) mine.set(row.dealId, Number(row.number));
  }
  return rows.map((row) => toGroupDeal(row.deal, row.goods, viewer, favorites, mine.get(row.deal.id) ?? 0));
}

/** GET /api/groupBuy/list: deals open now (started, deadline ahead), soonest deadline first. */
export async function listGroupDeals(db: Database, viewer: GoodsViewer, query: { page: number; per_page: number }, now = new Date()): Promise<Page<GroupDeal>> {
  const where = and(eq(groupDeals.state, 'open'), lte(groupDeals.startsAt, now), gt(groupDeals.deadline, now));
  return paginate(
    db
      .select({ deal: groupDeals, goods })
      .from(groupDeals)
      .innerJoin(goods, eq(goods.id, groupDeals.goodsId))
      .where(where)
      .orderBy(asc(groupDeals.deadline), asc(groupDeals.id)),
    db.select({ n: count() }).from(groupDeals).where(where),
    query,
    (rows) => present(db, viewer, rows),
  );
}

/** GET /api/groupBuy/goods/{id}: the goods' open deal, else its most recent one; null when it never had one. */
export async function groupDealOfGoods(db: Database, viewer: GoodsViewer, goodsId: number): Promise<GroupDeal | null> {
  const [row] = await db
    .select({ deal: groupDeals, goods })
    .from(groupDeals)
    .innerJoin(goods, eq(goods.id, groupDeals.goodsId))
    .where(eq(groupDeals.goodsId, goodsId))
    .orderBy(sql`(${groupDeals.state} = 'open') desc`, desc(groupDeals.deadline), desc(groupDeals.id))
    .limit(1);
  if (!row) return null;
  const [deal] = await present(db, viewer, [row]);
  return deal!;
}

/**
 * Moves a locked open deal to its verdict inside the caller's transaction:
 * succeeded → its 待成团 orders become 待付款 with the normal payment window
 * from now; failed → they are cancelled (拼团未成团) and their stock released.
 * The order updates are conditional on 待成团, so nothing moves twice.
 */
async function settle(tx: Transaction, deal: GroupDealRow, verdict: 'succeeded' | 'failed', now: Date): Promise<void> {
  const moved = await tx
    .update(groupDeals)
    .set({ state: verdict, settledAt: now })
    .where(and(eq(groupDeals.id, deal.id), eq(groupDeals.state, 'open')))
    .returning({ id: groupDeals.id });
  if (moved.length === 0) return;
  const joined = tx.select({ id: groupDealJoins.orderId }).from(groupDealJoins).where(eq(groupDealJoins.dealId, deal.id));
  if (verdict === 'succeeded') {
    await tx
      .update(orders)
      .set({ status: ORDER_STATUS.unpaid, expiresAt: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000), updatedAt: now })
      .where(and(inArray(orders.id, joined), eq(orders.status, ORDER_STATUS.awaitingGroup)));
    return;
  }
  const cancelled = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled, cancelReason: GROUP_FAILED_REASON, cancelledAt: now, updatedAt: now })
    .where(and(inArray(orders.id, joined), eq(orders.status, ORDER_STATUS.awaitingGroup)))
    .returning({ id: orders.id });
  await releaseOrders(
    tx,
    cancelled.map((row) => row.id),
    now,
  );
}

/** The goods must be in the buyer's 经营范围, as for a cart order; the message is put on deal_id, the field this call has. */
async function inScope(tx: Transaction, userId: number, row: GoodsRow): Promise<void> {
  try {
    await assertLinesInScope(tx, userId, [{ goods: row }]);
  } catch (error) {
    if (error instanceof AppError && error.errors?.ids?.[0]) throw AppError.field('deal_id', error.errors.ids[0]);
    throw error;
  }
}

async function lockDeal(tx: Transaction, dealId: number): Promise<GroupDealRow | null> {
  const [deal] = await tx.select().from(groupDeals).where(eq(groupDeals.id, dealId)).for('update');
  return deal ?? null;
}

/**
 * POST /api/groupBuy/join: one transaction holding the deal's row lock, so
 * concurrent joins queue on it: the rules are checked against the locked
 * row (a join never takes the deal past its target), the stock is reserved
 * with a conditional update, the order is written in 待成团 at the group
 * price (free shipping: the freight is in the group price), and the join
 * that reaches the target settles the deal there and then.
 */
export async function joinGroupDeal(
  db: Database,
  viewer: GoodsViewer & { userId: number },
  input: { deal_id: number; number: number; address_id: number },
  now = new Date(),
  numbers: () => string = () => orderNo(now),
): Promise<GroupJoinResult> {
  const userId = viewer.userId;
  const result = await db.transaction(async (tx) => {
    await assertVerifiedBuyer(tx, userId);
    await assertContractSigned(tx, userId);
    const deal = await lockDeal(tx, input.deal_id);
    if (!deal) throw AppError.notFound(DEAL_NOT_FOUND);
    const problem = joinProblem(deal, input.number, now);
    if (problem) throw AppError.field(problem.field, problem.message);

    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, userId)))
      .limit(1);
    if (!address) throw AppError.notFound(ADDRESS_NOT_FOUND);

    const [target] = await tx.select().from(goods).where(eq(goods.id, deal.goodsId));
    await inScope(tx, userId, target!);
    const [row] = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${input.number}`, sales: sql`${goods.sales} + ${input.number}` })
      .where(and(eq(goods.id, deal.goodsId), sql`${goods.stock} >= ${input.number}`, eq(goods.isBuy, true)))
      .returning();
    if (!row) {
      const [left] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, deal.goodsId));
      throw AppError.field('number', `库存不足，仅剩${Math.max(0, left?.stock ?? 0)}件`);
    }

    const amount = deal.groupPriceFen * input.number;
    const order = await insertOrder(
      tx,
      {
        userId,
        status: ORDER_STATUS.awaitingGroup,
        goodsTotalFen: amount,
        payTotalFen: amount,
        consignee: address.consignee,
        phone: address.phone,
        address: `${address.province}${address.city}${address.district}${address.detail}`,
        remark: '拼团订单',
        // Not payable while 待成团; settle() sets the real payment window.
        expiresAt: deal.deadline,
        createdAt: now,
        updatedAt: now,
      },
      numbers,
    );
    await tx.insert(orderItems).values({
      orderId: order.id,
      goodsId: row.id,
      name: row.name,
      sccj: row.sccj,
      ypgg: row.ypgg,
      bzdw: row.bzdw,
      approval: row.approval,
      batchNo: row.batchNo,
      number: input.number,
      priceFen: deal.groupPriceFen,
      amountFen: amount,
      type: 0,
      isEphedrine: row.isEphedrine,
      gift: null,
    });
    await tx.insert(groupDealJoins).values({ dealId: deal.id, userId, orderId: order.id, number: input.number, createdAt: now });
    const [updated] = await tx
      .update(groupDeals)
      .set({ joinedQty: sql`${groupDeals.joinedQty} + ${input.number}` })
      .where(eq(groupDeals.id, deal.id))
      .returning();
    if (settleVerdict(updated!, now) === 'succeeded') await settle(tx, updated!, 'succeeded', now);
    const [finalOrder] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { order: finalOrder!, dealId: deal.id };
  });
  const [row] = await db
    .select({ deal: groupDeals, goods })
    .from(groupDeals)
    .innerJoin(goods, eq(goods.id, groupDeals.goodsId))
    .where(eq(groupDeals.id, result.dealId));
  const [deal] = await present(db, viewer, [row!]);
  return { order: createdOrderOf(result.order), deal: deal! };
}

/**
 * Lifecycle job: settles open deals whose deadline has passed (failed, or
 * succeeded if the target was somehow reached), one short transaction per
 * deal under its row lock, so a join racing the sweep is either in before
 * the verdict or refused after it. Answers how many deals it settled.
 */
export async function settleGroupDeals(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: groupDeals.id })
    .from(groupDeals)
    .where(and(eq(groupDeals.state, 'open'), lte(groupDeals.deadline, now)))
    .orderBy(asc(groupDeals.deadline), asc(groupDeals.id))
    .limit(100);
  let moved = 0;
  for (const { id } of due) {
    moved += await db.transaction(async (tx) => {
      const deal = await lockDeal(tx, id);
      const verdict = deal ? settleVerdict(deal, now) : null;
      if (!deal || !verdict) return 0;
      await settle(tx, deal, verdict, now);
      return 1;
    });
  }
  return moved;
}
