import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleDetail } from '../../shared/contract/order';
import { licences, users, walletTransactions } from '../../server/db/schema';
import { insertOrder, someGoods } from './fixtures/order';
import { json, startServer, type TestServer } from './harness';
import { registerSellerClient, sellerFetcher } from './seller/client';

/**
 * The seller's desk through /api/seller/v1 (issue 30): after-sales
 * applications approved, refunded to the wallet through its ledger, or
 * refused with the reason the buyer reads; registrations reviewed with the
 * same service as `npm run admin -- review`, while the server runs.
 */
let server: TestServer;
let desk: ReturnType<typeof sellerFetcher>;
let shipper: ReturnType<typeof sellerFetcher>;
let demo: { token: string };
let demoId: number;
let goodsIds: number[];

beforeAll(async () => {
  server = await startServer();
  desk = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-desk', ['after-sales', 'reviews']));
  shipper = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-shipper', ['fulfilment']));
  demo = await server.login();
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = row!.id;
  goodsIds = (await someGoods(server.db, 2)).map((g) => g.id);
});
afterAll(() => server.close());

const as = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${demo.token}` },
});

async function application() {
  const { order, items } = await insertOrder(server.db, { userId: demoId, status: 3, lines: [{ goodsId: goodsIds[0]!, number: 10, priceFen: 1250 }] });
  const res = await server.api<{ id: number; after_sale_no: string }>(
    `/api/order/${order.id}/return`,
    as(json({ type: 1, reason: '商品破损', description: '外箱压坏', items: [{ order_item_id: items[0]!.id, number: 2 }] })),
  );
  expect(res.status).toBe(200);
  return { order, ...res.body.data };
}

async function balance(): Promise<number> {
  const [row] = await server.db.select({ b: users.balanceFen }).from(users).where(eq(users.id, demoId));
  return row!.b;
}

interface Decided {
  after_sale: { after_sale_no: string; status: number; status_text: string; review_note: string };
}

describe('after-sales', () => {
  it('lists pending applications, approves, refunds to the wallet once, with a ledger row', async () => {
    const applied = await application();
    const list = await desk<{ after_sales: { after_sale_no: string; amount_fen: number; lines: { quantity: number }[] }[] }>(
      '/api/seller/v1/after-sales?limit=200',
    );
    const mine = list.body.data.after_sales.find((a) => a.after_sale_no === applied.after_sale_no);
    expect(mine).toMatchObject({ amount_fen: 2_500, lines: [{ quantity: 2 }] });

    const approved = await desk<Decided>(`/api/seller/v1/after-sales/${applied.after_sale_no}/approve`, { body: {}, requestId: 'as-approve-1' });
    expect(approved.body.data.after_sale).toMatchObject({ status: 2, status_text: '已同意' });
    const before = await balance();
    const refunded = await desk<Decided>(`/api/seller/v1/after-sales/${applied.after_sale_no}/refund`, { body: {}, requestId: 'as-refund-1' });
    expect(refunded.body.data.after_sale.status).toBe(4);
    expect(await balance()).toBe(before + 2_500);
    // Sent again (the ERP retried): the same answer, no second credit.
    const again = await desk<Decided>(`/api/seller/v1/after-sales/${applied.after_sale_no}/refund`, { body: {}, requestId: 'as-refund-1' });
    expect(again.body.data).toEqual(refunded.body.data);
    // A new request id for the same refund: refused, still one credit.
    const twice = await desk(`/api/seller/v1/after-sales/${applied.after_sale_no}/refund`, { body: {}, requestId: 'as-refund-2' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('售后申请状态为“已退款”，不能退款');
    expect(await balance()).toBe(before + 2_500);
    const ledger = await server.db.select().from(walletTransactions).where(eq(walletTransactions.afterSaleId, applied.id));
    expect(ledger.map((row) => row.amountFen)).toEqual([2_500]);
  });

  it('refuses with the reason the buyer reads; a client without the scope changes nothing', async () => {
    const applied = await application();
    const denied = await shipper(`/api/seller/v1/after-sales/${applied.after_sale_no}/refuse`, { body: { reason: '不是我们的批号' }, requestId: 'as-x' });
    expect(denied.status).toBe(403);
    const empty = await desk(`/api/seller/v1/after-sales/${applied.after_sale_no}/refuse`, { body: { reason: ' ' }, requestId: 'as-refuse-0' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ reason: ['请填写驳回理由'] });
    const refused = await desk<Decided>(`/api/seller/v1/after-sales/${applied.after_sale_no}/refuse`, {
      body: { reason: '批号与出库记录不符' },
      requestId: 'as-refuse-1',
    });
    expect(refused.body.data.after_sale).toMatchObject({ status: 3, review_note: '批号与出库记录不符' });
    const seen = await server.api<AfterSaleDetail>(`/api/after_sale/${applied.id}`, as());
    expect(JSON.stringify(seen.body.data)).toContain('批号与出库记录不符');
  });
});

describe('registration reviews', () => {
  it('lists the accounts awaiting review and decides them with the CLI service, while the server runs', async () => {
    const list = await desk<{ reviews: { user_id: number; username: string }[] }>('/api/seller/v1/reviews');
    expect(list.status).toBe(200);
    const waiting = list.body.data.reviews.find((r) => r.username === 'tydesheng');
    expect(waiting).toBeDefined();

    const refused = await desk(`/api/seller/v1/reviews/${waiting!.user_id}/refuse`, { body: { reason: '营业执照已过期' }, requestId: 'rv-1' });
    expect(refused.body.data).toEqual({ user_id: waiting!.user_id, username: 'tydesheng', approved: false });
    const [user] = await server.db.select({ isPassed: users.isPassed, reason: users.reviewReason }).from(users).where(eq(users.id, waiting!.user_id));
    expect(user).toEqual({ isPassed: false, reason: '营业执照已过期' });

    // No longer awaiting review: a second decision is refused.
    const late = await desk(`/api/seller/v1/reviews/${waiting!.user_id}/approve`, { body: {}, requestId: 'rv-2' });
    expect(late.status).toBe(409);

    // The buyer re-uploads: pending again, then approved with the licences' scope.
    await server.db.update(licences).set({ status: 'pending' }).where(eq(licences.userId, waiting!.user_id));
    const approved = await desk(`/api/seller/v1/reviews/${waiting!.user_id}/approve`, { body: {}, requestId: 'rv-3' });
    expect(approved.body.data).toMatchObject({ approved: true });
    const docs = await server.db.select({ status: licences.status, scope: licences.scope }).from(licences).where(eq(licences.userId, waiting!.user_id));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.status === 'approved')).toBe(true);
    expect(docs.some((d) => d.scope.length > 0)).toBe(true);
    expect((await desk('/api/seller/v1/reviews/99999999/approve', { body: {}, requestId: 'rv-4' })).status).toBe(404);
  });
});
