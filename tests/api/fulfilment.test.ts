import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../shared/contract/order';
import { orders, pointsTransactions, users } from '../../server/db/schema';
import { autoCompleteOrders } from '../../server/services/fulfilment/ship';
import { localSeller } from './seller/local-seller';
import { destinationCity, localLogisticsProvider } from '../../server/services/logistics/local';
import { shipFrom } from '../../server/services/logistics/ship-from';
import { insertOrder, someGoods } from './fixtures/order';
import { as, withDemoAndChain } from './order-fixtures';

const the = withDemoAndChain();
let goodsIds: number[];

const DAY = 24 * 60 * 60 * 1000;

async function orderRow(id: number) {
  const [row] = await the.server.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function pointsOf(userId: number): Promise<number> {
  const [row] = await the.server.db.select({ p: users.points }).from(users).where(eq(users.id, userId));
  return row!.p;
}

beforeAll(async () => {
  goodsIds = (await someGoods(the.server.db, 2)).map((g) => g.id);
});

describe('fulfilment: ship, trace, auto-complete', () => {
  it('ships a paid order after the delay, the trace grows with time, and it completes after 10 days with points', async () => {
    const paidAt = new Date();
    // ¥1,234.56 paid → 1234 points.
    const { order } = await insertOrder(the.server.db, {
      userId: the.demo.id,
      status: 2,
      paidAt,
      lines: [{ goodsId: goodsIds[0]!, number: 8, priceFen: 15_432 }],
    });
    expect(order.payTotalFen).toBe(123_456);

    // Not before FULFILMENT_DELAY_SECONDS (120).
    await localSeller(the.server.app).ship(new Date(paidAt.getTime() + 60_000));
    expect((await orderRow(order.id)).status).toBe(2);

    const shipTime = new Date(paidAt.getTime() + 121_000);
    await Promise.all([localSeller(the.server.app).ship(shipTime), localSeller(the.server.app).ship(shipTime)]);
    const shipped = await orderRow(order.id);
    expect(shipped.status).toBe(3);
    expect(shipped.shippedAt?.getTime()).toBe(shipTime.getTime());
    expect(['顺丰速运', '京东物流', '中通快递']).toContain(shipped.logisticsCompany);
    expect(shipped.trackingNo).toMatch(/^(SF\d{13}|JDVA\d{11}|7\d{13})$/);

    // The trace: 商家已发货 the moment it ships, more entries as time passes, newest first.
    const provider = localLogisticsProvider(() => shipFrom(the.server.db));
    const at = (ms: number) => provider.trace(shipped, new Date(shipTime.getTime() + ms));
    expect(await at(-1)).toEqual([]);
    expect((await at(0)).map((t) => t.text)).toEqual([expect.stringContaining('商家已发货')]);
    const early = await at(60 * 60 * 1000);
    expect(early.map((t) => t.text)).toEqual([expect.stringContaining('已揽收'), expect.stringContaining('商家已发货')]);
    const middle = await at(14 * 60 * 60 * 1000);
    expect(middle.length).toBeGreaterThan(early.length);
    expect(middle[0]!.text).toContain('运输中');
    const late = await at(3 * DAY);
    expect(late[0]!.text).toContain('派送中');
    expect(late.some((t) => t.text.includes('济南市'))).toBe(true);
    expect(late.some((t) => t.text.includes('已签收'))).toBe(false);
    for (let i = 1; i < late.length; i += 1) expect(late[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(late[i]!.at.getTime());

    // Over HTTP: the buyer's own order only.
    const res = await the.server.api<OrderLogistics>(`/api/order/${order.id}/logistics`, as(the.demo));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_id: order.id, company: shipped.logisticsCompany, tracking_no: shipped.trackingNo });
    // The order shows what the seller sent through /api/seller/v1: the local seller's first trace event on its parcel.
    expect(res.body.data.traces.map((t) => t.text)).toContainEqual(expect.stringContaining('已揽收'));
    expect((await the.server.api(`/api/order/${order.id}/logistics`, as(the.chain))).status).toBe(404);
    expect((await the.server.api('/api/order/abc/logistics', as(the.demo))).status).toBe(422);
    expect((await the.server.api(`/api/order/${order.id}/logistics`)).status).toBe(401);

    // Auto-complete: not before 10 days, then once (two nodes racing), with points and a ledger row.
    const pointsBefore = await pointsOf(the.demo.id);
    await autoCompleteOrders(the.server.db, new Date(shipTime.getTime() + 9 * DAY));
    expect((await orderRow(order.id)).status).toBe(3);
    const doneAt = new Date(shipTime.getTime() + 10 * DAY + 1000);
    await Promise.all([autoCompleteOrders(the.server.db, doneAt), autoCompleteOrders(the.server.db, doneAt)]);
    const done = await orderRow(order.id);
    expect(done).toMatchObject({ status: 4, pointsAwarded: 1234 });
    expect(done.completedAt?.getTime()).toBe(doneAt.getTime());
    expect(await pointsOf(the.demo.id)).toBe(pointsBefore + 1234);
    const ledger = await the.server.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, the.demo.id), eq(pointsTransactions.points, 1234)));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.balanceAfter).toBe(pointsBefore + 1234);

    // Completed: the trace ends with 已签收 at completion.
    const signed = await provider.trace(done, new Date(doneAt.getTime() + DAY));
    expect(signed[0]!.text).toContain('已签收');
    expect(signed[0]!.at.getTime()).toBe(doneAt.getTime());
  });

  it('shows the trace of an order shipped two days ago over HTTP', async () => {
    const shippedAt = new Date(Date.now() - 2 * DAY);
    const { order } = await insertOrder(the.server.db, {
      userId: the.demo.id,
      status: 3,
      shippedAt,
      lines: [{ goodsId: goodsIds[1]!, number: 1, priceFen: 990 }],
    });
    const res = await the.server.api<OrderLogistics>(`/api/order/${order.id}/logistics`, as(the.demo));
    expect(res.body.data.traces.length).toBeGreaterThan(5);
    expect(res.body.data.traces[0]!.at).toBeGreaterThan(res.body.data.traces.at(-1)!.at);
    expect(res.body.data.traces.at(-1)!.text).toContain('商家已发货');
  });

  it('leaves unpaid, cancelled and unshipped orders alone; an unshipped order has no trace', async () => {
    const now = new Date(Date.now() + 30 * DAY);
    const unpaid = await insertOrder(the.server.db, { userId: the.demo.id, status: 1, lines: [{ goodsId: goodsIds[0]!, number: 1, priceFen: 100 }] });
    const cancelled = await insertOrder(the.server.db, { userId: the.demo.id, status: 5, lines: [{ goodsId: goodsIds[0]!, number: 1, priceFen: 100 }] });
    await localSeller(the.server.app).ship(now);
    await autoCompleteOrders(the.server.db, now);
    const rows = await the.server.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [unpaid.order.id, cancelled.order.id]));
    expect(rows.map((r) => r.status).sort()).toEqual([1, 5]);
    const res = await the.server.api<OrderLogistics>(`/api/order/${unpaid.order.id}/logistics`, as(the.demo));
    expect(res.body.data).toMatchObject({ company: '', tracking_no: '', traces: [] });
  });

  it('reads the destination city from the copied address', () => {
    expect(destinationCity('山东省济南市历下区泉城路188号')).toBe('济南市');
    expect(destinationCity('北京市朝阳区建国路1号')).toBe('北京市');
    expect(destinationCity('广西壮族自治区南宁市青秀区民族大道')).toBe('南宁市');
  });
});
