import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { KeyLookups } from '../../server/services/order/key-lookups';
import { startServer, type TestServer } from './harness';
import { cartWith, defaultAddressId, loginAs, placeOrder, plainGoods, type Who } from './order-fixtures';

// The Idempotency-Key lookups of the refusals a sold-out goods gives at once
// go out as one statement (key-lookups.ts): each must still get exactly its
// own buyer's order under its own key.

let server: TestServer;
let demo: Who;
let chain: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
});
afterAll(() => server?.close());

async function orderUnder(who: Who, key: string, skip: number): Promise<number> {
  const [item] = await plainGoods(server, 1, skip);
  const ids = await cartWith(server, who, [{ goods: item!, number: 1 }]);
  const answer = await placeOrder(server, who, { ids, address_id: await defaultAddressId(server, who) }, key);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

describe('Idempotency-Key lookups asked together', () => {
  it('answer each buyer’s own order under each key, and null where there is none, from one statement', async () => {
    const odd = 'key, with "quotes" and \\ and {braces}';
    const demoPlain = await orderUnder(demo, 'shared-key', 0);
    const chainPlain = await orderUnder(chain, 'shared-key', 1);
    const demoOdd = await orderUnder(demo, odd, 2);

    const lookups = new KeyLookups(server.db);
    const statements: string[] = [];
    const spied = new Proxy(server.db, {
      get(target, property, receiver) {
        if (property === 'select') statements.push('select');
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const batched = new KeyLookups(spied);
    const found = await Promise.all([
      batched.find(demo.id, 'shared-key'),
      batched.find(chain.id, 'shared-key'),
      batched.find(demo.id, odd),
      batched.find(chain.id, odd),
      batched.find(demo.id, 'never-used'),
    ]);
    expect(found.map((row) => row?.id ?? null)).toEqual([demoPlain, chainPlain, demoOdd, null, null]);
    expect(statements).toHaveLength(1);

    const [stored] = await server.db.select().from(orders).where(eq(orders.id, demoOdd));
    expect(await lookups.find(demo.id, odd)).toMatchObject({
      id: demoOdd,
      orderNo: stored!.orderNo,
      payTotalFen: stored!.payTotalFen,
      idempotencyHash: stored!.idempotencyHash,
      createdAt: stored!.createdAt,
    });
  });
});
