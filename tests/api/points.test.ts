import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { PointsGift, PointsOrder } from '../../shared/contract/order';
import { addresses, pointsGifts, pointsOrders, pointsTransactions, users } from '../../server/db/schema';
import { json } from './harness';
import { as, withDemoAndChain, type Who } from './order-fixtures';

const the = withDemoAndChain();
let demoAddress: number;
let chainAddress: number;

const exchange = (who: Who, body: unknown) => the.server.api<PointsOrder>('/api/points/exchange', as(who, json(body)));

async function pointsOf(userId: number): Promise<number> {
  const [row] = await the.server.db.select({ p: users.points }).from(users).where(eq(users.id, userId));
  return row!.p;
}
async function stockOf(giftId: number): Promise<number> {
  const [row] = await the.server.db.select({ s: pointsGifts.stock }).from(pointsGifts).where(eq(pointsGifts.id, giftId));
  return row!.s;
}
async function ordersOf(userId: number) {
  return the.server.db.select().from(pointsOrders).where(eq(pointsOrders.userId, userId));
}
async function addAddress(userId: number, consignee: string): Promise<number> {
  const [row] = await the.server.db
    .insert(addresses)
    .values({ userId, consignee, phone: '13800138000', province: '山东省', city: '济南市', district: '历下区', detail: '泉城路188号' })
    .returning({ id: addresses.id });
  return row!.id;
}
async function gift(name: string): Promise<PointsGift> {
  const res = await the.server.api<PointsGift[]>('/api/points/gifts', as(the.demo));
  return res.body.data.find((g) => g.name === name)!;
}

beforeAll(async () => {
  demoAddress = await addAddress(the.demo.id, '王建国');
  chainAddress = await addAddress(the.chain.id, '李连锁');
});

describe('points: seed and gifts', () => {
  it('lists the seeded gifts cheapest first; the demo buyer starts with 12,000 points and an opening ledger row', async () => {
    const res = await the.server.api<PointsGift[]>('/api/points/gifts', as(the.demo));
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(6);
    const points = res.body.data.map((g) => g.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(res.body.data.find((g) => g.name === '医用外科口罩(50只/盒)')).toMatchObject({ points: 300 });
    expect(await pointsOf(the.demo.id)).toBe(12_000);
    const ledger = await the.server.db.select().from(pointsTransactions).where(eq(pointsTransactions.userId, the.demo.id));
    expect(ledger).toEqual([expect.objectContaining({ points: 12_000, balanceAfter: 12_000, note: '开户赠送积分' })]);
    expect((await the.server.api('/api/points/gifts')).status).toBe(401);
  });
});

describe('points: exchange', () => {
  it('deducts points and gift stock, copies the address, writes the ledger and lists the order', async () => {
    const mask = await gift('医用外科口罩(50只/盒)');
    const before = await pointsOf(the.demo.id);
    const res = await exchange(the.demo, { gift_id: mask.id, number: 2, address_id: demoAddress });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('兑换成功');
    expect(res.body.data).toMatchObject({
      gift_name: '医用外科口罩(50只/盒)',
      number: 2,
      points: 600,
      status: 1,
      status_text: '待发货',
      consignee: '王建国',
      address: '山东省济南市历下区泉城路188号',
    });
    expect(res.body.data.order_no).toMatch(/^JF\d{20}$/);
    expect(await pointsOf(the.demo.id)).toBe(before - 600);
    expect(await stockOf(mask.id)).toBe(mask.stock - 2);
    const [row] = await the.server.db
      .select()
      .from(pointsTransactions)
      .where(and(eq(pointsTransactions.userId, the.demo.id), eq(pointsTransactions.points, -600)));
    expect(row).toMatchObject({ balanceAfter: before - 600 });
    const list = await the.server.api<Page<PointsOrder>>('/api/points/orders', as(the.demo));
    expect(list.body.data.data[0]).toMatchObject({ id: res.body.data.id, points: 600 });
    const other = await the.server.api<Page<PointsOrder>>('/api/points/orders', as(the.chain));
    expect(other.body.data.data.some((o) => o.id === res.body.data.id)).toBe(false);
  });

  it('积分不足 → 422 and nothing changes', async () => {
    const meter = await gift('上臂式电子血压计');
    const before = await pointsOf(the.demo.id);
    const ordersBefore = (await ordersOf(the.demo.id)).length;
    const res = await exchange(the.demo, { gift_id: meter.id, number: 3, address_id: demoAddress });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('积分不足');
    expect(await pointsOf(the.demo.id)).toBe(before);
    expect(await stockOf(meter.id)).toBe(meter.stock);
    expect((await ordersOf(the.demo.id)).length).toBe(ordersBefore);
  });

  it('two racing exchanges for a gift with stock 1: one order', async () => {
    const [row] = await the.server.db.insert(pointsGifts).values({ name: '限量保温杯', points: 100, stock: 1 }).returning();
    const before = await pointsOf(the.demo.id);
    const results = await Promise.all([
      exchange(the.demo, { gift_id: row!.id, number: 1, address_id: demoAddress }),
      exchange(the.demo, { gift_id: row!.id, number: 1, address_id: demoAddress }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await stockOf(row!.id)).toBe(0);
    expect(await pointsOf(the.demo.id)).toBe(before - 100);
    const made = await the.server.db.select().from(pointsOrders).where(eq(pointsOrders.giftId, row!.id));
    expect(made).toHaveLength(1);
    const soldOut = await exchange(the.demo, { gift_id: row!.id, number: 1, address_id: demoAddress });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body.message).toContain('已兑完');
  });

  it("another buyer's address or an unknown gift → 404, nothing changes", async () => {
    const mask = await gift('医用外科口罩(50只/盒)');
    const before = await pointsOf(the.demo.id);
    expect((await exchange(the.demo, { gift_id: mask.id, number: 1, address_id: chainAddress })).status).toBe(404);
    expect((await exchange(the.demo, { gift_id: 999_999, number: 1, address_id: demoAddress })).status).toBe(404);
    expect(await pointsOf(the.demo.id)).toBe(before);
    expect(await stockOf(mask.id)).toBe(mask.stock);
  });

  it('malformed bodies → 422 with a field message, nothing changes', async () => {
    const mask = await gift('医用外科口罩(50只/盒)');
    const before = await pointsOf(the.demo.id);
    const ordersBefore = (await ordersOf(the.demo.id)).length;
    const cases: [unknown, string][] = [
      [{}, 'gift_id'],
      [{ gift_id: 'x', number: 1, address_id: demoAddress }, 'gift_id'],
      [{ gift_id: mask.id, number: 0, address_id: demoAddress }, 'number'],
      [{ gift_id: mask.id, number: 1.5, address_id: demoAddress }, 'number'],
      [{ gift_id: mask.id, number: 100, address_id: demoAddress }, 'number'],
      [{ gift_id: mask.id, number: 1 }, 'address_id'],
      [{ gift_id: mask.id, number: 1, address_id: -1 }, 'address_id'],
    ];
    for (const [body, field] of cases) {
      const res = await exchange(the.demo, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]?.[0], JSON.stringify(res.body)).toMatch(/[\u4e00-\u9fa5]/);
    }
    // The words the exchange dialog shows before sending (shared/contract/calls/points-exchange-input.ts).
    expect((await exchange(the.demo, { gift_id: mask.id, number: 0, address_id: demoAddress })).body.errors?.number?.[0]).toBe('兑换数量至少1件');
    expect((await exchange(the.demo, { gift_id: mask.id, number: 1 })).body.errors?.address_id?.[0]).toBe('请选择收货地址');
    const bad = await the.server.api('/api/points/exchange', as(the.demo, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2' }));
    expect(bad.status).toBe(422);
    expect(await pointsOf(the.demo.id)).toBe(before);
    expect(await stockOf(mask.id)).toBe(mask.stock);
    expect((await ordersOf(the.demo.id)).length).toBe(ordersBefore);
  });
});
