import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../server/db/client';
import { afterSales, orderParcels, orders, sellerClients, sellerRequests, users, webhookDeliveries } from '../../server/db/schema';
import { markPaid } from '../../server/services/payment/mark-paid';
import { signingKeyOf } from '../../server/services/seller/signature';
import { deliverWebhooks } from '../../server/services/webhooks/deliver';
import { webhookSignature, WEBHOOK_SIGNATURE_HEADER } from '../../server/services/webhooks/signature';
import { insertOrder, someGoods } from './fixtures/order';
import { json, startServer, type TestServer } from './harness';

/**
 * The local seller is driven by the webhooks (issue 30): its node listens
 * at a URL of its own, registered as its seller client's webhook URL, checks
 * each delivery's signature, and ships a paid order (approves and refunds a
 * return) when its delay is up, through /api/seller/v1. No lifecycle job
 * runs here, so no poll can be what moved anything; the delays are 0 so
 * the steps are due at once, and the reaction is awaited, not timed.
 */
let server: TestServer;
let demoId: number;
let goodsId: number;
let hookUrl: string;
let localClient: { id: number; clientId: string };
const saved = { ship: process.env.FULFILMENT_DELAY_SECONDS, review: process.env.AFTER_SALE_REVIEW_SECONDS };

beforeAll(async () => {
  process.env.FULFILMENT_DELAY_SECONDS = '0';
  process.env.AFTER_SALE_REVIEW_SECONDS = '0';
  server = await startServer();
  // What main.ts does once it listens: the local seller's listener and client.
  if (!(await server.app.localSeller())) throw new Error('the local seller did not start');
  const [row] = await server.db
    .select({ id: sellerClients.id, clientId: sellerClients.clientId, webhookUrl: sellerClients.webhookUrl })
    .from(sellerClients)
    .where(like(sellerClients.clientId, 'local-seller-%'));
  localClient = { id: row!.id, clientId: row!.clientId };
  hookUrl = row!.webhookUrl!;
  const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = demo!.id;
  goodsId = (await someGoods(server.db, 1))[0]!.id;
});
afterAll(async () => {
  await server?.close();
  for (const [name, value] of [
    ['FULFILMENT_DELAY_SECONDS', saved.ship],
    ['AFTER_SALE_REVIEW_SECONDS', saved.review],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function paidOrder() {
  const { order, items } = await insertOrder(server.db, { userId: demoId, status: 1, createdAt: new Date(), lines: [{ goodsId, number: 4, priceFen: 1_000 }] });
  // The payment's own transaction writes the order.paid event (the outbox).
  expect(await server.db.transaction((tx: Transaction) => markPaid(tx, order.id, 'online', new Date()))).toBe(true);
  return { order, items };
}

const statusOf = async (orderId: number) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('the local seller reacts to its webhooks', () => {
  it('is registered with a webhook URL of its own, on this host', () => {
    expect(hookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hooks\/yaopi$/);
    expect(hookUrl.startsWith(server.base)).toBe(false);
  });

  it('a forged order.paid changes nothing; the signed delivery ships the order, once, through the seller API', async () => {
    const { order } = await paidOrder();
    const body = JSON.stringify({
      id: 'evt_forged0000000000000000000000000',
      type: 'order.paid',
      version: 1,
      created_at: new Date().toISOString(),
      data: { object: { object: 'order', id: order.orderNo, order_no: order.orderNo, status: 2 } },
    });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [webhookSignature(signingKeyOf('ypsk_not-the-secret-of-this-client-0000000000'), now, body), `t=${now},v1=${'0'.repeat(64)}`, '']) {
      const answer = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature }, body });
      expect(answer.status).toBe(400);
    }
    await server.app.localSeller.idle();
    expect(await statusOf(order.id)).toBe(2);
    expect(await server.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.id))).toHaveLength(0);

    // The real delivery: signed with the client's key, taken (204), and the order ships.
    expect(await deliverWebhooks(server.db, new Date())).toBeGreaterThanOrEqual(1);
    const [delivery] = await server.db
      .select({ status: webhookDeliveries.status, lastStatus: webhookDeliveries.lastStatus })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.clientId, localClient.id));
    expect(delivery).toMatchObject({ status: 'delivered', lastStatus: 204 });
    await server.app.localSeller.idle();
    expect(await statusOf(order.id)).toBe(3);
    expect(await server.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.id))).toHaveLength(1);
    const writes = await server.db
      .select({ requestId: sellerRequests.requestId })
      .from(sellerRequests)
      .where(and(eq(sellerRequests.clientId, localClient.id), like(sellerRequests.requestId, `local-seller-%-${order.orderNo}`)));
    expect(writes.map((w) => w.requestId).sort()).toEqual([`local-seller-ship-${order.orderNo}`, `local-seller-trace-${order.orderNo}`]);
  });

  it('a return application is approved and then refunded from its return.requested webhook', async () => {
    const { order, items } = await paidOrder();
    await deliverWebhooks(server.db, new Date());
    await server.app.localSeller.idle();
    expect(await statusOf(order.id)).toBe(3);

    const { token } = await server.login();
    const applied = await server.api<{ after_sale_no: string }>(`/api/order/${order.id}/return`, {
      ...json({ type: 1, reason: '商品破损', description: '外箱压坏', items: [{ order_item_id: items[0]!.id, number: 1 }] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(applied.status).toBe(200);
    const no = applied.body.data.after_sale_no;
    expect(await deliverWebhooks(server.db, new Date())).toBeGreaterThanOrEqual(1);
    await server.app.localSeller.idle();
    const [row] = await server.db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.afterSaleNo, no));
    expect(row!.status).toBe(4);
  });
});
