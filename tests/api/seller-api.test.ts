import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../shared/contract/order';
import type { SellerOrder, SellerOrderSummary } from '../../shared/contract/seller/order';
import type { FulfilmentResult } from '../../server/services/seller/fulfilment';
import { orderParcels, orders, sellerClients, sellerNonces, sellerRequests, users } from '../../server/db/schema';
import { pruneSellerNonces } from '../../server/services/seller/clients';
import { runLifecycle } from '../../server/services/lifecycle';
import { adminCommand } from '../support/admin-cli';
import { insertOrder, someGoods } from './fixtures/order';
import { startServer, type TestServer } from './harness';
import { registerSellerClient, send, sellerFetcher } from './seller/client';
import { signedHeaders } from '../../server/services/seller/signature';

/**
 * The wholesaler's API, /api/seller/v1 (issue 30): clients registered with
 * the admin command, every request signed, a refused request changes
 * nothing, and a write sent twice applies once.
 */
let server: TestServer;
let clockMs = Date.now();
let erp: ReturnType<typeof sellerFetcher>;
let readOnly: ReturnType<typeof sellerFetcher>;
let erpClient: { clientId: string; secret: string };
let buyerId: number;
let goodsIds: number[];

beforeAll(async () => {
  server = await startServer({ app: { clock: () => clockMs } });
  erpClient = await registerSellerClient(server.db, 'erp-main', ['orders', 'fulfilment']);
  erp = sellerFetcher(server.base, erpClient);
  readOnly = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-reader', ['orders']));
  const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  buyerId = demo!.id;
  goodsIds = (await someGoods(server.db, 2)).map((g) => g.id);
});
afterAll(() => server.close());

async function paidOrder() {
  return insertOrder(server.db, {
    userId: buyerId,
    status: 2,
    lines: [
      { goodsId: goodsIds[0]!, number: 10, priceFen: 1_250 },
      { goodsId: goodsIds[1]!, number: 4, priceFen: 3_000 },
    ],
  });
}

async function footprint(orderId: number) {
  const [order] = await server.db.select({ status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, orderId));
  const [parcels] = await server.db.select({ n: count() }).from(orderParcels).where(eq(orderParcels.orderId, orderId));
  const [requests] = await server.db.select({ n: count() }).from(sellerRequests);
  const [nonces] = await server.db.select({ n: count() }).from(sellerNonces);
  return { status: order!.status, updatedAt: order!.updatedAt.getTime(), parcels: parcels!.n, requests: requests!.n, nonces: nonces!.n };
}

const shipment = (lineId: number, quantity: number, waybill = 'SF1234567890123') => ({
  carrier: '顺丰速运',
  waybill_no: waybill,
  lines: [{ line_id: lineId, quantity, batch_no: 'B20261001', produced_on: '2026-10-01', expires_on: '2028-09-30' }],
});

describe('seller clients (npm run admin -- seller-client …)', () => {
  it('keeps only the hash of the secret, lists clients, refuses unknown scopes, disables and rotates', async () => {
    const [row] = await server.db.select().from(sellerClients).where(eq(sellerClients.clientId, 'erp-main'));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.keyHash).not.toContain(erpClient.secret.slice(5));

    const list = await adminCommand(server.db, 'seller-client', 'list');
    expect(list.stdout).toContain('erp-main ERP erp-main [启用] 权限 / scopes: orders fulfilment');

    const bad = await adminCommand(server.db, 'seller-client', 'add', 'erp-x', '--name', '坏权限', '--scope', 'money');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('没有这个权限：money');

    const temp = await registerSellerClient(server.db, 'erp-temp', ['orders']);
    const tempFetch = sellerFetcher(server.base, temp);
    expect((await tempFetch('/api/seller/v1/orders?limit=1')).status).toBe(200);

    const rotated = await adminCommand(server.db, 'seller-client', 'rotate-key', 'erp-temp');
    const newSecret = /ypsk_[A-Za-z0-9_-]{43}/.exec(rotated.stdout)![0];
    const old = await tempFetch('/api/seller/v1/orders?limit=1');
    expect(old.status).toBe(401);
    expect(old.body.message).toContain('签名不正确');
    expect((await sellerFetcher(server.base, { clientId: 'erp-temp', secret: newSecret })('/api/seller/v1/orders?limit=1')).status).toBe(200);

    expect((await adminCommand(server.db, 'seller-client', 'disable', 'erp-temp')).code).toBe(0);
    const disabled = await sellerFetcher(server.base, { clientId: 'erp-temp', secret: newSecret })('/api/seller/v1/orders?limit=1');
    expect(disabled.status).toBe(401);
    expect(disabled.body).toMatchObject({ code: 401, errors: { auth: ['client_disabled'] } });
    expect(disabled.body.message).toContain('客户端已停用');
  });
});

describe('a refused request changes nothing', () => {
  it.each([
    ['a wrong key', { secret: 'ypsk_not-the-key' }, 401, 'bad_signature'],
    ['a body other than the one signed', { signedBody: '{"carrier":"x"}' }, 401, 'bad_signature'],
    ['a timestamp six minutes old', { timestamp: String(Math.floor(Date.now() / 1000) - 360) }, 401, 'stale_timestamp'],
    ['a malformed nonce', { nonce: 'short' }, 401, 'bad_nonce'],
  ] as const)('%s', async (_, change, status, reason) => {
    const { order, items } = await paidOrder();
    const before = await footprint(order.id);
    const answer = await erp(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 10), requestId: `r-${reason}`, ...change });
    expect(answer.status).toBe(status);
    expect(answer.body.errors).toEqual({ auth: [reason] });
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await footprint(order.id)).toEqual(before);
  });

  it('a client without the fulfilment scope cannot ship', async () => {
    const { order, items } = await paidOrder();
    const before = await footprint(order.id);
    const answer = await readOnly(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 10), requestId: 'r-scope' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 403, errors: { auth: ['missing_scope'] } });
    expect(answer.body.message).toContain('需要 fulfilment');
    expect(await footprint(order.id)).toEqual(before);
    // The same client may read.
    expect((await readOnly(`/api/seller/v1/orders/${order.orderNo}`)).status).toBe(200);
  });

  it('a request without the signature headers, or from an unknown client', async () => {
    const { order } = await paidOrder();
    const before = await footprint(order.id);
    const bare = await send(
      server.base,
      `/api/seller/v1/orders/${order.orderNo}/accept`,
      'POST',
      { 'content-type': 'application/json', 'x-request-id': 'bare' },
      '{}',
    );
    expect(bare.status).toBe(401);
    expect(bare.body.errors).toEqual({ auth: ['missing_headers'] });
    const stranger = await sellerFetcher(server.base, { clientId: 'nobody', secret: 'ypsk_x' })(`/api/seller/v1/orders/${order.orderNo}/accept`, {
      body: {},
      requestId: 'stranger',
    });
    expect(stranger.body.errors).toEqual({ auth: ['unknown_client'] });
    expect(await footprint(order.id)).toEqual(before);
  });

  it('a replayed request is refused by its nonce, even after the first one applied', async () => {
    const { order, items } = await paidOrder();
    const first = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 10), requestId: 'r-replay' });
    expect(first.status).toBe(200);
    const after = await footprint(order.id);
    const replay = await send(server.base, `/api/seller/v1/orders/${order.orderNo}/shipments`, 'POST', first.sent.headers, first.sent.body);
    expect(replay.status).toBe(401);
    expect(replay.body.errors).toEqual({ auth: ['replayed_nonce'] });
    expect(replay.body.message).toContain('重放');
    expect(await footprint(order.id)).toEqual(after);
  });

  it('a write without X-Request-Id or with bad input is refused field by field, nothing written', async () => {
    const { order, items } = await paidOrder();
    const before = await footprint(order.id);
    const noId = await erp(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 10) });
    expect(noId.status).toBe(422);
    expect(Object.keys(noId.body.errors ?? {})).toEqual(['X-Request-Id']);
    const bad = await erp(`/api/seller/v1/orders/${order.orderNo}/shipments`, {
      body: {
        carrier: '顺丰速运',
        waybill_no: 'SF1',
        lines: [{ line_id: items[0]!.id, quantity: 0, batch_no: '', produced_on: '2026-13-01', expires_on: '2025-01-01' }],
      },
      requestId: 'r-bad',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      waybill_no: ['运单号须为 6-40 位字母、数字或连字符'],
      'lines.0.quantity': ['数量至少为 1'],
      'lines.0.batch_no': ['请填写批号'],
    });
    const over = await erp(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 11), requestId: 'r-over' });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['超出未发货数量（还可发 10）'] });
    const before2 = await footprint(order.id);
    expect({ ...before2, nonces: 0 }).toEqual({ ...before, nonces: 0 });
  });
});

describe('malformed requests answer 4xx in Chinese, never 500', () => {
  it.each([
    ['a body that is not JSON', 'POST', '/api/seller/v1/orders/YP10000000000000000001/accept', '{"a":', 'application/json', 422],
    ['a JSON array body', 'POST', '/api/seller/v1/orders/YP10000000000000000001/accept', '[1,2]', 'application/json', 422],
    ['a text body', 'POST', '/api/seller/v1/orders/YP10000000000000000001/accept', 'accept', 'text/plain', 415],
    ['a status that is not one', 'GET', '/api/seller/v1/orders?status=abc', undefined, undefined, 422],
    ['a date that is not one', 'GET', '/api/seller/v1/orders?updated_after=yesterday', undefined, undefined, 422],
    ['an order number that is not one', 'GET', '/api/seller/v1/orders/YP12', undefined, undefined, 422],
    // Over find-my-way's parameter limit the router answers 414 only when no wildcard route could take the path
    // instead, else the Chinese 404: which one depends on the routes this app registered (the site's pages are
    // served only once they are built), so either is right; a 500 never is.
    ['a path parameter over the router limit', 'GET', `/api/seller/v1/orders/${'9'.repeat(300)}`, undefined, undefined, [404, 414]],
    ['a limit too large', 'GET', '/api/seller/v1/orders?limit=100000', undefined, undefined, 422],
  ] as const)('%s', async (_, method, path, body, type, status) => {
    const headers = {
      ...signedHeaders(erpClient.clientId, erpClient.secret, { method, path, body: body ?? '' }),
      ...(type ? { 'content-type': type } : {}),
      'x-request-id': `bad-${String(status)}-${path.length}`,
    };
    const answer = await send(server.base, path, method, headers, body);
    expect(typeof status === 'number' ? [status] : status).toContain(answer.status);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('orders', () => {
  it('reads an order with lines, buyer, address and amounts', async () => {
    const { order, items } = await paidOrder();
    const answer = await erp<SellerOrder>(`/api/seller/v1/orders/${order.orderNo}`);
    expect(answer.status).toBe(200);
    const read = answer.body.data;
    expect(read).toMatchObject({ order_no: order.orderNo, status: 2, status_text: '待发货', buyer: { username: 'demo' }, address: { consignee: '王建国' } });
    expect(read.lines.map((l) => [l.line_id, l.quantity, l.price_fen])).toEqual([
      [items[0]!.id, 10, 1_250],
      [items[1]!.id, 4, 3_000],
    ]);
    expect(read.amounts.pay_total_fen).toBe(order.payTotalFen);
    expect((await erp('/api/seller/v1/orders/YP99999999999999999999')).status).toBe(404);
  });

  it('pages by update time with a cursor: an order changed during the walk comes again later, none is skipped', async () => {
    const start = new Date().toISOString();
    const created: { orderNo: string }[] = [];
    for (let i = 0; i < 5; i += 1) created.push((await paidOrder()).order);
    const seen: SellerOrderSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/seller/v1/orders?status=2&limit=2&updated_after=${encodeURIComponent(start)}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await erp<{ orders: SellerOrderSummary[]; next_cursor: string | null }>(query);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.orders);
      cursor = page.body.data.next_cursor;
      pages += 1;
      // After the first page, an order already read changes: its updated_at moves past the cursor.
      if (pages === 1)
        await server.db
          .update(orders)
          .set({ updatedAt: new Date(Date.now() + 1000) })
          .where(eq(orders.orderNo, seen[0]!.order_no));
    } while (cursor);
    const mine = seen.filter((o) => created.some((c) => c.orderNo === o.order_no));
    expect(new Set(mine.map((o) => o.order_no)).size).toBe(5);
    const firstSeen = mine.filter((o) => o.order_no === created[0]!.orderNo);
    expect(seen[0]!.order_no).toBe(created[0]!.orderNo);
    expect(firstSeen).toHaveLength(2);
    expect(firstSeen[1]!.version).toBeGreaterThan(firstSeen[0]!.version);
    // Versions never go back along the walk.
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.version).toBeGreaterThanOrEqual(seen[i - 1]!.version);

    const junk = await erp('/api/seller/v1/orders?cursor=bm90LWEtY3Vyc29y');
    expect(junk.status).toBe(422);
    expect(junk.body.errors).toEqual({ cursor: ['游标无效，请从第一页重新读取'] });
  });
});

describe('fulfilment', () => {
  it('ships in parcels by batch, adds trace, marks delivered; the buyer sees the ERP trace', async () => {
    const { order, items } = await paidOrder();
    const accepted = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/accept`, { body: {}, requestId: 'acc-1' });
    expect(accepted.body.data).toMatchObject({ status: 2, accepted: true, parcels: [] });

    const first = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/shipments`, {
      body: {
        carrier: '顺丰速运',
        waybill_no: 'SF1000000000001',
        shipped_at: '2026-11-28T09:00:00+08:00',
        lines: [
          {
            line_id: items[0]!.id,
            quantity: 6,
            batch_no: 'A2610',
            produced_on: '2026-10-01',
            expires_on: '2028-09-30',
            inspection_report_url: 'https://erp.example/reports/A2610.pdf',
          },
          { line_id: items[0]!.id, quantity: 4, batch_no: 'A2608', produced_on: '2026-08-01', expires_on: '2028-07-31' },
        ],
      },
      requestId: 'ship-1',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe(3);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.status, row!.logisticsCompany, row!.trackingNo]).toEqual([3, '顺丰速运', 'SF1000000000001']);

    const second = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/shipments`, {
      // Dated between the first parcel's trace and its delivery, so the buyer's trace order does not depend on today's date.
      body: { ...shipment(items[1]!.id, 4, 'JDVA10000000001'), shipped_at: '2026-11-28T15:00:00+08:00' },
      requestId: 'ship-2',
    });
    expect(second.body.data.parcels.map((p) => [p.waybill_no, p.lines.map((l) => [l.batch_no, l.quantity, l.expires_on])])).toEqual([
      [
        'SF1000000000001',
        [
          ['A2610', 6, '2028-09-30'],
          ['A2608', 4, '2028-07-31'],
        ],
      ],
      ['JDVA10000000001', [['B20261001', 4, '2028-09-30']]],
    ]);
    expect(second.body.data.version).toBeGreaterThan(first.body.data.version);

    const traced = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/shipments/SF1000000000001/events`, {
      body: { events: [{ at: '2026-11-28T12:00:00+08:00', text: '快件已到达【济南转运中心】' }] },
      requestId: 'trace-1',
    });
    expect(traced.body.data.parcels[0]!.events.map((e) => e.text)).toEqual([
      '商家已发货，包裹已交由顺丰速运，运单号SF1000000000001',
      '快件已到达【济南转运中心】',
    ]);
    const delivered = await erp<FulfilmentResult>(`/api/seller/v1/orders/${order.orderNo}/shipments/SF1000000000001/delivered`, {
      body: { at: '2026-11-29T10:00:00+08:00', signed_by: '王建国' },
      requestId: 'deliver-1',
    });
    expect(delivered.body.data.parcels[0]).toMatchObject({ delivered_at: '2026-11-29T02:00:00.000Z', signed_by: '王建国' });

    // The buyer's 物流 of the order: the ERP's trace, newest first, not the invented one.
    const buyer = await server.login();
    const logistics = await server.api<OrderLogistics>(`/api/order/${order.id}/logistics`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(logistics.body.data).toMatchObject({ company: '顺丰速运', tracking_no: 'SF1000000000001' });
    expect(logistics.body.data.parcels).toEqual([
      {
        carrier: '顺丰速运',
        waybill_no: 'SF1000000000001',
        delivered_at: Date.parse('2026-11-29T02:00:00Z') / 1000,
        lines: [
          {
            name: items[0]!.name,
            quantity: 6,
            batch_no: 'A2610',
            produced_on: '2026-10-01',
            expires_on: '2028-09-30',
            report_url: 'https://erp.example/reports/A2610.pdf',
          },
          { name: items[0]!.name, quantity: 4, batch_no: 'A2608', produced_on: '2026-08-01', expires_on: '2028-07-31', report_url: '' },
        ],
      },
      {
        carrier: '顺丰速运',
        waybill_no: 'JDVA10000000001',
        delivered_at: 0,
        lines: [{ name: items[1]!.name, quantity: 4, batch_no: 'B20261001', produced_on: '2026-10-01', expires_on: '2028-09-30', report_url: '' }],
      },
    ]);
    expect(logistics.body.data.traces.map((t) => t.text)).toEqual([
      '已签收，签收人：王建国',
      '商家已发货，包裹已交由顺丰速运，运单号JDVA10000000001',
      '快件已到达【济南转运中心】',
      '商家已发货，包裹已交由顺丰速运，运单号SF1000000000001',
    ]);
  });

  it('a shipment sent twice applies once, also when both arrive at once', async () => {
    const { order, items } = await paidOrder();
    const body = shipment(items[0]!.id, 10, 'SF2000000000001');
    const path = `/api/seller/v1/orders/${order.orderNo}/shipments`;
    const [a, b] = await Promise.all([
      erp<FulfilmentResult>(path, { body, requestId: 'twice-1' }),
      erp<FulfilmentResult>(path, { body, requestId: 'twice-1' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect([a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].sort()).toEqual(['true', null].sort());
    const again = await erp<FulfilmentResult>(path, { body, requestId: 'twice-1' });
    expect(again.body.data).toEqual(a.body.data);
    expect((await footprint(order.id)).parcels).toBe(1);

    const reused = await erp(path, { body: shipment(items[1]!.id, 1, 'SF2000000000002'), requestId: 'twice-1' });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toContain('该请求编号已用于另一个请求');
    expect((await footprint(order.id)).parcels).toBe(1);

    // The same waybill under a new request id is a second shipment of it: refused.
    const sameWaybill = await erp(path, { body: shipment(items[1]!.id, 1, 'SF2000000000001'), requestId: 'twice-2' });
    expect(sameWaybill.status).toBe(409);
  });

  it('with LOCAL_SELLER=off the local simulation leaves paid orders to the ERP', async () => {
    const { order } = await paidOrder();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    process.env.LOCAL_SELLER = 'off';
    try {
      const moved = await runLifecycle(server.db, later, undefined, { payments: null, localSeller: server.app.localSeller });
      expect(moved['ship-paid-orders']).toBe(0);
      expect((await footprint(order.id)).status).toBe(2);
    } finally {
      delete process.env.LOCAL_SELLER;
    }
    await runLifecycle(server.db, later, undefined, { payments: null, localSeller: server.app.localSeller });
    expect((await footprint(order.id)).status).toBe(3);
  });

  it('refuses to ship an order that is not paid', async () => {
    const { order, items } = await insertOrder(server.db, { userId: buyerId, status: 1, lines: [{ goodsId: goodsIds[0]!, number: 1, priceFen: 100 }] });
    const answer = await erp(`/api/seller/v1/orders/${order.orderNo}/shipments`, { body: shipment(items[0]!.id, 1), requestId: 'unpaid-1' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('订单状态为“待付款”，不能发货');
  });
});

// The clock the server checks timestamps against is the test's.
describe('clock', () => {
  it('a request signed at the server clock is fresh; the same request five minutes and a bit later is stale', async () => {
    clockMs = Date.now() + 301_000;
    const late = await erp('/api/seller/v1/orders?limit=1');
    expect(late.body.errors).toEqual({ auth: ['stale_timestamp'] });
    clockMs = Date.now();
    expect((await erp('/api/seller/v1/orders?limit=1')).status).toBe(200);
  });

  it('the lifecycle prunes nonces once their window is past, never those still inside it', async () => {
    const [before] = await server.db.select({ n: count() }).from(sellerNonces);
    expect(before!.n).toBeGreaterThan(0);
    expect(await pruneSellerNonces(server.db, new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await pruneSellerNonces(server.db, new Date(Date.now() + 11 * 60_000))).toBe(before!.n);
  });
});
