import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStore } from '../../shared/contract/cart';
import type { ComboGoodsPage, ComboGroup } from '../../shared/contract/combo-gift';
import type { OrderDetail } from '../../shared/contract/order';
import { goods, promotionGoods, promotions, type GoodsRow, type PromotionRow } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, defaultAddressId, loginAs, placeOrder, type Who } from './order-fixtures';

// 组合满赠/换购 (/zhmz): groups are combo_gift promotions; the gift rides on a cart line, priced by the server.
let server: TestServer;
let demo: Who;
let amountGroup: PromotionRow;
let numberGroup: PromotionRow;
let amountGoods: GoodsRow;
let numberGoods: GoodsRow;

const day = 24 * 60 * 60 * 1000;

async function groupOf(name: string): Promise<PromotionRow> {
  const [row] = await server.db.select().from(promotions).where(eq(promotions.name, name));
  return row!;
}

/** The first goods of a group, made a plain ¥price goods outside every other activity. */
async function plainMemberOf(group: PromotionRow, priceFen: number): Promise<GoodsRow> {
  const [member] = await server.db.select().from(promotionGoods).where(eq(promotionGoods.promotionId, group.id)).orderBy(promotionGoods.goodsId).limit(1);
  const others = (await server.db.select({ id: promotions.id }).from(promotions).where(ne(promotions.kind, 'combo_gift'))).map((row) => row.id);
  await server.db.delete(promotionGoods).where(and(eq(promotionGoods.goodsId, member!.goodsId), inArray(promotionGoods.promotionId, others)));
  const [row] = await server.db
    .update(goods)
    .set({ priceFen, ladderPrice: [], step: 1, minBuy: 1, stock: 1000, isBuy: true, type: 0 })
    .where(eq(goods.id, member!.goodsId))
    .returning();
  return row!;
}

async function cartOf(who: Who): Promise<CartStore> {
  const response = await server.api<CartStore>('/api/cart/list', as(who));
  expect(response.status).toBe(200);
  return response.body.data;
}

const lineOf = (cart: CartStore, goodsId: number) => cart.data.find((item) => item.goods.id === goodsId)!;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  amountGroup = await groupOf('感冒过敏季组合满赠');
  numberGroup = await groupOf('抗菌消炎组合换购');
  amountGoods = await plainMemberOf(amountGroup, 10_000);
  numberGoods = await plainMemberOf(numberGroup, 1_000);
  const now = Date.now();
  await server.db.insert(promotions).values([
    {
      kind: 'combo_gift',
      name: '已结束的组合',
      giftRule: { buy_number: 0, gift_name: '药盒', gift_number: 1, gift_price: 0 },
      thresholdFen: 100,
      giftStock: 5,
      startsAt: new Date(now - 3 * day),
      endsAt: new Date(now - day),
    },
    {
      kind: 'combo_gift',
      name: '未开始的组合',
      giftRule: { buy_number: 0, gift_name: '药盒', gift_number: 1, gift_price: 0 },
      thresholdFen: 100,
      giftStock: 5,
      startsAt: new Date(now + day),
      endsAt: new Date(now + 3 * day),
    },
    {
      kind: 'combo_gift',
      name: '已暂停的组合',
      giftRule: { buy_number: 0, gift_name: '药盒', gift_number: 1, gift_price: 0 },
      thresholdFen: 100,
      giftStock: 5,
      isActive: false,
    },
  ]);
});
afterAll(() => server?.close());

describe('GET /api/combinationMzhgGroup', () => {
  it('lists only the running groups, with rule, gift, preview and no progress for a visitor', async () => {
    const response = await server.api<ComboGroup[]>('/api/combinationMzhgGroup');
    expect(response.status).toBe(200);
    const groups = response.body.data;
    expect(groups.map((g) => g.name).sort()).toEqual(['感冒过敏季组合满赠', '抗菌消炎组合换购'].sort());
    const amount = groups.find((g) => g.id === amountGroup.id)!;
    expect(amount).toMatchObject({ rule: '组合商品满¥600赠鱼跃电子体温计1件', threshold_amount: '600.00', threshold_number: null, progress: null });
    expect(amount.gift).toEqual({ name: '鱼跃电子体温计', number: 1, price: '0.00', type: 1, stock: 200 });
    expect(amount.preview.length).toBeGreaterThan(0);
    expect(amount.preview.length).toBeLessThanOrEqual(4);
    expect(amount.ends_at! - amount.now).toBeGreaterThan(0);
    const swap = groups.find((g) => g.id === numberGroup.id)!;
    expect(swap).toMatchObject({ threshold_amount: null, threshold_number: 30, gift: { type: 2, price: '9.90' } });
  });

  it('shows a signed-in buyer the progress of their cart', async () => {
    await cartWith(server, demo, [{ goods: amountGoods, number: 2 }]);
    const groups = (await server.api<ComboGroup[]>('/api/combinationMzhgGroup', as(demo))).body.data;
    expect(groups.find((g) => g.id === amountGroup.id)!.progress).toEqual({ amount: '200.00', number: 2, met: false, text: '已购¥200.00，再买¥400.00得赠品' });
  });
});

describe('GET /api/combinationMzhg', () => {
  it('pages the goods of a group', async () => {
    const members = await server.db.select().from(promotionGoods).where(eq(promotionGoods.promotionId, amountGroup.id));
    const first = await server.api<ComboGoodsPage>(`/api/combinationMzhg?group_id=${amountGroup.id}&page=1&per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.group.id).toBe(amountGroup.id);
    expect(first.body.data.goods).toMatchObject({ current_page: 1, per_page: 2, total: members.length });
    expect(first.body.data.goods.data).toHaveLength(Math.min(2, members.length));
    const second = await server.api<ComboGoodsPage>(`/api/combinationMzhg?group_id=${amountGroup.id}&page=2&per_page=2`);
    const ids = [...first.body.data.goods.data, ...second.body.data.goods.data].map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(members.map((m) => m.goodsId)).toContain(id);
  });

  it('answers 404 for a group that is not running and 422 for bad input, writing nothing', async () => {
    const stopped = await server.db
      .select()
      .from(promotions)
      .where(inArray(promotions.name, ['已结束的组合', '未开始的组合', '已暂停的组合']));
    for (const row of stopped) {
      const response = await server.api(`/api/combinationMzhg?group_id=${row.id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('该组合活动不存在或已结束');
    }
    // A promotion of another kind is not a group.
    const [manjian] = await server.db.select().from(promotions).where(eq(promotions.kind, 'manjian'));
    expect((await server.api(`/api/combinationMzhg?group_id=${manjian!.id}`)).status).toBe(404);
    expect((await server.api('/api/combinationMzhg?group_id=999999')).status).toBe(404);
    for (const query of ['', 'group_id=', 'group_id=abc', 'group_id=0', 'group_id=-1', 'group_id=1.5', 'group_id=99999999999999']) {
      const response = await server.api(`/api/combinationMzhg?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.errors?.group_id?.[0]).toMatch(/活动/);
    }
    for (const query of ['page=0', 'page=x', 'page=-3', 'page=1e9', 'per_page=1000']) {
      const response = await server.api(`/api/combinationMzhg?group_id=${amountGroup.id}&${query}`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors ?? {}).length).toBe(1);
    }
  });

  it('refuses hostile input without a 500', async () => {
    for (const query of [
      'group_id=1%20or%201%3D1',
      'group_id[]=1&group_id[]=2',
      'group_id=%00',
      "group_id='%3Bdrop%20table%20promotions",
      'group_id=<script>',
    ]) {
      const response = await server.api(`/api/combinationMzhg?${query}`);
      expect(response.status).toBe(422);
    }
    expect((await server.api('/api/combinationMzhgGroup?x=%00&page[]=1')).status).toBeLessThan(500);
    expect((await server.db.select().from(promotions).where(eq(promotions.kind, 'combo_gift'))).length).toBe(5);
  });
});

describe('the gift at checkout', () => {
  const stockOf = async (id: number) => (await server.db.select({ s: promotions.giftStock }).from(promotions).where(eq(promotions.id, id)))[0]!.s;

  it('adds the free gift exactly when the group reaches its amount, and the order keeps it', async () => {
    await cartWith(server, demo, [{ goods: amountGoods, number: 5 }]);
    expect(lineOf(await cartOf(demo), amountGoods.id).gift_data).toBeNull();

    const ids = await cartWith(server, demo, [{ goods: amountGoods, number: 6 }]);
    const line = lineOf(await cartOf(demo), amountGoods.id);
    expect(line.gift_data).toEqual({ total: '0.00', type: 1, name: '鱼跃电子体温计', number: 1 });
    expect(line.subtotal).toBe('600.00');

    const before = await stockOf(amountGroup.id);
    const placed = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    expect(await stockOf(amountGroup.id)).toBe(before! - 1);
    const detail = (await server.api<OrderDetail>(`/api/order/${placed.body.data.id}`, as(demo))).body.data;
    expect(detail.items.find((item) => item.goods_id === amountGoods.id)!.gift).toEqual({ name: '鱼跃电子体温计', number: 1, total: '0.00' });

    // Cancelling returns the gift to the group.
    const cancelled = await server.api(`/api/order/${placed.body.data.id}/cancel`, as(demo, json({ reason: '不想要了' })));
    expect(cancelled.status).toBe(200);
    expect(await stockOf(amountGroup.id)).toBe(before);
  });

  it('charges the 换购 price only once the quantity is reached, and drops it below', async () => {
    await cartWith(server, demo, [{ goods: numberGoods, number: 29 }]);
    expect(lineOf(await cartOf(demo), numberGoods.id).gift_data).toBeNull();

    const ids = await cartWith(server, demo, [{ goods: numberGoods, number: 30 }]);
    const line = lineOf(await cartOf(demo), numberGoods.id);
    expect(line.gift_data).toEqual({ total: '9.90', type: 2, name: '一次性医用外科口罩（50只/盒）', number: 1 });
    expect(line.subtotal).toBe('309.90');

    // Down to 29: the 换购 is gone from the line and its subtotal.
    expect((await server.api(`/api/cart/${ids[0]}/edit`, as(demo, json({ params: { number: 29 } })))).status).toBe(200);
    const dropped = lineOf(await cartOf(demo), numberGoods.id);
    expect(dropped.gift_data).toBeNull();
    expect(dropped.subtotal).toBe('290.00');

    expect((await server.api(`/api/cart/${ids[0]}/edit`, as(demo, json({ params: { number: 30 } })))).status).toBe(200);
    const placed = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    const detail = (await server.api<OrderDetail>(`/api/order/${placed.body.data.id}`, as(demo))).body.data;
    expect(detail.items.find((item) => item.goods_id === numberGoods.id)!.gift).toEqual({ name: '一次性医用外科口罩（50只/盒）', number: 1, total: '9.90' });
    expect(detail.goods_total).toBe('309.90');
  });

  it('gives nothing once the gifts are gone, and never takes gift stock below zero', async () => {
    await server.db.update(promotions).set({ giftStock: 0 }).where(eq(promotions.id, amountGroup.id));
    const ids = await cartWith(server, demo, [{ goods: amountGoods, number: 6 }]);
    expect(lineOf(await cartOf(demo), amountGoods.id).gift_data).toBeNull();
    const placed = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    expect(await stockOf(amountGroup.id)).toBe(0);
    await expect(server.db.update(promotions).set({ giftStock: -1 }).where(eq(promotions.id, amountGroup.id))).rejects.toThrow();
  });
});
