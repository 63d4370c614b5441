import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../../server/db/client';
import { readTogether } from '../../server/db/reads';
import { openTestDatabase, type TestDatabase } from './database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());

/** Three reads that note when each is sent and when its answer is back. */
function noted(db: Database | Transaction, log: string[]) {
  return [1, 2, 3].map((n) => async () => {
    log.push(`sent ${n}`);
    const result = await db.execute(sql`select ${n}::int as n`);
    log.push(`back ${n}`);
    return result;
  });
}

describe('readTogether', () => {
  it('inside a transaction sends each read only when the one before has answered (one connection)', async () => {
    const log: string[] = [];
    await database.db.transaction(async (tx) => {
      await readTogether(tx, noted(tx, log));
    });
    expect(log).toEqual(['sent 1', 'back 1', 'sent 2', 'back 2', 'sent 3', 'back 3']);
  });

  it('on the database sends them all at once, and answers in the order asked', async () => {
    const log: string[] = [];
    const answers = await readTogether(database.db, [async () => 'a', async () => 2, async () => ({ c: true })] as const);
    expect(answers).toEqual(['a', 2, { c: true }]);
    await readTogether(database.db, noted(database.db, log));
    expect(log.slice(0, 3)).toEqual(['sent 1', 'sent 2', 'sent 3']);
  });
});
