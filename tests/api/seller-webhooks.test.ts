import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerWebhookDelivery } from '../../shared/contract/seller/webhooks';
import type { Transaction } from '../../server/db/client';
import { orders, users, webhookDeliveries, webhookEvents } from '../../server/db/schema';
import { LIFECYCLE_JOBS } from '../../server/services/lifecycle';
import { releaseOrders } from '../../server/services/order/release';
import { markPaid } from '../../server/services/payment/pay';
import { deliverWebhooks } from '../../server/services/webhooks/deliver';
import { insertOrder, someGoods } from './fixtures/order';
import { transferDeclaration } from './fixtures/transfer';
import { startServer, type TestServer } from './harness';
import { registerSellerClient, sellerFetcher } from './seller/client';
import { startReceiver } from './seller/receiver';

/**
 * Outgoing webhooks (issue 30): events written in the change's transaction
 * (the outbox), delivered signed over real HTTP to the client's URL, retried
 * with backoff while the receiver is down, delivered once per event id when
 * it is back, and never for a change that rolled back.
 */
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let erp: ReturnType<typeof sellerFetcher>;
let buyerId: number;
let goodsId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startServer();
  let secret = '';
  receiver = await startReceiver(() => secret);
  const client = await registerSellerClient(server.db, 'erp-hooks', ['orders'], ['--webhook-url', receiver.url]);
  secret = client.secret;
  erp = sellerFetcher(server.base, client);
  const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  buyerId = demo!.id;
  goodsId = (await someGoods(server.db, 1))[0]!.id;
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

async function unpaidOrder() {
  const { order } = await insertOrder(server.db, { userId: buyerId, status: 1, createdAt: new Date(), lines: [{ goodsId, number: 1, priceFen: 1_000 }] });
  return order;
}

const pay = (orderId: number, now: Date) => server.db.transaction((tx: Transaction) => markPaid(tx, orderId, 'online', now));

describe('webhook deliveries', () => {
  it('run from the lifecycle tick', () => {
    expect(LIFECYCLE_JOBS.map((job) => job.name)).toContain('deliver-webhooks');
  });

  it('a receiver down for an hour gets every event afterwards, exactly once per event id, signed, with the object version', async () => {
    const start = new Date();
    receiver.state.down = true;
    const paid = [await unpaidOrder(), await unpaidOrder(), await unpaidOrder()];
    for (const order of paid) expect(await pay(order.id, start)).toBe(true);
    const cancelled = await unpaidOrder();
    await server.db.transaction((tx: Transaction) => releaseOrders(tx, [cancelled.id], start));

    // An hour of lifecycle ticks, one a minute, all refused.
    for (let minute = 0; minute <= 60; minute += 1) await deliverWebhooks(server.db, new Date(start.getTime() + minute * MINUTE));
    expect(receiver.accepted).toHaveLength(0);
    // 0, 0.5, 1.5, 3.5, 7.5, 15.5 and 31.5 minutes: the backoff, not one try a tick.
    expect(receiver.state.refused).toBe(4 * 7);

    const log = await erp<{ deliveries: SellerWebhookDelivery[] }>('/api/seller/v1/webhooks/deliveries?status=pending');
    expect(log.status).toBe(200);
    expect(log.body.data.deliveries).toHaveLength(4);
    expect(log.body.data.deliveries[0]).toMatchObject({ status: 'pending', attempts: 7, last_status: 503, last_error: 'HTTP 503' });

    receiver.state.down = false;
    for (let minute = 61; minute <= 180; minute += 1) await deliverWebhooks(server.db, new Date(start.getTime() + minute * MINUTE));
    expect(receiver.state.badSignatures).toBe(0);
    const times = receiver.timesById();
    expect(times.size).toBe(4);
    expect([...times.values()]).toEqual([1, 1, 1, 1]);
    expect(receiver.accepted.filter((event) => event.type === 'order.paid').map((event) => event.data.object.order_no)).toEqual(
      expect.arrayContaining(paid.map((order) => order.orderNo)),
    );
    const cancel = receiver.accepted.find((event) => event.type === 'order.cancelled')!;
    expect(cancel.data.object).toMatchObject({ object: 'order', order_no: cancelled.orderNo });
    expect(Number.isInteger(cancel.version)).toBe(true);

    const after = await erp<{ deliveries: SellerWebhookDelivery[] }>('/api/seller/v1/webhooks/deliveries?status=delivered');
    expect(after.body.data.deliveries.map((d) => d.event_id).sort()).toEqual([...times.keys()].sort());
    expect(after.body.data.deliveries.every((d) => d.attempts === 8)).toBe(true);
  });

  it('a buyer declaring a transfer and cancelling over the buyer API each send one event', async () => {
    const { token } = await server.login();
    const post = (path: string, body: unknown) =>
      server.api(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const transfer = await unpaidOrder();
    const declared = await post(`/api/order/${transfer.id}/pay`, transferDeclaration);
    expect(declared.status).toBe(200);
    const cancelled = await unpaidOrder();
    expect((await post(`/api/order/${cancelled.id}/cancel`, { reason: '不想要了' })).status).toBe(200);
    await deliverWebhooks(server.db, new Date());
    const about = (orderNo: string) => receiver.accepted.filter((event) => event.data.object.order_no === orderNo).map((event) => event.type);
    expect(about(transfer.orderNo)).toEqual(['order.transfer_declared']);
    expect(about(cancelled.orderNo)).toEqual(['order.cancelled']);
  });

  it('a return applied for over the buyer API sends return.requested', async () => {
    const { token } = await server.login();
    const { order, items } = await insertOrder(server.db, { userId: buyerId, status: 3, lines: [{ goodsId, number: 5, priceFen: 1_000 }] });
    const applied = await server.api<{ after_sale_no: string }>(`/api/order/${order.id}/return`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, reason: '商品破损', description: '外箱压坏', items: [{ order_item_id: items[0]!.id, number: 2 }] }),
    });
    expect(applied.status).toBe(200);
    await deliverWebhooks(server.db, new Date());
    const event = receiver.accepted.find((e) => e.type === 'return.requested' && e.data.object.order_no === order.orderNo);
    expect(event?.data.object).toMatchObject({ object: 'after_sale', id: applied.body.data.after_sale_no, amount_fen: 2_000 });
  });

  it('a later change of one object carries a larger version', async () => {
    const order = await unpaidOrder();
    await pay(order.id, new Date());
    await server.db.transaction((tx: Transaction) => releaseOrders(tx, [order.id], new Date()));
    const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.objectId, order.orderNo)).orderBy(webhookEvents.id);
    expect(events.map((event) => event.type)).toEqual(['order.paid', 'order.cancelled']);
    await deliverWebhooks(server.db, new Date());
    const received = receiver.accepted.filter((event) => event.data.object.order_no === order.orderNo);
    const version = (type: string) => received.find((event) => event.type === type)!.version;
    expect(version('order.cancelled')).toBeGreaterThan(version('order.paid'));
  });

  it('an event written in a transaction that rolls back is never sent', async () => {
    const order = await unpaidOrder();
    const before = receiver.accepted.length;
    await expect(
      server.db.transaction(async (tx: Transaction) => {
        expect(await markPaid(tx, order.id, 'online', new Date())).toBe(true);
        throw new Error('the payment confirmation failed after the order moved');
      }),
    ).rejects.toThrow('failed after');
    for (let minute = 0; minute <= 5; minute += 1) await deliverWebhooks(server.db, new Date(Date.now() + minute * MINUTE));
    expect(receiver.accepted.length).toBe(before);
    expect(receiver.accepted.some((event) => event.data.object.order_no === order.orderNo)).toBe(false);
    const [events] = await server.db.select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.objectId, order.orderNo));
    expect(events!.n).toBe(0);
    const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(1);
  });

  it('a delivered event is replayed through the API with the same event id; another client cannot see or replay it', async () => {
    const list = await erp<{ deliveries: SellerWebhookDelivery[] }>('/api/seller/v1/webhooks/deliveries?status=delivered&limit=1');
    const first = list.body.data.deliveries[0]!;
    const replay = await erp<{ delivery: SellerWebhookDelivery }>(`/api/seller/v1/webhooks/deliveries/${first.id}/replay`, { body: {}, requestId: 'replay-1' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.delivery).toMatchObject({ id: first.id, status: 'pending', event_id: first.event_id });
    await deliverWebhooks(server.db, new Date(Date.now() + MINUTE));
    expect(receiver.timesById().get(first.event_id)).toBe(2);

    const other = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-other', ['orders']));
    expect((await other<{ deliveries: unknown[] }>('/api/seller/v1/webhooks/deliveries')).body.data.deliveries).toEqual([]);
    const foreign = await other(`/api/seller/v1/webhooks/deliveries/${first.id}/replay`, { body: {}, requestId: 'replay-2' });
    expect(foreign.status).toBe(404);
    const bad = await erp('/api/seller/v1/webhooks/deliveries?status=lost');
    expect(bad.status).toBe(422);
  });

  it('gives up after 24 hours of failures, and keeps the log', async () => {
    receiver.state.down = true;
    const order = await unpaidOrder();
    const start = new Date();
    await pay(order.id, start);
    for (let hour = 0; hour <= 25; hour += 1) await deliverWebhooks(server.db, new Date(start.getTime() + hour * 60 * MINUTE));
    const [event] = await server.db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.objectId, order.orderNo));
    const rows = await server.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.eventId, [event!.id]));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    receiver.state.down = false;
  });
});
