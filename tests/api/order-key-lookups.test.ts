import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { KeyLookups } from '../../server/services/order/key-lookups';
import { counting, orderOne, withDemoAndChain, type Who } from './order-fixtures';

// The Idempotency-Key lookups of the refusals a sold-out goods gives at once
// go out as one statement (key-lookups.ts): each must still get exactly its
// own buyer's order under its own key.

const the = withDemoAndChain();

async function orderUnder(who: Who, key: string, skip: number): Promise<number> {
  const answer = await orderOne(the.server, who, skip, key);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

describe('Idempotency-Key lookups asked together', () => {
  it('answer each buyer’s own order under each key, and null where there is none, from one statement', async () => {
    const odd = 'key, with "quotes" and \\ and {braces}';
    const demoPlain = await orderUnder(the.demo, 'shared-key', 0);
    const chainPlain = await orderUnder(the.chain, 'shared-key', 1);
    const demoOdd = await orderUnder(the.demo, odd, 2);

    const lookups = new KeyLookups(the.server.db);
    const { db: spied, statements } = counting(the.server.db);
    const batched = new KeyLookups(spied);
    const found = await Promise.all([
      batched.find(the.demo.id, 'shared-key'),
      batched.find(the.chain.id, 'shared-key'),
      batched.find(the.demo.id, odd),
      batched.find(the.chain.id, odd),
      batched.find(the.demo.id, 'never-used'),
    ]);
    expect(found.map((row) => row?.id ?? null)).toEqual([demoPlain, chainPlain, demoOdd, null, null]);
    expect(statements).toHaveLength(1);

    const [stored] = await the.server.db.select().from(orders).where(eq(orders.id, demoOdd));
    expect(await lookups.find(the.demo.id, odd)).toMatchObject({
      id: demoOdd,
      orderNo: stored!.orderNo,
      payTotalFen: stored!.payTotalFen,
      idempotencyHash: stored!.idempotencyHash,
      createdAt: stored!.createdAt,
    });
  });
});
