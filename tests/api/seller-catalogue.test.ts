import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRowResult } from '../../shared/contract/seller/catalogue';
import { goods, orderItems, users } from '../../server/db/schema';
import { insertOrder } from './fixtures/order';
import { startServer, type TestServer } from './harness';
import { registerSellerClient, sellerFetcher } from './seller/client';

/**
 * POST /api/seller/v1/catalogue (issue 30): the ERP's stock, prices, ladders
 * and purchasable flags, 5,000 rows and more in one call, row by row; an
 * upload sent twice applies once; placed orders keep their prices.
 */
let server: TestServer;
let erp: ReturnType<typeof sellerFetcher>;
let noScope: ReturnType<typeof sellerFetcher>;
let ids: number[];

interface Outcome {
  updated: number;
  unchanged: number;
  refused: number;
  rows: CatalogueRowResult[];
}

beforeAll(async () => {
  server = await startServer();
  erp = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-catalogue', ['catalogue']));
  noScope = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-orders-only', ['orders']));
  ids = (await server.db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id))).map((g) => g.id);
});
afterAll(() => server.close());

const snapshot = async (some: number[]) =>
  server.db
    .select({ id: goods.id, stock: goods.stock, priceFen: goods.priceFen, ladder: goods.ladderPrice, type: goods.ladderPriceType, isBuy: goods.isBuy })
    .from(goods)
    .where(inArray(goods.id, some))
    .orderBy(asc(goods.id));

describe('catalogue upload', () => {
  it('applies 5,000 rows in one call, reports each, refuses bad rows alone, and leaves placed orders as they were', async () => {
    const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const target = ids[0]!;
    const [before] = await snapshot([target]);
    const { items } = await insertOrder(server.db, { userId: demo!.id, status: 2, lines: [{ goodsId: target, number: 2, priceFen: before!.priceFen }] });

    // The other goods over and over up to 5,000 rows (a later row for the same goods applies on top), the first goods repriced with a ladder.
    const rest = ids.slice(1);
    const rows: unknown[] = Array.from({ length: 5_000 }, (_, i) => ({ goods_id: rest[i % rest.length]!, stock: 100 + i }));
    rows[0] = {
      goods_id: target,
      stock: 7,
      price_fen: before!.priceFen + 100,
      ladder: { type: 'from', tiers: [{ quantity: 10, price_fen: before!.priceFen }] },
      purchasable: true,
    };
    rows[1] = { goods_id: 99_999_999, stock: 1 };
    rows[2] = { goods_id: rest[0]!, stock: -5 };
    const body = { rows };
    const answer = await erp<Outcome>('/api/seller/v1/catalogue', { body, requestId: 'cat-1' });
    expect(answer.status).toBe(200);
    const outcome = answer.body.data;
    expect(outcome.rows).toHaveLength(5_000);
    expect(outcome.rows[0]).toEqual({ row: 0, goods_id: target, goods_code: null, result: 'updated', changed: ['stock', 'price_fen', 'ladder'] });
    expect(outcome.rows[1]).toEqual({ row: 1, goods_id: 99_999_999, goods_code: null, result: 'refused', changed: [], message: '商品不存在' });
    expect(outcome.rows[2]).toMatchObject({ row: 2, result: 'refused', message: 'stock: 库存不能为负' });
    expect(outcome.updated + outcome.unchanged + outcome.refused).toBe(5_000);
    expect(outcome.refused).toBe(2);

    const [after] = await snapshot([target]);
    expect(after).toMatchObject({ stock: 7, priceFen: before!.priceFen + 100, ladder: [{ number: 10, price: before!.priceFen }], type: 2 });
    const lastStock = new Map<number, number>();
    for (const row of rows.slice(3) as { goods_id: number; stock: number }[]) lastStock.set(row.goods_id, row.stock);
    const others = await snapshot(rest.slice(0, 5));
    expect(others.map((g) => g.stock)).toEqual(rest.slice(0, 5).map((id) => lastStock.get(id)));
    // The order placed before keeps its price.
    const [line] = await server.db.select({ priceFen: orderItems.priceFen }).from(orderItems).where(eq(orderItems.id, items[0]!.id));
    expect(line!.priceFen).toBe(before!.priceFen);

    // Sent twice with the same request id: applied once, the same answer.
    await server.db.update(goods).set({ stock: 1 }).where(eq(goods.id, target));
    const again = await erp<Outcome>('/api/seller/v1/catalogue', { body, requestId: 'cat-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(outcome);
    expect((await snapshot([target]))[0]!.stock).toBe(1);

    // The same rows under a new id: only what differs now changes.
    const fresh = await erp<Outcome>('/api/seller/v1/catalogue', { body: { rows: rows.slice(0, 1) }, requestId: 'cat-2' });
    expect(fresh.body.data.rows).toEqual([{ row: 0, goods_id: target, goods_code: null, result: 'updated', changed: ['stock'] }]);
  });

  it('a client without the catalogue scope changes nothing; a malformed upload is refused whole', async () => {
    const before = await snapshot(ids.slice(0, 3));
    const refused = await noScope('/api/seller/v1/catalogue', { body: { rows: [{ goods_id: ids[0]!, stock: 0 }] }, requestId: 'cat-x' });
    expect(refused.status).toBe(403);
    const empty = await erp('/api/seller/v1/catalogue', { body: { rows: [] }, requestId: 'cat-empty' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ rows: ['至少一行'] });
    const tooMany = await erp('/api/seller/v1/catalogue', {
      body: { rows: Array.from({ length: 10_001 }, () => ({ goods_id: 1, stock: 1 })) },
      requestId: 'cat-big',
    });
    expect(tooMany.status).toBe(422);
    expect(await snapshot(ids.slice(0, 3))).toEqual(before);
  });
});
