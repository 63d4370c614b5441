import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStore } from '../../shared/contract/cart';
import type { Page } from '../../shared/contract/envelope';
import type { GoodsCombination, GoodsSummary, SearchSuggestion } from '../../shared/contract/goods';
import type { OrderDetail } from '../../shared/contract/order';
import { cartItems, combinationItems, goods, orderItems, type GoodsRow } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, defaultAddressId, goodsRow, loginAs, placeOrder, yuan, type Who } from './order-fixtures';

// 套餐 (cart item type 3): a goods row of kind combination whose stock is its components'.
let server: TestServer;
let demo: Who;
let pack: GoodsRow;
let parts: { goods: GoodsRow; number: number }[];

const setStock = async (stock: Record<number, number>) => {
  for (const [id, n] of Object.entries(stock))
    await server.db
      .update(goods)
      .set({ stock: n, isBuy: true })
      .where(eq(goods.id, Number(id)));
};

async function addPack(who: Who, number: number, type = 3) {
  await server.db.delete(cartItems).where(eq(cartItems.userId, who.id));
  return server.api<{ total: number }>('/api/cart', as(who, json({ params: [{ goods_id: pack.id, number, type }] })));
}

async function cartOf(who: Who): Promise<CartStore> {
  const response = await server.api<CartStore>('/api/cart/list', as(who));
  expect(response.status).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  const [row] = await server.db.select().from(goods).where(eq(goods.name, '感冒组合装'));
  pack = row!;
  const items = await server.db
    .select({ goods, number: combinationItems.number })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .where(eq(combinationItems.combinationGoodsId, pack.id))
    .orderBy(asc(goods.id));
  parts = items.map((item) => ({ goods: item.goods, number: item.number }));
  // Plain quantities: one by one, plenty of stock.
  for (const part of parts) await server.db.update(goods).set({ step: 1, minBuy: 1, stock: 1000, isBuy: true }).where(eq(goods.id, part.goods.id));
});
afterAll(() => server?.close());

describe('套餐 in the cart', () => {
  it('is seeded as a type-3 goods with components priced below their list total', () => {
    expect(pack).toMatchObject({ kind: 'combination', type: 3 });
    expect(parts.length).toBeGreaterThanOrEqual(2);
    const list = parts.reduce((sum, p) => sum + p.goods.priceFen * p.number, 0);
    expect(pack.priceFen).toBeLessThan(list);
  });

  it('adds as a type-3 line with its components, the package price, no coupon and no 满减', async () => {
    expect((await addPack(demo, 2)).status).toBe(200);
    const cart = await cartOf(demo);
    expect(cart.data).toHaveLength(1);
    const line = cart.data[0]!;
    expect(line).toMatchObject({
      type: 3,
      number: 2,
      price: yuan(pack.priceFen),
      with_coupon: 0,
      goods_manjian_id: 0,
      gift_data: null,
      subtotal: yuan(pack.priceFen * 2),
    });
    expect(line.combination).toEqual({
      id: pack.id,
      name: '感冒组合装',
      price: yuan(pack.priceFen),
      items: parts.map((p) => expect.objectContaining({ goods_id: p.goods.id, name: p.goods.name, ypgg: p.goods.ypgg, number: p.number })),
    });
    expect(cart.totals.selected_total).toBe(yuan(pack.priceFen * 2));
    expect(cart.totals.coupon_eligible_total).toBe('0.00');
    expect(cart.activity_data.manjians.manjians.every((tier) => tier.status === 0)).toBe(true);
  });

  it('the type comes from the goods: a 套餐 added without type 3 is still a 套餐 line', async () => {
    expect((await addPack(demo, 1, 0)).status).toBe(200);
    const [row] = await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id));
    expect(row!.type).toBe(3);
  });

  it('quantity clamps at what the components allow', async () => {
    const [a, b] = parts;
    await setStock({ [a!.goods.id]: 7 * a!.number + (a!.number - 1), [b!.goods.id]: 1000 });
    expect((await addPack(demo, 50)).status).toBe(200);
    let line = (await cartOf(demo)).data[0]!;
    expect(line.number).toBe(7);
    expect(line.goods.number).toBe(7);
    const [item] = await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id));
    expect((await server.api(`/api/cart/${item!.id}/edit`, as(demo, json({ params: { number: 99 } })))).status).toBe(200);
    line = (await cartOf(demo)).data[0]!;
    expect(line.number).toBe(7);

    // A component sold out: the package still counts (docs/product/constants.md: combination
    // items count regardless of stock); the order checks the parts' stock.
    await setStock({ [a!.goods.id]: a!.number - 1 });
    const cart = await cartOf(demo);
    expect(cart.data[0]).toMatchObject({ is_selected: 1, goods: { is_buy: 1, number: 0 } });
    expect(cart.totals.selected_total).toBe(yuan(pack.priceFen * 7));
    const again = await addPack(demo, 1);
    expect(again.status).toBe(422);
    expect(again.body.errors?.['params.0.goods_id']?.[0]).toBe('该套餐库存不足');
    await setStock({ [a!.goods.id]: 1000 });
  });

  it('an order reserves the components, writes one item per component summing to the package price, cancel gives stock back', async () => {
    const before = await Promise.all(parts.map((p) => goodsRow(server, p.goods.id)));
    const packBefore = await goodsRow(server, pack.id);
    await addPack(demo, 3);
    const [item] = await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id));
    const preview = await server.api<{ pay_total: string; goods_total: string }>('/api/cart/checkout', as(demo, json({ ids: [item!.id] })));
    expect(preview.status).toBe(200);
    expect(preview.body.data.goods_total).toBe(yuan(pack.priceFen * 3));

    const placed = await placeOrder(server, demo, { ids: [item!.id], address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    const order = placed.body.data;

    for (const [i, p] of parts.entries()) expect((await goodsRow(server, p.goods.id)).stock).toBe(before[i]!.stock - p.number * 3);
    expect((await goodsRow(server, pack.id)).stock).toBe(packBefore.stock);

    const rows = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.goodsId));
    expect(rows.map((r) => [r.goodsId, r.number, r.combinationName])).toEqual(parts.map((p) => [p.goods.id, p.number * 3, '感冒组合装']));
    expect(rows.reduce((sum, r) => sum + r.amountFen, 0)).toBe(pack.priceFen * 3);
    for (const r of rows) expect(r.priceFen * r.number).toBeLessThanOrEqual(r.amountFen);

    const detail = await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo));
    expect(detail.body.data.items.every((it) => it.combination_name === '感冒组合装')).toBe(true);

    const cancelled = await server.api(`/api/order/${order.id}/cancel`, as(demo, json({ reason: '不想要了' })));
    expect(cancelled.status).toBe(200);
    for (const [i, p] of parts.entries()) expect((await goodsRow(server, p.goods.id)).stock).toBe(before[i]!.stock);
  });

  it('再次购买 puts the 套餐 back as the package, with its count, not as loose components', async () => {
    await addPack(demo, 2);
    const [item] = await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id));
    const placed = await placeOrder(server, demo, { ids: [item!.id], address_id: await defaultAddressId(server, demo) });
    expect(placed.status).toBe(200);
    const order = placed.body.data;
    expect((await server.db.select().from(cartItems).where(eq(cartItems.userId, demo.id))).length).toBe(0);

    const rebuy = await server.api<{ added: number; skipped: number }>(`/api/order/${order.id}/rebuy`, as(demo, json({})));
    expect(rebuy.status).toBe(200);
    expect(rebuy.body.data).toMatchObject({ added: 1, skipped: 0 });
    const cart = await cartOf(demo);
    expect(cart.data.map((line) => [line.goods.id, line.type, line.number])).toEqual([[pack.id, 3, 2]]);
  });

  it('two buyers racing for a 套餐 whose component is short never oversell', async () => {
    const chain = await loginAs(server, 'chain');
    const [a] = parts;
    // Room for three packages of the first component.
    const stock = a!.number * 3;
    const bodies = await Promise.all(
      [demo, chain].map(async (who) => {
        await addPack(who, 2);
        const [item] = await server.db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.userId, who.id), eq(cartItems.goodsId, pack.id)));
        return { who, body: { ids: [item!.id], address_id: await defaultAddressId(server, who) } };
      }),
    );
    await setStock({ [a!.goods.id]: stock });
    const answers = await Promise.all(bodies.map(({ who, body }) => placeOrder(server, who, body)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = answers.find((r) => r.status !== 200)!;
    expect(lost.status).toBe(422);
    expect((await goodsRow(server, a!.goods.id)).stock).toBe(stock - a!.number * 2);
    await setStock({ [a!.goods.id]: 1000 });
  });
});

describe('套餐 in the catalogue', () => {
  it('is not listed, suggested or counted as goods', async () => {
    const packs = await server.db.select({ id: goods.id, name: goods.name }).from(goods).where(eq(goods.kind, 'combination'));
    expect(packs.length).toBe(4);
    const ids = new Set(packs.map((p) => p.id));
    const list = await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=100&keywords=组合');
    expect(list.body.data.data.some((g) => ids.has(g.id))).toBe(false);
    const all = await server.api<Page<GoodsSummary>>('/api/goods/list?per_page=100&sort=price&order=desc');
    expect(all.body.data.data.some((g) => ids.has(g.id))).toBe(false);
    // The packages exist as goods rows all the same (they were left out above, not missing).
    const rows = await server.db
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.id, [...ids]));
    expect(rows).toHaveLength(ids.size);
    for (const p of packs) {
      const suggestions = await server.api<SearchSuggestion[]>(`/api/goods/search?keywords=${encodeURIComponent(p.name)}`);
      expect(suggestions.status).toBe(200);
      expect(suggestions.body.data.some((s) => s.keyword === p.name || ids.has(s.goods_id))).toBe(false);
    }
    const hot = await server.api<GoodsSummary[]>('/api/goods/hot?limit=50');
    expect(hot.body.data.some((g) => ids.has(g.id))).toBe(false);
  });

  it('GET /api/goods/:id/combinations lists the packages of a goods with prices for members only', async () => {
    const [a] = parts;
    const member = await server.api<GoodsCombination[]>(`/api/goods/${a!.goods.id}/combinations`, as(demo));
    expect(member.status).toBe(200);
    const found = member.body.data.find((c) => c.id === pack.id)!;
    const list = parts.reduce((sum, p) => sum + p.goods.priceFen * p.number, 0);
    expect(found).toMatchObject({
      name: '感冒组合装',
      price: yuan(pack.priceFen),
      original_total: yuan(list),
      saving: yuan(list - pack.priceFen),
      is_buy: 1,
    });
    expect(found.items.map((i) => [i.goods_id, i.number])).toEqual(parts.map((p) => [p.goods.id, p.number]));
    const visitor = await server.api<GoodsCombination[]>(`/api/goods/${a!.goods.id}/combinations`);
    expect(visitor.body.data.find((c) => c.id === pack.id)).toMatchObject({ price: null, original_total: null, saving: null });
    const none = await server.api<GoodsCombination[]>(`/api/goods/999999/combinations`);
    expect(none.body.data).toEqual([]);
    const bad = await server.api(`/api/goods/abc/combinations`);
    expect(bad.status).toBe(422);
  });
});
