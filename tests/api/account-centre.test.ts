import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountMessagePage,
  AccountStores,
  InspectionReportPage,
  PhoneAvailability,
  UnreadCount,
  WechatQr,
  WechatScanState,
} from '../../shared/contract/account';
import type { Page } from '../../shared/contract/envelope';
import type { OrderDetail, OrderSummary } from '../../shared/contract/order';
import type { UserState } from '../../shared/contract/user';
import { cartItems, goods, inspectionReports, messages, orders, users, wechatScans } from '../../server/db/schema';
import { latestOutboxCode } from '../../server/services/sms/outbox';
import { json, startServer, type TestServer } from './harness';
import { as, loginAs, plainGoods, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let chain: Who;
let demoStore: number;
let chainStores: number[];

const storesOf = async (ownerId: number) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.ownerId, ownerId)).orderBy(users.id)).map((row) => row.id);

const stores = async (who: Who) => (await server.api<AccountStores>('/api/user/stores', as(who))).body.data;
const switchTo = (who: Who, id: number) => server.api<UserState>('/api/user/stores/switch', as(who, json({ id })));
const cartIds = async (who: Who) =>
  (await server.api<{ data: { goods: { id: number } }[] }>('/api/cart/list', as(who))).body.data.data.map((line) => line.goods.id).sort();
const cartOf = async (userId: number) => server.db.select().from(cartItems).where(eq(cartItems.userId, userId));

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
  demoStore = (await storesOf(demo.id))[0]!;
  chainStores = await storesOf(chain.id);
});
afterAll(() => server?.close());

describe('多门店管理: stores under one login', () => {
  beforeEach(async () => {
    await switchTo(demo, demo.id);
    await switchTo(chain, chain.id);
  });

  it('lists the login account first, then its stores, the current one marked', async () => {
    const mine = await stores(demo);
    expect(mine.list.map((store) => [store.id, store.is_main, store.is_current])).toEqual([
      [demo.id, 1, 1],
      [demoStore, 0, 0],
    ]);
    expect(mine.list[1]!.company).toBe('石家庄市长安区康宁大药房有限公司谈固店');
    expect((await stores(chain)).list.map((store) => store.id)).toEqual([chain.id, ...chainStores]);
  });

  it('switching makes the cart, the header and the orders those of the chosen store; switching back restores them', async () => {
    const [a, b] = await plainGoods(server, 2);
    await server.db.delete(cartItems).where(eq(cartItems.userId, demo.id));
    await server.db.delete(cartItems).where(eq(cartItems.userId, demoStore));
    await server.api('/api/cart', as(demo, json({ params: [{ goods_id: a!.id, number: 1 }] })));

    const switched = await switchTo(demo, demoStore);
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ company: '石家庄市长安区康宁大药房有限公司谈固店', cart: 0 });
    expect((await stores(demo)).current_id).toBe(demoStore);
    expect(await cartIds(demo)).toEqual([]);
    const base = await server.api<UserState>('/api/user/base', as(demo));
    expect(base.body.data.company).toBe('石家庄市长安区康宁大药房有限公司谈固店');

    // Buying for the store: its cart, its address, its order.
    await server.api('/api/cart', as(demo, json({ params: [{ goods_id: b!.id, number: 1 }] })));
    expect((await cartOf(demoStore)).map((line) => line.goodsId)).toEqual([b!.id]);
    expect((await cartOf(demo.id)).map((line) => line.goodsId)).toEqual([a!.id]);
    const address = await server.api<{ id: number }>(
      '/api/address',
      as(demo, json({ consignee: '赵敏', phone: '13784326150', province: '河北省', city: '石家庄市', district: '长安区', detail: '谈固东街88号' })),
    );
    expect(address.status).toBe(200);
    const lineIds = (await cartOf(demoStore)).map((line) => line.id);
    const order = await server.api<{ id: number }>('/api/order', as(demo, json({ ids: lineIds, address_id: address.body.data.id })));
    expect(order.status).toBe(200);
    const [row] = await server.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.body.data.id));
    expect(row!.userId).toBe(demoStore);
    const storeOrders = await server.api<Page<OrderSummary>>('/api/order', as(demo));
    expect(storeOrders.body.data.data.map((o) => o.id)).toEqual([order.body.data.id]);

    // Back to the login account: its own cart and orders; the store's order is not its.
    const back = await switchTo(demo, demo.id);
    expect(back.body.data.company).toBe('石家庄市长安区康宁大药房有限公司');
    expect(await cartIds(demo)).toEqual([a!.id]);
    const mainOrders = await server.api<Page<OrderSummary>>('/api/order', as(demo));
    expect(mainOrders.body.data.data.map((o) => o.id)).not.toContain(order.body.data.id);
    const foreign = await server.api<OrderDetail>(`/api/order/${order.body.data.id}`, as(demo));
    expect(foreign.status).toBe(404);
  });

  it('refuses another login’s account or store, and unknown ids, without changing the current store', async () => {
    for (const id of [chain.id, chainStores[0]!, 2_000_000_000]) {
      const refused = await switchTo(demo, id);
      expect(refused.status, String(id)).toBe(404);
      expect(refused.body.message).toBe('门店不存在或不属于当前账号');
    }
    expect((await stores(demo)).current_id).toBe(demo.id);
    const bad = await switchTo(demo, 'abc' as unknown as number);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ id: ['门店编号必须是数字'] });
  });

  it('a store pays from its own wallet, confirmed with the login’s 支付密码', async () => {
    const [g] = await plainGoods(server, 1, 6);
    await server.db.update(users).set({ balanceFen: 100_000 }).where(eq(users.id, demoStore));
    const [before] = await server.db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, demo.id));
    await switchTo(demo, demoStore);
    // Set while buying for the store: it is the login's (stores have no password to prove it with).
    const set = await server.api('/api/user/pay_password/set', as(demo, json({ login_password: 'yaopi123', pay_password: '274951' })));
    expect(set.status).toBe(200);
    const [login] = await server.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, demo.id));
    expect(login!.hash).toBeTruthy();

    await server.db.delete(cartItems).where(eq(cartItems.userId, demoStore));
    await server.api('/api/cart', as(demo, json({ params: [{ goods_id: g!.id, number: 1 }] })));
    const address = await server.api<{ id: number }>(
      '/api/address',
      as(demo, json({ consignee: '赵敏', phone: '13784326150', province: '河北省', city: '石家庄市', district: '长安区', detail: '谈固东街88号' })),
    );
    const order = await server.api<{ id: number }>(
      '/api/order',
      as(demo, json({ ids: (await cartOf(demoStore)).map((line) => line.id), address_id: address.body.data.id })),
    );
    const wrong = await server.api(`/api/order/${order.body.data.id}/pay`, as(demo, json({ method: 'wallet', pay_password: '111222' })));
    expect(wrong.status).toBe(422);
    const paid = await server.api(`/api/order/${order.body.data.id}/pay`, as(demo, json({ method: 'wallet', pay_password: '274951' })));
    expect(paid.status).toBe(200);
    const [store] = await server.db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, demoStore));
    const [after] = await server.db.select({ balance: users.balanceFen }).from(users).where(eq(users.id, demo.id));
    const [charged] = await server.db.select({ total: orders.payTotalFen }).from(orders).where(eq(orders.id, order.body.data.id));
    expect(store!.balance).toBe(100_000 - charged!.total);
    expect(after!.balance).toBe(before!.balance);
  });

  it('each session keeps its own current store', async () => {
    const other = await loginAs(server, 'demo');
    await switchTo(demo, demoStore);
    expect((await stores(other)).current_id).toBe(demo.id);
    expect((await stores(demo)).current_id).toBe(demoStore);
  });
});

describe('POST /api/cart/copy: only to the login’s own stores', () => {
  beforeEach(async () => {
    await switchTo(chain, chain.id);
    for (const id of [chain.id, ...chainStores]) await server.db.delete(cartItems).where(eq(cartItems.userId, id));
  });

  it('copies from a store to its sibling and to the login account, never to the cart it copies from', async () => {
    const [a] = await plainGoods(server, 1, 3);
    await switchTo(chain, chainStores[0]!);
    await server.api('/api/cart', as(chain, json({ params: [{ goods_id: a!.id, number: 2 }] })));
    const ids = (await cartOf(chainStores[0]!)).map((line) => line.id);

    const self = await server.api('/api/cart/copy', as(chain, json({ ids, other_user_ids: [chainStores[0]] })));
    expect(self.status).toBe(422);

    const copied = await server.api<{ copied: number }>('/api/cart/copy', as(chain, json({ ids, other_user_ids: [chainStores[1], chain.id] })));
    expect(copied.status).toBe(200);
    expect(copied.body.data.copied).toBe(2);
    for (const id of [chainStores[1]!, chain.id]) expect((await cartOf(id)).map((line) => [line.goodsId, line.number])).toEqual([[a!.id, 2]]);
  });

  it('refuses another owner’s store and changes nothing', async () => {
    const [a] = await plainGoods(server, 1, 4);
    await server.api('/api/cart', as(chain, json({ ids: [], params: [{ goods_id: a!.id, number: 1 }] })));
    const ids = (await cartOf(chain.id)).map((line) => line.id);
    // The messages 复制购物车 shows before sending (shared/contract/calls/cart-copy-input.ts), the same from the server.
    const none = await server.api('/api/cart/copy', as(chain, json({ ids: [], other_user_ids: [] })));
    expect(none.body.errors).toEqual({ ids: ['请选择要复制的商品'], other_user_ids: ['请选择目标门店'] });
    const refused = await server.api('/api/cart/copy', as(chain, json({ ids, other_user_ids: [demoStore] })));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ other_user_ids: ['只能复制到您自己的门店'] });
    expect(await cartOf(demoStore)).toEqual([]);
  });
});

describe('我的消息', () => {
  const list = async (who: Who, page = 1) => (await server.api<AccountMessagePage>(`/api/user/messages?page=${page}&per_page=2`, as(who))).body.data;
  const badge = async (who: Who) => (await server.api<UserState>('/api/user/base', as(who))).body.data.message_count;

  it('lists unread first, pages, and marking read moves the badge by the same count', async () => {
    await switchTo(demo, demo.id);
    const unreadBefore = await badge(demo);
    expect(unreadBefore).toBeGreaterThanOrEqual(3);
    const first = await list(demo);
    expect(first.unread).toBe(unreadBefore);
    expect(first.list.map((m) => m.is_read)).toEqual([0, 0]);
    expect(first.total).toBe(unreadBefore + 1);
    const last = await list(demo, Math.ceil(first.total / 2));
    expect(last.list.at(-1)!.is_read).toBe(1);

    const one = await server.api<UnreadCount>(`/api/user/messages/${first.list[0]!.id}/read`, as(demo, json({})));
    expect(one.body.data.unread).toBe(unreadBefore - 1);
    expect(await badge(demo)).toBe(unreadBefore - 1);
    // Again: no change.
    const again = await server.api<UnreadCount>(`/api/user/messages/${first.list[0]!.id}/read`, as(demo, json({})));
    expect(again.body.data.unread).toBe(unreadBefore - 1);

    const all = await server.api<UnreadCount>('/api/user/messages/read_all', as(demo, json({})));
    expect(all.body.data.unread).toBe(0);
    expect(await badge(demo)).toBe(0);
    expect((await list(demo)).list.every((m) => m.is_read === 1)).toBe(true);
  });

  it('another buyer’s message is 404 and stays unread; read-all touches only one’s own', async () => {
    const [theirs] = await server.db.insert(messages).values({ userId: chain.id, title: '测试消息', body: '只属于 chain' }).returning();
    const refused = await server.api(`/api/user/messages/${theirs!.id}/read`, as(demo, json({})));
    expect(refused.status).toBe(404);
    await server.api('/api/user/messages/read_all', as(demo, json({})));
    const [still] = await server.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, theirs!.id), isNull(messages.readAt)));
    expect(still).toBeTruthy();
    expect((await list(demo)).list.map((m) => m.id)).not.toContain(theirs!.id);
  });
});

describe('基本信息: updateUserInfo and phone availability', () => {
  it('saves the current store’s contact name; the state answers it', async () => {
    await switchTo(demo, demo.id);
    const saved = await server.api<UserState>('/api/user/updateUserInfo', as(demo, json({ name: '刘建国', phone: '13800138000' })));
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toBe('刘建国');
    const [row] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, demo.id));
    expect(row!.name).toBe('刘建国');
    // Empty name: 422 on the field, nothing written.
    const empty = await server.api('/api/user/updateUserInfo', as(demo, json({ name: '  ', phone: '13800138000' })));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['请填写联系人'] });
  });

  it('tells whether a number is free: another login’s is taken, one’s own is free', async () => {
    const check = async (value: string) => server.api<PhoneAvailability>(`/api/user/phone/${value}`, as(demo));
    expect((await check('13933158822')).body.data.available).toBe(0);
    expect((await check('13800138000')).body.data.available).toBe(1);
    expect((await check('13912340000')).body.data.available).toBe(1);
    const bad = await check('12345');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ value: ['手机号格式不正确'] });
  });
});

describe('基本信息: phone change with a code sent to the new number', () => {
  const sendCode = (who: Who, phone: string) => server.api('/api/user/create_code', as(who, json({ phone, type: 'change_phone' })));
  const update = (who: Who, body: Record<string, unknown>) => server.api<UserState>('/api/user/updateUserInfo', as(who, json(body)));
  const phoneOf = async (id: number) => (await server.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;

  it('the code sent to the new number changes it; the code works once', async () => {
    await switchTo(chain, chain.id);
    const next = '13655501234';
    expect((await sendCode(chain, next)).status).toBe(200);
    const code = await latestOutboxCode(server.db, next);
    expect(code).toMatch(/^\d{6}$/);
    // No code, a wrong code: 422 on code, the phone unchanged.
    const missing = await update(chain, { name: '王志强', phone: next });
    expect(missing.body.errors).toEqual({ code: ['请输入发送到新手机号的验证码'] });
    // A code that cannot be one is refused by the schema, in the words the form shows before sending.
    const malformed = await update(chain, { name: '王志强', phone: next, code: '12a' });
    expect(malformed.body.errors).toEqual({ code: ['验证码为6位数字'] });
    const wrong = await update(chain, { name: '王志强', phone: next, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['验证码错误'] });
    expect(await phoneOf(chain.id)).toBe('13933158822');

    const changed = await update(chain, { name: '王志强', phone: next, code });
    expect(changed.status).toBe(200);
    expect(changed.body.data.phone).toBe(next);
    expect(await phoneOf(chain.id)).toBe(next);
    // The login now answers to the new number.
    expect((await server.login(next, 'yaopi123')).user.company).toBe('河北仁和堂医药连锁有限公司');

    // Back again needs a fresh code; the spent one does not work for another number either.
    const reused = await update(chain, { name: '王志强', phone: '13933158822', code });
    expect(reused.status).toBe(422);
    expect(await phoneOf(chain.id)).toBe(next);
    expect((await sendCode(chain, '13933158822')).status).toBe(200);
    const back = await update(chain, { name: '王志强', phone: '13933158822', code: await latestOutboxCode(server.db, '13933158822') });
    expect(back.status).toBe(200);
  });

  it('a number another login uses is refused (422), whether asking for the code or saving', async () => {
    const asked = await sendCode(chain, '13800138000');
    expect(asked.status).toBe(422);
    expect(Object.keys(asked.body.errors ?? {})).toEqual(['phone']);
    const saved = await update(chain, { name: '王志强', phone: '13800138000', code: '123456' });
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual({ phone: ['该手机号已被其他账号使用'] });
    expect(await phoneOf(chain.id)).toBe('13933158822');
  });
});

describe('质检报告 GET /api/jybg/filter', () => {
  const filter = async (query: string) => (await server.api<InspectionReportPage>(`/api/jybg/filter?${query}`, as(demo))).body.data;

  it('filters by goods name, manufacturer and batch number, with paging', async () => {
    const all = await filter('per_page=5');
    expect(all.total).toBeGreaterThan(5);
    expect(all.list).toHaveLength(5);
    const page2 = await filter('per_page=5&page=2');
    expect(page2.list.map((r) => r.id)).not.toContain(all.list[0]!.id);

    const sample = all.list[0]!;
    const byName = await filter(`goods_name=${encodeURIComponent(sample.goods_name.slice(0, 3))}`);
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((r) => r.goods_name.includes(sample.goods_name.slice(0, 3)))).toBe(true);
    const bySccj = await filter(`sccj=${encodeURIComponent(sample.sccj)}`);
    expect(bySccj.list.every((r) => r.sccj === sample.sccj || r.sccj.includes(sample.sccj))).toBe(true);
    const byBatch = await filter(`batch_no=${sample.batch_no}`);
    expect(byBatch.list.map((r) => r.id)).toContain(sample.id);
    expect(byBatch.list.every((r) => r.batch_no.startsWith(sample.batch_no))).toBe(true);
    const none = await filter(`goods_name=${encodeURIComponent('%')}`);
    expect(none.total).toBe(0);
  });

  it('opens each report as an SVG image or a PDF, for members only', async () => {
    const [svg] = await server.db.select().from(inspectionReports).where(eq(inspectionReports.format, 'svg')).limit(1);
    const [pdf] = await server.db.select().from(inspectionReports).where(eq(inspectionReports.format, 'pdf')).limit(1);
    const image = await fetch(`${server.base}/api/jybg/${svg!.id}/file`, as(demo));
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const text = await image.text();
    expect(text).toContain('药品检验报告书');
    expect(text).toContain(svg!.batchNo);
    const file = await fetch(`${server.base}/api/jybg/${pdf!.id}/file`, as(demo));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
    expect((await fetch(`${server.base}/api/jybg/${svg!.id}/file`)).status).toBe(401);
    expect((await fetch(`${server.base}/api/jybg/999999/file`, as(demo))).status).toBe(404);
  });

  it('an order line links the report of its batch', async () => {
    await switchTo(demo, demo.id);
    const [report] = await server.db
      .select()
      .from(inspectionReports)
      .innerJoin(goods, eq(goods.id, inspectionReports.goodsId))
      .where(and(eq(goods.batchNo, inspectionReports.batchNo), eq(goods.isBuy, true), eq(goods.type, 0), eq(goods.isEphedrine, false)));
    const item = report!.goods;
    await server.db.update(goods).set({ step: 1, minBuy: 1, stock: 1000 }).where(eq(goods.id, item.id));
    await server.db.delete(cartItems).where(eq(cartItems.userId, demo.id));
    await server.api('/api/cart', as(demo, json({ params: [{ goods_id: item.id, number: 1 }] })));
    const lineIds = (await cartOf(demo.id)).map((line) => line.id);
    const addresses = await server.api<{ id: number; is_default: number }[]>('/api/address', as(demo));
    const order = await server.api<{ id: number }>('/api/order', as(demo, json({ ids: lineIds, address_id: addresses.body.data[0]!.id })));
    expect(order.status).toBe(200);
    const detail = await server.api<OrderDetail>(`/api/order/${order.body.data.id}`, as(demo));
    expect(detail.body.data.items[0]).toMatchObject({ batch_no: item.batchNo, report_url: `/api/jybg/${report!.inspection_reports.id}/file` });
  });
});

describe('绑定微信 with the local provider', () => {
  const scan = (ticket: string, nickname: string) =>
    fetch(`${server.base}/wechat/sandbox/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: ticket, nickname }).toString(),
    });
  const qr = async (who: Who) => (await server.api<WechatQr>('/api/user/wechat/qr', as(who, json({})))).body.data;
  const poll = (who: Who, ticket: string) => server.api<WechatScanState>(`/api/user/wechat/qr/${ticket}`, as(who));

  it('binds after the QR code’s page is confirmed, shows the nickname, unbinds', async () => {
    const code = await qr(demo);
    expect(code.url).toBe(`${server.base}/wechat/sandbox/scan?t=${code.ticket}`);
    expect((await poll(demo, code.ticket)).body.data.status).toBe('waiting');
    const page = await fetch(code.url);
    expect(page.status).toBe(200);
    // The URL holds the ticket: pages it links to do not learn it.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('确认授权');

    expect((await scan(code.ticket, '康宁刘店长')).status).toBe(200);
    // The QR code works once.
    expect((await scan(code.ticket, '别人')).status).toBe(404);
    const bound = await poll(demo, code.ticket);
    expect(bound.body.data).toEqual({ status: 'bound', nickname: '康宁刘店长' });
    expect((await server.api('/api/user/wechat', as(demo))).body.data).toEqual({ bound: 1, nickname: '康宁刘店长' });
    const again = await server.api('/api/user/wechat/qr', as(demo, json({})));
    expect(again.status).toBe(422);

    const unbound = await server.api('/api/user/unbind_wechat', as(demo, { method: 'DELETE' }));
    expect(unbound.status).toBe(200);
    expect((await server.api('/api/user/wechat', as(demo))).body.data).toEqual({ bound: 0, nickname: '' });
  });

  it('one WeChat binds one account; another login’s ticket is unknown', async () => {
    const mine = await qr(demo);
    await scan(mine.ticket, '同一个微信');
    expect((await poll(demo, mine.ticket)).body.data.status).toBe('bound');

    const theirs = await qr(chain);
    expect((await poll(demo, theirs.ticket)).status).toBe(404);
    await scan(theirs.ticket, '同一个微信');
    const taken = await poll(chain, theirs.ticket);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ wechat: ['该微信已绑定其他账号，请先在原账号解绑'] });
    expect((await server.api('/api/user/wechat', as(chain))).body.data).toEqual({ bound: 0, nickname: '' });
    await server.api('/api/user/unbind_wechat', as(demo, { method: 'DELETE' }));
  });

  it('an expired QR code reports expired and its page refuses the scan', async () => {
    const code = await qr(chain);
    await server.db.update(wechatScans).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await poll(chain, code.ticket)).body.data.status).toBe('expired');
    expect((await scan(code.ticket, '过期')).status).toBe(404);
  });

  it('with no WeChat provider the sandbox page is a 404 and no QR code is issued', async () => {
    const off = await startServer({ app: { wechat: null } });
    try {
      const who = await loginAs(off, 'demo');
      const refused = await off.api('/api/user/wechat/qr', as(who, json({})));
      expect(refused.status).toBe(422);
      expect((await fetch(`${off.base}/wechat/sandbox/scan?t=${'a'.repeat(32)}`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
