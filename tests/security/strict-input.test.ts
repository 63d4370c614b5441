import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartItems, orders, type GoodsRow } from '../../server/db/schema';
import { form, json, startServer, type TestServer } from '../api/harness';
import { as, cartWith, defaultAddressId, loginAs, placeOrder, plainGoods, type Who } from '../api/order-fixtures';

/**
 * Threat: a number written a way no form writes it ("0x10", "1e1", " 5",
 * "+5", "٥", a NUL after the digits) used to be read by Number() as some
 * other number (16, 10, 5 …) and acted on; a control character in a text
 * field was stored and shown to staff. Rule: one strict reader
 * (shared/contract/calls/fields.ts) for every number and text of every
 * call: such input is a 422 with the field's Chinese message, and nothing
 * changes.
 */

let server: TestServer;
let demo: Who;
let item: GoodsRow;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  item = (await plainGoods(server, 1))[0]!;
});
afterAll(() => server?.close());

async function cartLines() {
  return server.db
    .select({ id: cartItems.id, goodsId: cartItems.goodsId, number: cartItems.number })
    .from(cartItems)
    .where(eq(cartItems.userId, demo.id))
    .orderBy(asc(cartItems.id));
}

async function clearCart(): Promise<void> {
  await server.db.delete(cartItems).where(eq(cartItems.userId, demo.id));
}

async function orderCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, demo.id));
  return row?.n ?? 0;
}

/** Non-canonical ways to write a quantity, each refused with its message. */
const BAD_NUMBERS: [string, unknown, string][] = [
  ['an exponent', '1e1', '数量必须是数字'],
  ['hex', '0x10', '数量必须是数字'],
  ['binary', '0b11', '数量必须是数字'],
  ['a plus sign', '+5', '数量必须是数字'],
  ['a leading space', ' 5', '数量必须是数字'],
  ['a trailing space', '5 ', '数量必须是数字'],
  ['a NUL after the digits', '5\u0000', '数量必须是数字'],
  ['an Arabic-Indic digit', '٥', '数量必须是数字'],
  ['a leading zero', '05', '数量必须是数字'],
  ['an empty string', '', '数量必须是数字'],
  ['a JSON fraction', 10.5, '数量必须是整数'],
  ['a JSON 1e21', 1e21, '数量过大'],
];

describe('quantities in the cart', () => {
  it.each(BAD_NUMBERS)('cart add refuses %s (%j) with 422 on params.0.number, as JSON and as a form; the cart is unchanged', async (_, value, message) => {
    await cartWith(server, demo, [{ goods: item, number: 2 }]);
    const before = await cartLines();

    const asJson = await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: value }] })));
    expect(asJson.status).toBe(422);
    expect(asJson.body.errors?.['params.0.number']).toEqual([message]);

    const asForm = await server.api('/api/cart', as(demo, form(`params[0][goods_id]=${item.id}&params[0][number]=${encodeURIComponent(String(value))}`)));
    expect(asForm.status).toBe(422);
    expect(asForm.body.errors?.['params.0.number']?.[0]).toMatch(/^数量/);

    expect(await cartLines()).toEqual(before);
  });

  it('a JSON number 10 is the integer 10 (JSON itself cannot tell 1e1 from 10), and the form "10" the same', async () => {
    await clearCart();
    const asJson = await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: 10 }] })));
    expect(asJson.status).toBe(200);
    expect((await cartLines()).map((line) => line.number)).toEqual([10]);

    await clearCart();
    const asForm = await server.api('/api/cart', as(demo, form(`params[0][goods_id]=${item.id}&params[0][number]=10`)));
    expect(asForm.status).toBe(200);
    expect((await cartLines()).map((line) => line.number)).toEqual([10]);
  });

  it.each(BAD_NUMBERS)('cart edit refuses %s (%j) with 422 on params.number; the line keeps its quantity', async (_, value, message) => {
    const [lineId] = await cartWith(server, demo, [{ goods: item, number: 3 }]);
    const before = await cartLines();
    const res = await server.api(`/api/cart/${lineId}/edit`, as(demo, json({ params: { number: value } })));
    expect(res.status).toBe(422);
    expect(res.body.errors?.['params.number']).toEqual([message]);
    expect(await cartLines()).toEqual(before);
  });

  it('an unused price on a cart line must still be an amount: "1e2" and "12.345" are refused, "12.50" accepted (and ignored)', async () => {
    await clearCart();
    for (const price of ['1e2', '12.345', '0x10', ' 12']) {
      const res = await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: 1, price }] })));
      expect(res.status).toBe(422);
      expect(res.body.errors?.['params.0.price']).toEqual(['价格格式不正确，最多两位小数']);
    }
    expect(await cartLines()).toEqual([]);
    const ok = await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: 1, price: '12.50' }] })));
    expect(ok.status).toBe(200);
    expect((await cartLines()).map((line) => line.number)).toEqual([1]);
  });
});

describe('ids in paths and queries', () => {
  it.each(['0x1', '1e0', '+1', '01', '%201', '1%00', '١'])('an id written %j in a path is 422 on id, never another row', async (written) => {
    const [lineId] = await cartWith(server, demo, [{ goods: item, number: 3 }]);
    const before = await cartLines();
    const goodsDetail = await server.api(`/api/goods/detail/${written}`);
    expect(goodsDetail.status).toBe(422);
    expect(goodsDetail.body.errors?.id?.[0]).toMatch(/^商品编号/);
    const edit = await server.api(`/api/cart/${written}/edit`, as(demo, json({ params: { number: 7 } })));
    expect(edit.status).toBe(422);
    expect(edit.body.errors?.id?.[0]).toMatch(/^购物车商品编号/);
    const orderDetail = await server.api(`/api/order/${written}`, as(demo));
    expect(orderDetail.status).toBe(422);
    expect(lineId).toBeGreaterThan(0);
    expect(await cartLines()).toEqual(before);
  });

  it('the same id written canonically answers', async () => {
    expect((await server.api(`/api/goods/detail/${item.id}`)).status).toBe(200);
  });

  it.each([
    ['page=1e1', 'page', '页码必须是数字'],
    ['page=0x2', 'page', '页码必须是数字'],
    ['page=%202', 'page', '页码必须是数字'],
    ['page=2.5', 'page', '页码必须是整数'],
    ['per_page=+10', 'per_page', '每页条数必须是数字'],
    ['category=0x1', 'category', '分类必须是数字'],
    ['is_youx=01', 'is_youx', '优选只能是0或1'],
    ['type=1e0', 'type', '搜索类型只能是1或2'],
    ['price_min=1e2', 'price_min', '最低价格式不正确，最多两位小数'],
    ['price_max=12.345', 'price_max', '最高价格式不正确，最多两位小数'],
    ['price_min=-1', 'price_min', '最低价不能为负数'],
    ['page=1&page=2', 'page', '页码必须是数字'],
  ])('the goods list refuses ?%s with 422 on %s', async (query, field, message) => {
    const res = await server.api(`/api/goods/list?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
  });

  it('canonical queries still answer: page=2, price_min=12.5, an empty optional field is left out', async () => {
    for (const query of ['page=2', 'price_min=12.5&price_max=100', 'price_min=&category=', 'is_youx=1']) {
      expect((await server.api(`/api/goods/list?${query}`)).status).toBe(200);
    }
  });

  it('list ids ("1,2" or ids[0]=…) are read the same way: "0x1", " 2" and "1,,2" are refused', async () => {
    const [lineId] = await cartWith(server, demo, [{ goods: item, number: 3 }]);
    for (const [ids, field] of [
      ['0x1', 'ids.0'],
      [`${lineId}, ${lineId}`, 'ids.1'],
      [`${lineId},,${lineId}`, 'ids.1'],
    ] as const) {
      const res = await server.api(`/api/cart/checkout`, as(demo, form(`ids=${encodeURIComponent(ids)}`)));
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toEqual(['购物车商品编号必须是数字']);
    }
    expect((await server.api(`/api/cart/checkout`, as(demo, form(`ids=${lineId}`)))).status).toBe(200);
    const coupons = await server.api('/api/user/availableCoupon?ids[0]=0x1', as(demo));
    expect(coupons.status).toBe(422);
    expect(coupons.body.errors?.['ids.0']).toEqual(['购物车商品编号必须是数字']);
  });
});

describe('text with control characters', () => {
  it.each([
    ['NUL', '请上午送货\u0000'],
    ['BEL', '请上午送货\u0007'],
    ['an ANSI escape', '\u001b[2J请上午送货'],
    ['DEL', '请上午送货\u007f'],
    ['a C1 control', '请上午送货\u0085'],
  ])('an order remark with %s is 422 on remark: no order, the cart lines stay', async (_, remark) => {
    const ids = await cartWith(server, demo, [{ goods: item, number: 1 }]);
    const before = { orders: await orderCount(), cart: await cartLines() };
    const res = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo), remark });
    expect(res.status).toBe(422);
    expect(res.body.errors?.remark).toEqual(['订单备注包含不允许的字符']);
    expect({ orders: await orderCount(), cart: await cartLines() }).toEqual(before);
  });

  it.each([
    ['consignee', '张\u0000三', '收货人包含不允许的字符'],
    ['consignee', '张三\n王五', '收货人包含不允许的字符'],
    ['detail', '亲贤北街\t99号', '详细地址包含不允许的字符'],
    ['detail', '亲贤北街\u000b99号', '详细地址包含不允许的字符'],
    ['district', '小店区\u0000', '区县包含不允许的字符'],
  ])('a new address with a control character in %s is 422 on that field; no address is written', async (field, value, message) => {
    const [before] = await server.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, demo.id));
    const body = { consignee: '张三', phone: '13800138000', province: '山西省', city: '太原市', district: '小店区', detail: '亲贤北街99号', [field]: value };
    const res = await server.api('/api/address', as(demo, json(body)));
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    const [after] = await server.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, demo.id));
    expect(after?.n).toBe(before?.n);
  });

  it('a remark keeps its line breaks and tabs (a remark has lines): the order stores them, \\r\\n read as \\n', async () => {
    const ids = await cartWith(server, demo, [{ goods: item, number: 1 }]);
    const res = await placeOrder(server, demo, { ids, address_id: await defaultAddressId(server, demo), remark: '请上午送货\r\n联系人：张三\t谢谢' });
    expect(res.status).toBe(200);
    const [row] = await server.db
      .select({ remark: orders.remark })
      .from(orders)
      .where(and(eq(orders.userId, demo.id), eq(orders.id, res.body.data.id)));
    expect(row?.remark).toBe('请上午送货\n联系人：张三\t谢谢');
  });
});
