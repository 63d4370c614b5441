import { parse } from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEffects } from '../api/testing/bus-recorder';
import { resetConfig } from '../api/testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from '../api/testing/http-server';
import { getBus } from '../bus/bus';
import type { AddToCartLine } from '../bus/events';
import { cart, setCartCount } from './cart';
import { addCartLines, CART_ADDED_MESSAGE, cartLines, connectCartModel, deleteCartLines, disconnectCartModel, refreshCart } from './cart-lines';

// A small stand-in for the cart API: one buyer's lines in memory, over real HTTP.
interface Line {
  id: number;
  goods_id: number;
  number: number;
}
let lines: Line[] = [];
let nextId = 1;
let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;

function store() {
  return {
    data: lines.map((line) => ({
      id: line.id,
      number: line.number,
      price: '12.50',
      is_selected: 1,
      goods: { id: line.goods_id, name: `商品${line.goods_id}`, ypgg: '0.25g*24粒', goods_image: [], ck_id: 0 },
    })),
    totals: { selected_total: (lines.reduce((sum, line) => sum + line.number, 0) * 12.5).toFixed(2) },
  };
}

beforeAll(async () => {
  server = await startServer((request, res) => {
    if (request.path === '/api/cart' && request.method === 'POST') {
      const { params } = parse(request.body) as { params: { goods_id: string; number: string }[] };
      const bad = params.findIndex((p) => p.goods_id === '404');
      if (bad >= 0) {
        return sendEnvelope(res, 422, { code: 422, message: '提交的信息有误', errors: { [`params.${bad}.goods_id`]: ['商品不存在'] } });
      }
      for (const p of params) {
        const same = lines.find((line) => line.goods_id === Number(p.goods_id));
        if (same) same.number += Number(p.number);
        else lines.push({ id: nextId++, goods_id: Number(p.goods_id), number: Number(p.number) });
      }
      return sendEnvelope(res, 200, { code: 10000, message: '加入购物车成功', data: { total: lines.length } });
    }
    if (request.path === '/api/cart/list') return sendEnvelope(res, 200, { code: 10000, data: store() });
    if (request.path === '/api/cart/total') return sendEnvelope(res, 200, { code: 10000, data: { total: lines.length } });
    if (request.path === '/api/cart/batch_delete') {
      const { ids } = parse(request.body) as { ids: string[] };
      lines = lines.filter((line) => !ids.includes(String(line.id)));
      return sendEnvelope(res, 200, { code: 10000, message: '删除成功', data: { total: lines.length } });
    }
    sendEnvelope(res, 404, { code: 404, message: 'not found' });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  resetConfig({ apiBase: server.origin });
  lines = [];
  server.seen.length = 0;
  setCartCount(0);
  recorder = recordEffects();
});

afterEach(() => recorder.stop());

const line = (goodsId: number, number = 10): AddToCartLine => ({
  goods_id: goodsId,
  price: '12.50',
  number,
  ck_id: 0,
  goods_price_id: 0,
  ladder_price_id: 0,
  goods_manjian_id: 0,
  is_yj: 0,
});

async function until(probe: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

const posts = () => server.seen.filter((r) => r.path === '/api/cart' && r.method === 'POST');

describe('the cart model', () => {
  it("answers 'cart:add' with POST /api/cart, sets the count and says 已加入购物车", async () => {
    getBus().emit('cart:add', { lines: [line(7, 20), line(8)] });
    await until(() => cart.count.value === 2, 'the count of 2 lines');
    expect(posts()).toHaveLength(1);
    const body = parse(posts()[0]!.body) as { params: Record<string, string>[] };
    expect(body.params[0]).toMatchObject({ goods_id: '7', number: '20', ck_id: '0', is_yj: '0' });
    expect(recorder.events).toContainEqual({ type: 'ui:toast', payload: { message: CART_ADDED_MESSAGE, kind: 'success' } });
  });

  it('shows the first field error of a 422 and leaves the count alone', async () => {
    setCartCount(3);
    getBus().emit('cart:add', { lines: [line(404)] });
    await until(() => recorder.events.some((e) => e.type === 'ui:alert'), 'the 422 alert');
    const alert = recorder.events.find((e) => e.type === 'ui:alert');
    expect(alert?.payload).toMatchObject({ message: '商品不存在', icon: 'error' });
    expect(recorder.events.some((e) => e.type === 'ui:toast')).toBe(false);
    expect(cart.count.value).toBe(3);
  });

  it('listens once per page: a second copy does not add the goods twice', async () => {
    expect(connectCartModel()).toBe(false);
    getBus().emit('cart:add', { lines: [line(9)] });
    await until(() => cart.count.value === 1, 'the count after one add');
    expect(posts()).toHaveLength(1);

    disconnectCartModel();
    // Nobody on the page answers 'cart:add' any more, so nothing can post it.
    expect(getBus().listeners('cart:add')).toBe(0);
    expect(connectCartModel()).toBe(true);
    disconnectCartModel();
    expect(connectCartModel()).toBe(true);
  });

  it('lists the lines with totals, deletes one, and the count drops', async () => {
    lines = [
      { id: 41, goods_id: 1, number: 2 },
      { id: 42, goods_id: 2, number: 4 },
    ];
    await refreshCart();
    expect(cartLines.status.value).toBe('ready');
    expect(cartLines.lines.value.map((l) => l.id)).toEqual([41, 42]);
    expect(cartLines.totals.value?.selected_total).toBe('75.00');
    expect(cart.count.value).toBe(2);

    await deleteCartLines([41]);
    expect(cartLines.lines.value.map((l) => l.id)).toEqual([42]);
    expect(cart.count.value).toBe(1);
    expect(lines.map((l) => l.id)).toEqual([42]);
  });

  it('reloads its lines when another copy on the page reports a new count', async () => {
    lines = [{ id: 51, goods_id: 1, number: 2 }];
    await refreshCart();
    // Another bundle added a goods and published the count.
    lines.push({ id: 52, goods_id: 3, number: 1 });
    getBus().emit('cart:count', { count: 2, origin: 'another-bundle' });
    await until(() => cartLines.lines.value.length === 2, 'the reloaded lines');
    expect(cartLines.lines.value.map((l) => l.id)).toEqual([51, 52]);
  });

  it('records each accepted add and delete as the cart action (docs/product/entities.md cart store), on the bus for every copy', async () => {
    const heard: unknown[] = [];
    const off = getBus().on('cart:action', ({ action }) => heard.push(action));
    await addCartLines([line(7, 20), line(8)]);
    expect(cart.action.value).toEqual({ type: 'add', ids: [7, 8] });
    await refreshCart();
    const gone = cartLines.lines.value[0]!.id;
    await deleteCartLines([gone]);
    expect(cart.action.value).toEqual({ type: 'delete', ids: [gone] });
    expect(heard).toEqual([
      { type: 'add', ids: [7, 8] },
      { type: 'delete', ids: [gone] },
    ]);
    off();
  });

  it('records no action for an add the server refused', async () => {
    const before = cart.action.value;
    await expect(addCartLines([line(404)])).rejects.toThrow();
    expect(cart.action.value).toBe(before);
  });

  it("reads its lines again after another copy's add, even when the count stays the same (docs/product/states.md)", async () => {
    lines = [{ id: 61, goods_id: 1, number: 2 }];
    await refreshCart();
    expect(cartLines.lines.value[0]!.number).toBe(2);
    // Another bundle added more of the same goods: one line still, so the count says nothing.
    lines[0]!.number = 12;
    getBus().emit('cart:action', { action: { type: 'add', ids: [1] }, origin: 'another-bundle' });
    await until(() => cartLines.lines.value[0]?.number === 12, 'the reloaded quantity');
    expect(cart.count.value).toBe(1);
  });
});
