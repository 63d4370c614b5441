import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, CartNextHint, CartStore, CheckoutPreview } from '../../shared/contract/cart';
import { cartItems, goods, promotionGoods, promotions, users, type GoodsRow } from '../../server/db/schema';
import { form, json } from './harness';
import { as, withDemoAndChain, yuan, type Who } from './order-fixtures';

// Every expected figure below is worked out here from the goods rows the
// seed wrote, with the arithmetic written out again (not via shared/domain),
// so a wrong rule on the server shows up as a mismatch.

const the = withDemoAndChain();
let chainStores: number[];
let manjianGoods: Set<number>;

const THRESHOLD = 80_000; // 包邮门槛 ¥800 (seed)
const FREIGHT = 1_000;

/** The unit price for a quantity, worked out from the row: from-N tiers (type 2) and up-to-N tiers (type 1, base price above the last). */
function expectedUnit(row: GoodsRow, quantity: number): number {
  const tiers = [...row.ladderPrice].sort((a, b) => a.number - b.number);
  if (row.ladderPriceType === 1) return tiers.find((t) => quantity <= t.number)?.price ?? row.priceFen;
  let price = row.priceFen;
  for (const tier of tiers) if (quantity >= tier.number) price = tier.price;
  return price;
}

async function clearCart(userId: number): Promise<void> {
  await the.server.db.delete(cartItems).where(eq(cartItems.userId, userId));
}

async function linesOf(userId: number) {
  return the.server.db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

/** Buyable, well-stocked ordinary goods outside the 满减 set, without ladder or single-item free shipping. */
async function plainGoods(n: number, exclude: number[] = []): Promise<GoodsRow[]> {
  const rows = await the.server.db
    .select()
    .from(goods)
    .where(and(eq(goods.isBuy, true), gt(goods.stock, 500), eq(goods.ladderPriceType, 0), eq(goods.type, 0), eq(goods.isDpby, false)))
    .orderBy(asc(goods.id));
  return rows.filter((row) => !manjianGoods.has(row.id) && !exclude.includes(row.id)).slice(0, n);
}

const list = (who: Who, query = '') => the.server.api<CartStore>(`/api/cart/list${query}`, as(who));
const add = (who: Who, params: unknown[]) => the.server.api<{ total: number }>('/api/cart', as(who, json({ params })));

beforeAll(async () => {
  chainStores = (await the.server.db.select({ id: users.id }).from(users).where(eq(users.ownerId, the.chain.id)).orderBy(asc(users.id))).map((r) => r.id);
  const [manjian] = await the.server.db.select().from(promotions).where(eq(promotions.kind, 'manjian'));
  manjianGoods = new Set(
    (await the.server.db.select({ id: promotionGoods.goodsId }).from(promotionGoods).where(eq(promotionGoods.promotionId, manjian!.id))).map((r) => r.id),
  );
});

describe('cart: visitors and bad input', () => {
  it('asks a visitor to log in (10001) on every cart call', async () => {
    const calls: [string, RequestInit | undefined][] = [
      ['/api/cart/list', undefined],
      ['/api/cart/total', undefined],
      ['/api/cart', json({ params: [{ goods_id: 1, number: 1 }] })],
      ['/api/cart/1/edit', json({ params: { number: 1 } })],
      ['/api/cart/batch_select', json({ ids: [1], is_selected: 1 })],
      ['/api/cart/batch_delete', json({ ids: [1] })],
      ['/api/cart/quick_add/1', json({})],
      ['/api/cart/copy', json({ ids: [1], other_user_ids: [1] })],
      ['/api/cart/next_hint', json({})],
      ['/api/cart/checkout', json({ ids: [1] })],
    ];
    for (const [path, init] of calls) {
      const res = await the.server.api(path, init);
      expect(res.status, path).toBe(401);
      expect(res.body.code, path).toBe(10001);
    }
  });

  it('answers malformed bodies with 422 and Chinese field messages, writing nothing', async () => {
    await clearCart(the.demo.id);
    const [g] = await plainGoods(1);
    const cases: [string, RequestInit, string][] = [
      ['/api/cart', json({}), 'params'],
      ['/api/cart', json({ params: 'x' }), 'params'],
      ['/api/cart', json({ params: [] }), 'params'],
      ['/api/cart', json({ params: [{ goods_id: g!.id, number: 'abc' }] }), 'params.0.number'],
      ['/api/cart', json({ params: [{ goods_id: g!.id, number: -5 }] }), 'params.0.number'],
      ['/api/cart', json({ params: [{ goods_id: 'x', number: 10 }] }), 'params.0.goods_id'],
      ['/api/cart', form('params[0][goods_id]=&params[0][number]=10'), 'params.0.goods_id'],
      ['/api/cart', json({ params: [{ goods_id: 999999, number: 10 }] }), 'params.0.goods_id'],
      ['/api/cart/abc/edit', json({ params: { number: 10 } }), 'id'],
      ['/api/cart/1/edit', json({ params: { number: 0 } }), 'params.number'],
      ['/api/cart/batch_select', json({ ids: [], is_selected: 1 }), 'ids'],
      ['/api/cart/batch_select', json({ ids: [1], is_selected: 2 }), 'is_selected'],
      ['/api/cart/batch_delete', json({ ids: 'a,b' }), 'ids.0'],
      ['/api/cart/copy', json({ ids: [1] }), 'other_user_ids'],
      ['/api/cart/checkout', json({ ids: {} }), 'ids'],
      ['/api/cart/quick_add/0', json({}), 'id'],
    ];
    for (const [path, init, field] of cases) {
      const res = await the.server.api(path, as(the.demo, init));
      expect(res.status, `${path} ${String(init.body as string)}`).toBe(422);
      expect(res.body.code).toBe(422);
      expect(res.body.errors?.[field]?.[0], `${path} ${String(init.body as string)}`).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await the.server.api('/api/cart/list?filters=abc', as(the.demo));
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.filters?.[0]).toBe('筛选条件不正确');
    expect(await linesOf(the.demo.id)).toEqual([]);
  });
});

describe('cart: adding', () => {
  it('prices from the goods ladder, ignoring the client price', async () => {
    await clearCart(the.demo.id);
    const [row] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.ladderPriceType, 2), eq(goods.isBuy, true), gt(goods.stock, 300), eq(goods.type, 0)))
      .orderBy(asc(goods.id))
      .limit(1);
    const tier = [...row!.ladderPrice].sort((a, b) => a.number - b.number)[0]!;
    // A quantity at the first tier, in whole packing steps.
    const quantity = Math.ceil(tier.number / row!.step) * row!.step;
    const res = await add(the.demo, [{ goods_id: row!.id, price: '0.01', number: quantity }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ total: 1 });
    const [line] = await linesOf(the.demo.id);
    expect(line!.priceFen).toBe(expectedUnit(row!, quantity));
    expect(line!.priceFen).not.toBe(1);
    const store = await list(the.demo);
    expect(store.body.data.data[0]).toMatchObject({ number: quantity, price: yuan(expectedUnit(row!, quantity)) });
    expect(expectedUnit(row!, quantity)).toBeLessThan(row!.priceFen);
  });

  it('accepts the form-encoded bracket notation of the spec client and adds to an existing line', async () => {
    await clearCart(the.demo.id);
    const [g] = await plainGoods(1);
    const step = g!.step;
    const min = Math.max(step, Math.ceil(g!.minBuy / step) * step);
    let res = await the.server.api<{ total: number }>(
      '/api/cart',
      as(
        the.demo,
        form(
          `params[0][goods_id]=${g!.id}&params[0][price]=0.01&params[0][number]=${min}&params[0][ck_id]=0&params[0][goods_price_id]=0&params[0][ladder_price_id]=0&params[0][goods_manjian_id]=0&params[0][is_yj]=0`,
        ),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 10000, data: { total: 1 } });
    res = await the.server.api('/api/cart', as(the.demo, form(`params[0][goods_id]=${g!.id}&params[0][number]=${step}`)));
    expect(res.body.data).toEqual({ total: 1 });
    const lines = await linesOf(the.demo.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.number).toBe(min + step);
    const shown = (await list(the.demo)).body.data.data[0]!;
    expect(shown.goods).toMatchObject({ id: g!.id, ck_id: 0 });
    expect(lines[0]!.priceFen).toBe(g!.priceFen);
    const total = await the.server.api<{ total: number }>('/api/cart/total', as(the.demo));
    expect(total.body.data).toEqual({ total: 1 });
  });

  it('carries the warehouse a line was added from on its goods (docs/product/entities.md cart line: goods.ck_id)', async () => {
    await clearCart(the.demo.id);
    const [g] = await plainGoods(1);
    await add(the.demo, [{ goods_id: g!.id, number: g!.minBuy, ck_id: 2 }]);
    const [line] = (await list(the.demo)).body.data.data;
    expect(line!.goods).toMatchObject({ id: g!.id, ck_id: 2 });
    expect(line).not.toHaveProperty('ck_id');
  });

  it('holds quantities to whole packing steps, the minimum purchase and the stock', async () => {
    await clearCart(the.demo.id);
    const [row] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.isBuy, true), gt(goods.step, 1), gt(goods.stock, 100), eq(goods.ladderPriceType, 0)))
      .orderBy(asc(goods.id))
      .limit(1);
    const g = row!;
    // 1 unit of a goods sold in steps of `step` becomes the minimum purchase.
    await add(the.demo, [{ goods_id: g.id, number: 1 }]);
    expect((await linesOf(the.demo.id))[0]!.number).toBe(Math.max(g.step, Math.ceil(g.minBuy / g.step) * g.step));
    // Far more than the stock: the most whole steps the stock allows.
    await add(the.demo, [{ goods_id: g.id, number: g.stock * 10 }]);
    expect((await linesOf(the.demo.id))[0]!.number).toBe(Math.floor(g.stock / g.step) * g.step);
    // Editing to an odd quantity rounds to the nearest step.
    const id = (await linesOf(the.demo.id))[0]!.id;
    const edited = await the.server.api<CartStore>(`/api/cart/${id}/edit`, as(the.demo, json({ params: { number: g.step * 2 + 1 } })));
    expect(edited.status).toBe(200);
    expect(edited.body.data.data[0]!.number).toBe(Math.max(g.step * 2, Math.ceil(g.minBuy / g.step) * g.step));
  });

  it('refuses goods that cannot be bought with 422, all or nothing', async () => {
    await clearCart(the.demo.id);
    const [ok, blocked, soldOut] = await plainGoods(3);
    await the.server.db.update(goods).set({ isBuy: false }).where(eq(goods.id, blocked!.id));
    await the.server.db.update(goods).set({ stock: 0 }).where(eq(goods.id, soldOut!.id));
    try {
      const res = await add(the.demo, [
        { goods_id: ok!.id, number: ok!.minBuy },
        { goods_id: blocked!.id, number: blocked!.minBuy },
        { goods_id: soldOut!.id, number: soldOut!.minBuy },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ 'params.1.goods_id': ['该商品暂不可购买'], 'params.2.goods_id': ['该商品已售罄'] });
      expect(res.body.message).toBe('该商品暂不可购买');
      expect(await linesOf(the.demo.id)).toEqual([]);
      const quick = await the.server.api(`/api/cart/quick_add/${blocked!.id}`, as(the.demo, json({})));
      expect(quick.status).toBe(422);
      expect(quick.body.errors).toEqual({ id: ['该商品暂不可购买'] });
      expect(await linesOf(the.demo.id)).toEqual([]);
    } finally {
      await the.server.db.update(goods).set({ isBuy: true }).where(eq(goods.id, blocked!.id));
      await the.server.db.update(goods).set({ stock: soldOut!.stock }).where(eq(goods.id, soldOut!.id));
    }
  });

  it('quick-adds one packing step (at least the minimum purchase)', async () => {
    await clearCart(the.demo.id);
    const [g] = await plainGoods(1);
    const min = Math.max(g!.step, Math.ceil(g!.minBuy / g!.step) * g!.step);
    let res = await the.server.api<{ total: number }>(`/api/cart/quick_add/${g!.id}`, as(the.demo, json({})));
    expect(res.body).toMatchObject({ code: 10000, data: { total: 1 } });
    res = await the.server.api<{ total: number }>(`/api/cart/quick_add/${g!.id}`, as(the.demo, json({})));
    expect((await linesOf(the.demo.id))[0]!.number).toBe(Math.max(min, 2 * g!.step));
  });
});

describe('cart: list, totals and activities', () => {
  it('returns the cart store with every docs/product/constants.md total computed from the goods prices', async () => {
    await clearCart(the.demo.id);
    const [a, b] = await plainGoods(2);
    const [youx] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.isYoux, true), eq(goods.isBuy, true), gt(goods.stock, 200), eq(goods.type, 0)))
      .orderBy(asc(goods.id))
      .limit(1);
    const [seckill] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.type, 1), eq(goods.isBuy, true), gt(goods.stock, 50)))
      .orderBy(asc(goods.id))
      .limit(1);
    // The seed has 秒杀 goods (type 1); the totals below count one.
    expect(seckill, 'a seeded 秒杀 goods').toBeTruthy();
    const picks = [a!, b!, youx!, seckill!];
    const quantities = picks.map((g) => Math.max(g.step, Math.ceil(g.minBuy / g.step) * g.step));
    const res = await add(
      the.demo,
      picks.map((g, i) => ({ goods_id: g.id, number: quantities[i], price: '0.01' })),
    );
    expect(res.status).toBe(200);
    // b is left unselected: it must not count.
    const bLine = (await linesOf(the.demo.id)).find((l) => l.goodsId === b!.id)!;
    await the.server.api('/api/cart/batch_select', as(the.demo, json({ ids: [bLine.id], is_selected: 0 })));

    const store = (await list(the.demo)).body.data;
    expect(store.data).toHaveLength(picks.length);
    const amounts = picks.map((g, i) => ({ g, fen: expectedUnit(g, quantities[i]!) * quantities[i]!, selected: g.id !== b!.id }));
    const sum = (keep: (x: (typeof amounts)[number]) => boolean) => amounts.filter((x) => x.selected && keep(x)).reduce((s, x) => s + x.fen, 0);
    const selected = sum(() => true);
    expect(store.totals).toEqual({
      selected_total: yuan(selected),
      // Under every tier: nothing is taken off.
      goods_total: yuan(selected),
      activity_saving: '0.00',
      preferred_total: yuan(sum((x) => x.g.isYoux)),
      seckill_total: yuan(sum((x) => x.g.type === 1)),
      coupon_eligible_total: yuan(sum((x) => x.g.type !== 1)),
      selected_count: picks.length - 1,
      selected_quantity: quantities.reduce((s, q, i) => s + (picks[i]!.id === b!.id ? 0 : q), 0),
      free_shipping_remaining: yuan(Math.max(0, THRESHOLD - selected)),
    });
    expect(store.shipping_data).toEqual({ shipping_amount: '800.00', no_trans_order_amount: '0.00', freight: yuan(FREIGHT) });
    const item = store.data.find((i) => i.goods.id === a!.id)!;
    expect(item).toMatchObject({
      number: quantities[0],
      price: yuan(a!.priceFen),
      type: 0,
      is_selected: 1,
      goods_manjian_amount: '0.00',
      with_coupon: 1,
      subtotal: yuan(a!.priceFen * quantities[0]!),
      goods: { id: a!.id, name: a!.name, sccj: a!.sccj, ypgg: a!.ypgg, bzdw: a!.bzdw, step: a!.step, min_buy: a!.minBuy, number: a!.stock, is_buy: 1 },
    });
    // docs/product/entities.md cart line: the goods carry their pictures as a goods_image list of list urls (the front first, as the list cards show it) and the line's ck_id.
    expect(item.goods.goods_image).toEqual([
      { list: `/img/goods/${a!.id}.svg` },
      { list: `/img/goods/${a!.id}.svg?view=side` },
      { list: `/img/goods/${a!.id}.svg?view=back` },
    ]);
    expect(item.goods.ck_id).toBe(0);
    expect(item).not.toHaveProperty('ck_id');
    expect(item.goods).not.toHaveProperty('image');
    expect(store.data.find((i) => i.goods.id === seckill!.id)!.with_coupon).toBe(0);
    expect(store.filter_data[0]).toEqual({ id: 99999, name: '全部商品', count: picks.length });
    const preferredOnly = (await list(the.demo, '?filters=1&new=1')).body.data;
    expect(preferredOnly.data.every((i: CartItem) => i.goods.is_youx === 1)).toBe(true);
    expect(preferredOnly.totals).toEqual(store.totals);
  });

  it('marks 满减 and 折扣 tiers reached as the eligible selected total crosses them, reached first', async () => {
    await clearCart(the.demo.id);
    // The 满减 goods with the most stock value, so 满1000 is reachable.
    const rows = await the.server.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, [...manjianGoods]), eq(goods.isBuy, true), eq(goods.type, 0)));
    const g = rows.sort((x, y) => y.priceFen * y.stock - x.priceFen * x.stock)[0]!;
    const min = Math.max(g.step, Math.ceil(g.minBuy / g.step) * g.step);
    let enough = min;
    while (expectedUnit(g, enough) * enough < 100_000) enough += g.step;
    expect(enough).toBeLessThanOrEqual(g.stock);
    // One packing step stays under 满1000, so the hint has something to say.
    const below = min;
    expect(expectedUnit(g, below) * below).toBeLessThan(100_000);

    await add(the.demo, [{ goods_id: g.id, number: below }]);
    const before = (await list(the.demo)).body.data;
    expect(before.activity_data.manjians.manjians.map((t) => [t.amount, t.reduce, t.status, t.text])).toEqual([
      ['1000.00', '50.00', 0, '满1000减50'],
      ['3000.00', '200.00', 0, '满3000减200'],
    ]);
    const hint = await the.server.api<CartNextHint>('/api/cart/next_hint?goods_id=1', as(the.demo, { method: 'POST' }));
    const missing = 100_000 - expectedUnit(g, below) * below;
    // Only the activity's own goods count towards it, and the hint says so (issue 26).
    expect(hint.body.data.manjian).toMatchObject({ missing: yuan(missing), text: `再买活动商品¥${yuan(missing)}可减¥50.00` });
    expect(hint.body.data.text).toBe(`再买活动商品¥${yuan(missing)}可减¥50.00`);
    const id = (await linesOf(the.demo.id))[0]!.id;
    await the.server.api(`/api/cart/${id}/edit`, as(the.demo, json({ params: { number: enough } })));
    const after = (await list(the.demo)).body.data;
    const line = after.data[0]!;
    expect(line.goods_manjian_id).toBe(after.activity_data.manjians.activity!.id);
    const total = expectedUnit(g, enough) * enough;
    expect(after.activity_data.manjians.manjians.map((t) => t.status)).toEqual(total >= 300_000 ? [1, 1] : [1, 0]);
    expect(after.activity_data.manjians.manjians[0]!.amount).toBe('1000.00');
    expect(after.activity_data.discounts.discounts).toEqual([
      { amount: '2000.00', reduce: null, rate: 0.98, status: total >= 200_000 ? 1 : 0, text: '满2000享98折' },
    ]);

    // Unselecting the line drops the eligible total below every tier.
    await the.server.api('/api/cart/batch_select', as(the.demo, json({ ids: [line.id], is_selected: 0 })));
    const off = (await list(the.demo)).body.data;
    expect(off.activity_data.manjians.manjians.map((t) => t.status)).toEqual([0, 0]);
    expect(off.totals.selected_total).toBe('0.00');
    expect(off.totals.free_shipping_remaining).toBe('800.00');
  });

  it('keeps in the 活动商品 tab every line a promotion line names, 满折 goods outside the 满减 set included', async () => {
    await clearCart(the.demo.id);
    const [a, b] = await plainGoods(2);
    await add(the.demo, [
      { goods_id: a!.id, number: a!.minBuy },
      { goods_id: b!.id, number: b!.minBuy },
    ]);
    const store = (await list(the.demo)).body.data;
    const named = new Set([...(store.activity_data.manjians.promotion?.cart_ids ?? []), ...(store.activity_data.discounts.promotion?.cart_ids ?? [])]);
    // The seeded store-wide 满折 covers these goods, which no 满减 covers.
    expect(store.activity_data.discounts.promotion?.cart_ids.length).toBe(2);
    const activityTab = (await list(the.demo, '?filters=3')).body.data;
    expect(new Set(activityTab.data.map((i: CartItem) => i.id))).toEqual(named);
    expect(store.filter_data.find((f) => f.id === 3)!.count).toBe(named.size);
  });

  it('forces lines that cannot be bought to unselected on load, and keeps it', async () => {
    await clearCart(the.demo.id);
    const [a, b] = await plainGoods(2);
    await add(the.demo, [
      { goods_id: a!.id, number: a!.minBuy },
      { goods_id: b!.id, number: b!.minBuy },
    ]);
    await the.server.db.update(goods).set({ stock: 0 }).where(eq(goods.id, b!.id));
    try {
      const store = (await list(the.demo)).body.data;
      expect(store.data.find((i) => i.goods.id === b!.id)!.is_selected).toBe(0);
      expect(store.data.find((i) => i.goods.id === a!.id)!.is_selected).toBe(1);
      expect(store.totals.selected_count).toBe(1);
      expect(store.filter_data.find((f) => f.id === 4)!.count).toBe(1);
      const rows = await linesOf(the.demo.id);
      expect(rows.find((l) => l.goodsId === b!.id)!.isSelected).toBe(false);
      // Selecting it again is ignored while it has no stock.
      const lineB = rows.find((l) => l.goodsId === b!.id)!;
      const again = await the.server.api<CartStore>('/api/cart/batch_select', as(the.demo, json({ ids: [lineB.id], is_selected: 1 })));
      expect(again.body.data.data.find((i) => i.id === lineB.id)!.is_selected).toBe(0);
      // And a checkout of it is refused.
      const checkout = await the.server.api('/api/cart/checkout', as(the.demo, json({ ids: [lineB.id] })));
      expect(checkout.status).toBe(422);
      expect(checkout.body.errors?.ids?.[0]).toContain(b!.name);
    } finally {
      await the.server.db.update(goods).set({ stock: b!.stock }).where(eq(goods.id, b!.id));
    }
  });

  it('flags single-item free shipping and waives freight for it in the checkout preview', async () => {
    await clearCart(the.demo.id);
    const [g] = await plainGoods(1);
    const min = Math.max(g!.step, Math.ceil(g!.minBuy / g!.step) * g!.step);
    await the.server.db
      .update(goods)
      .set({ isDpby: true, qgNumber: min * 2 })
      .where(eq(goods.id, g!.id));
    try {
      await add(the.demo, [{ goods_id: g!.id, number: min }]);
      const id = (await linesOf(the.demo.id))[0]!.id;
      let store = (await list(the.demo)).body.data;
      expect(store.data[0]!.single_free_shipping).toBe(0);
      let preview = (await the.server.api<CheckoutPreview>('/api/cart/checkout', as(the.demo, json({ ids: [id], new: 1 })))).body.data;
      const subtotal = g!.priceFen * min;
      expect(subtotal, 'one packing step stays under the freight threshold').toBeLessThan(THRESHOLD);
      expect(preview).toMatchObject({
        freight: '10.00',
        free_shipping: 0,
        free_shipping_remaining: yuan(THRESHOLD - subtotal),
        pay_total: yuan(subtotal + FREIGHT),
      });
      await the.server.api(`/api/cart/${id}/edit`, as(the.demo, json({ params: { number: min * 2 } })));
      store = (await list(the.demo)).body.data;
      expect(store.data[0]!.single_free_shipping).toBe(1);
      preview = (await the.server.api<CheckoutPreview>('/api/cart/checkout', as(the.demo, form(`ids[0]=${id}`)))).body.data;
      expect(preview).toMatchObject({ freight: '0.00', free_shipping: 1, goods_total: yuan(g!.priceFen * min * 2), count: 1, quantity: min * 2 });
    } finally {
      await the.server.db.update(goods).set({ isDpby: false, qgNumber: 0 }).where(eq(goods.id, g!.id));
    }
  });

  it('previews a checkout with 满减, 折扣 and free shipping over the threshold', async () => {
    await clearCart(the.demo.id);
    const rows = await the.server.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, [...manjianGoods]), eq(goods.isBuy, true), eq(goods.type, 0), eq(goods.isDpby, false)));
    const g = rows.sort((x, y) => y.priceFen * y.stock - x.priceFen * x.stock)[0]!;
    let q = Math.max(g.step, Math.ceil(g.minBuy / g.step) * g.step);
    while (expectedUnit(g, q) * q < 100_000) q += g.step;
    await add(the.demo, [{ goods_id: g.id, number: q }]);
    const id = (await linesOf(the.demo.id))[0]!.id;
    const preview = (await the.server.api<CheckoutPreview>('/api/cart/checkout', as(the.demo, json({ ids: [id] })))).body.data;
    const total = expectedUnit(g, q) * q;
    const manjian = total >= 300_000 ? 20_000 : 5_000;
    // 98折 of the eligible total, rounded down to the fen; the discount is the rest.
    const discount = total >= 200_000 ? total - Math.floor((total * 98) / 100) : 0;
    expect(preview).toMatchObject({
      goods_total: yuan(total),
      manjian: { amount: yuan(manjian) },
      freight: '0.00',
      free_shipping: 1,
      free_shipping_remaining: '0.00',
      pay_total: yuan(total - manjian - discount),
    });
    expect(preview.discount === null).toBe(discount === 0);
    // The line carries what the activities take off it (docs/product/constants.md goods_manjian_amount); its subtotal is after them.
    expect(preview.items[0]!.goods_manjian_amount).toBe(yuan(manjian + discount));
    expect(preview.items[0]!.subtotal).toBe(yuan(total - manjian - discount));
  });

  it('attaches the 赠品 of a 赠 goods once its quantity reaches the rule', async () => {
    await clearCart(the.demo.id);
    const [gift] = await the.server.db.select().from(promotions).where(eq(promotions.kind, 'gift'));
    const members = (await the.server.db.select({ id: promotionGoods.goodsId }).from(promotionGoods).where(eq(promotionGoods.promotionId, gift!.id))).map(
      (r) => r.id,
    );
    const rows = await the.server.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, members), eq(goods.isBuy, true), gt(goods.stock, 20)));
    const g = rows[0]!;
    let q = Math.max(g.step, Math.ceil(g.minBuy / g.step) * g.step);
    while (q < 10) q += g.step;
    await add(the.demo, [{ goods_id: g.id, number: q }]);
    const item = (await list(the.demo)).body.data.data[0]!;
    expect(item.gift_data).toEqual({ total: '0.00', type: 1, name: '便携分药盒', number: Math.floor(q / 10) });
  });
});

describe('cart: ownership', () => {
  it('keeps each buyer to their own lines: another buyer’s ids are 404 and nothing changes', async () => {
    await clearCart(the.demo.id);
    await clearCart(the.chain.id);
    const [a] = await plainGoods(1);
    await add(the.chain, [{ goods_id: a!.id, number: a!.minBuy }]);
    const [theirs] = await linesOf(the.chain.id);
    const snapshot = await linesOf(the.chain.id);
    const attempts: [string, RequestInit][] = [
      [`/api/cart/${theirs!.id}/edit`, json({ params: { number: a!.minBuy * 3 } })],
      ['/api/cart/batch_select', json({ ids: [theirs!.id], is_selected: 0 })],
      ['/api/cart/batch_delete', json({ ids: [theirs!.id] })],
      ['/api/cart/copy', json({ ids: [theirs!.id], other_user_ids: [chainStores[0]] })],
      ['/api/cart/checkout', json({ ids: [theirs!.id] })],
    ];
    for (const [path, init] of attempts) {
      const res = await the.server.api(path, as(the.demo, init));
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('购物车商品不存在');
    }
    expect(await linesOf(the.chain.id)).toEqual(snapshot);
    expect((await list(the.demo)).body.data.data).toEqual([]);
    // Mixed own and foreign ids: still 404, and the own line stays too.
    await add(the.demo, [{ goods_id: a!.id, number: a!.minBuy }]);
    const [mine] = await linesOf(the.demo.id);
    const mixed = await the.server.api('/api/cart/batch_delete', as(the.demo, json({ ids: [mine!.id, theirs!.id] })));
    expect(mixed.status).toBe(404);
    expect(await linesOf(the.demo.id)).toHaveLength(1);
    const deleted = await the.server.api<{ total: number }>('/api/cart/batch_delete', as(the.demo, form(`ids[0]=${mine!.id}`)));
    expect(deleted.body.data).toEqual({ total: 0 });
  });

  it('copies lines to the buyer’s own stores only', async () => {
    await clearCart(the.chain.id);
    for (const store of chainStores) await clearCart(store);
    const [a, b] = await plainGoods(2);
    await add(the.chain, [
      { goods_id: a!.id, number: a!.minBuy },
      { goods_id: b!.id, number: b!.minBuy },
    ]);
    const ids = (await linesOf(the.chain.id)).map((l) => l.id);

    // Not a store of chain: demo's account, and another buyer's id.
    for (const target of [the.demo.id, the.chain.id]) {
      const res = await the.server.api('/api/cart/copy', as(the.chain, json({ ids, other_user_ids: [chainStores[0], target] })));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ other_user_ids: ['只能复制到您自己的门店'] });
    }
    expect(await linesOf(chainStores[0]!)).toEqual([]);
    expect((await linesOf(the.demo.id)).length).toBe(0);

    const res = await the.server.api<{ copied: number; skipped: number }>(
      '/api/cart/copy',
      as(the.chain, json({ ids, other_user_ids: chainStores.slice(0, 2) })),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ copied: 4, skipped: 0 });
    for (const store of chainStores.slice(0, 2)) {
      const copied = await linesOf(store);
      expect(copied.map((l) => [l.goodsId, l.number, l.priceFen]).sort()).toEqual(
        [
          [a!.id, a!.minBuy, a!.priceFen],
          [b!.id, b!.minBuy, b!.priceFen],
        ].sort(),
      );
    }
    // Demo cannot copy into chain's stores either.
    await add(the.demo, [{ goods_id: a!.id, number: a!.minBuy }]);
    const [mine] = await linesOf(the.demo.id);
    const foreign = await the.server.api('/api/cart/copy', as(the.demo, json({ ids: [mine!.id], other_user_ids: [chainStores[2]] })));
    expect(foreign.status).toBe(422);
    expect(await linesOf(chainStores[2]!)).toEqual([]);
  });
});
