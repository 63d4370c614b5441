import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../shared/contract/order';
import { afterSales, orderParcels, orders, sellerClients, sellerRequests, users, walletTransactions } from '../../server/db/schema';
import { sellerApiClient } from '../../server/services/seller-sim/client';
import { reviewDueAfterSales, shipDueOrders } from '../../server/services/seller-sim/simulator';
import { insertOrder, someGoods } from './fixtures/order';
import { json, startServer, type TestServer } from './harness';
import { registerSellerClient } from './seller/client';
import { runLocalSeller } from './seller/local-seller';

/**
 * The local seller simulation is a client of /api/seller/v1 (issue 30): it
 * signs its requests and talks to the server over real HTTP with a
 * registered client and key, exactly as an ERP would, so its writes land in
 * the seller API's own request log and a repeated run applies nothing twice.
 */
let server: TestServer;
let demo: { token: string };
let demoId: number;
let goodsIds: number[];
let api: ReturnType<typeof sellerApiClient>;
let localClientRowId: number;
const timing = { shipAfterSeconds: 120, reviewAfterSeconds: 60 };

beforeAll(async () => {
  server = await startServer();
  const credentials = await registerSellerClient(server.db, 'local-seller', ['orders', 'fulfilment', 'after-sales']);
  api = sellerApiClient({ baseUrl: server.base, ...credentials });
  const [client] = await server.db.select({ id: sellerClients.id }).from(sellerClients).where(eq(sellerClients.clientId, 'local-seller'));
  localClientRowId = client!.id;
  demo = await server.login();
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = row!.id;
  goodsIds = (await someGoods(server.db, 2)).map((g) => g.id);
});
afterAll(() => server.close());

const auth = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${demo.token}` },
});

async function logged(prefix: string) {
  return server.db
    .select({ requestId: sellerRequests.requestId, operation: sellerRequests.operation })
    .from(sellerRequests)
    .where(and(eq(sellerRequests.clientId, localClientRowId), like(sellerRequests.requestId, `${prefix}%`)));
}

describe('local seller: shipping through the API', () => {
  it('ships a paid order after the delay in a parcel with batch, dates and trace, through signed logged requests, once', async () => {
    const paidAt = new Date(Date.now() - 10 * 60_000);
    const { order } = await insertOrder(server.db, {
      userId: demoId,
      status: 2,
      paidAt,
      lines: [
        { goodsId: goodsIds[0]!, number: 6, priceFen: 1_250 },
        { goodsId: goodsIds[1]!, number: 2, priceFen: 3_000 },
      ],
    });

    // Not before the delay: a minute after payment the order still waits.
    await shipDueOrders(api, new Date(paidAt.getTime() + 60_000), timing);
    const [waiting] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(waiting!.status).toBe(2);

    const now = new Date();
    expect(await shipDueOrders(api, now, timing)).toBeGreaterThanOrEqual(1);
    const [shipped] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(shipped!.status).toBe(3);

    // The buyer reads the parcel the simulator sent: carrier, waybill, batch and expiry on each line, and the trace.
    const logistics = await server.api<OrderLogistics>(`/api/order/${order.id}/logistics`, auth());
    expect(logistics.status).toBe(200);
    const text = JSON.stringify(logistics.body.data);
    expect(text).toMatch(/顺丰速运|京东物流|中通快递/);
    expect(text).toContain('已揽收');

    const parcels = await server.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.id));
    expect(parcels).toHaveLength(1);

    // Its writes are in the seller API's own log under its client, with the request ids that make them idempotent.
    const writes = await logged(`local-seller-ship-${order.orderNo}`);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.operation).toContain('/shipments');
    expect(await logged(`local-seller-trace-${order.orderNo}`)).toHaveLength(1);

    // Another run finds nothing to ship and adds no parcel.
    await runLocalSeller(api, new Date(), timing);
    expect(await server.db.select().from(orderParcels).where(eq(orderParcels.orderId, order.id))).toHaveLength(1);
  });

  it('stops at a wrong key: nothing ships', async () => {
    const { order } = await insertOrder(server.db, {
      userId: demoId,
      status: 2,
      paidAt: new Date(Date.now() - 10 * 60_000),
      lines: [{ goodsId: goodsIds[0]!, number: 1, priceFen: 1_000 }],
    });
    const forged = sellerApiClient({ baseUrl: server.base, clientId: 'local-seller', secret: 'ypsk_not-the-secret-of-this-client-0000000000' });
    await expect(shipDueOrders(forged, new Date(), timing)).rejects.toMatchObject({ status: 401 });
    const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(2);
    // Leave nothing due for the other tests.
    await shipDueOrders(api, new Date(), timing);
  });
});

describe('local seller: returns through the API', () => {
  it('approves a return after the delay and refunds it to the wallet a delay later, each once', async () => {
    const { order, items } = await insertOrder(server.db, { userId: demoId, status: 3, lines: [{ goodsId: goodsIds[0]!, number: 10, priceFen: 1_250 }] });
    const applied = await server.api<{ after_sale_no: string }>(
      `/api/order/${order.id}/return`,
      auth(json({ type: 1, reason: '商品破损', description: '外箱压坏', items: [{ order_item_id: items[0]!.id, number: 2 }] })),
    );
    expect(applied.status).toBe(200);
    const no = applied.body.data.after_sale_no;
    const statusOf = async () => (await server.db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.afterSaleNo, no)))[0]!.status;

    await reviewDueAfterSales(api, new Date(), timing);
    expect(await statusOf()).toBe(1);

    const later = new Date(Date.now() + 61_000);
    await reviewDueAfterSales(api, later, timing);
    expect(await statusOf()).toBe(2);
    expect(await logged(`local-seller-approve-${no}`)).toHaveLength(1);

    await reviewDueAfterSales(api, new Date(Date.now() + 121_000), timing);
    expect(await statusOf()).toBe(4);
    expect(await logged(`local-seller-refund-${no}`)).toHaveLength(1);
    await reviewDueAfterSales(api, new Date(Date.now() + 240_000), timing);
    const ledger = await server.db.select().from(walletTransactions).where(eq(walletTransactions.orderId, order.id));
    expect(ledger.map((row) => row.amountFen)).toEqual([2_500]);
  });
});
