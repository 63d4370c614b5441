import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase, type Transaction } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { users } from '../../server/db/schema';
import { markPaid } from '../../server/services/payment/pay';
import { deliverWebhooks } from '../../server/services/webhooks/deliver';
import { TEST_PASSWORD_COST } from '../support/test-password-cost';
import { insertOrder, someGoods } from './fixtures/order';
import { registerSellerClient } from './seller/client';
import { startReceiver } from './seller/receiver';
import { ADMIN_URL, onAdmin } from './faults/postgres';

/**
 * Two API nodes, each with its own pool on one PostgreSQL, delivering the
 * same outbox at the same moment: every event reaches the receiver exactly
 * once (the claim skips rows another node holds, and the lease keeps them
 * its own). Skipped, saying so, only when no PostgreSQL answers.
 */
const postgresUp = await onAdmin('select 1').then(
  () => true,
  () => false,
);
if (!postgresUp) console.warn('seller-webhooks-nodes: no PostgreSQL answers; the two-node webhook test is SKIPPED.');

describe.skipIf(!postgresUp)('webhooks from two nodes on one PostgreSQL', () => {
  const name = `yaopi_t_hooks_${randomBytes(6).toString('hex')}`;
  let nodeA: OpenedDatabase;
  let nodeB: OpenedDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    [nodeA, nodeB] = await Promise.all([openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })]);
    await prepareDatabase(nodeA, { passwordCost: TEST_PASSWORD_COST });
  });
  afterAll(async () => {
    await receiver?.close();
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('two nodes ticking at once never deliver one event twice', async () => {
    let secret = '';
    // A slow receiver keeps each node's sends in flight while the other claims.
    receiver = await startReceiver(() => secret, { delayMs: 20 });
    secret = (await registerSellerClient(nodeA.db, 'erp-nodes', ['orders'], ['--webhook-url', receiver.url])).secret;
    const [demo] = await nodeA.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const goodsId = (await someGoods(nodeA.db, 1))[0]!.id;
    const now = new Date();
    const orderNos: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const { order } = await insertOrder(nodeA.db, { userId: demo!.id, status: 1, createdAt: now, lines: [{ goodsId, number: 1, priceFen: 500 }] });
      await nodeA.db.transaction((tx: Transaction) => markPaid(tx, order.id, 'online', now));
      orderNos.push(order.orderNo);
    }
    // Events fall due when the database wrote them, not at `now`: on a loaded machine the 120 payments above take
    // seconds, so the rounds start from the clock after them.
    const dueBy = Date.now();
    for (let round = 0; round < 3; round += 1) {
      const at = new Date(dueBy + round * 1_000);
      await Promise.all([deliverWebhooks(nodeA.db, at), deliverWebhooks(nodeB.db, at), deliverWebhooks(nodeA.db, at), deliverWebhooks(nodeB.db, at)]);
    }
    const times = receiver.timesById();
    expect(receiver.state.badSignatures).toBe(0);
    expect(times.size).toBe(120);
    expect([...times.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(receiver.accepted.map((event) => event.data.object.order_no))).toEqual(new Set(orderNos));
  });
});
