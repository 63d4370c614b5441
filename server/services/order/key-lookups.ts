import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { StatementBatches } from './statement-batches';

/** What an Idempotency-Key lookup needs of the order that holds the key. */
export type KeyedOrder = Pick<OrderRow, 'id' | 'userId' | 'idempotencyKey' | 'orderNo' | 'payTotalFen' | 'isHm' | 'createdAt' | 'idempotencyHash'>;

/**
 * The orders holding (buyer, Idempotency-Key) pairs, looked up together
 * (statement-batches.ts): lookups asked at the same moment go out as ONE
 * statement. Why: when a hot goods sells out, the admission gate refuses all
 * of its waiting buyers in the same moment, and each refusal must first ask
 * whether a submit with the same key placed the order meanwhile (then that
 * order is the answer). One statement each would queue ~160 round trips on
 * the pool behind one another, and the last refusal would wait for all of
 * them; together they cost one.
 */
export class KeyLookups {
  private readonly batches: StatementBatches<{ user_id: number; key: string }, KeyedOrder | null>;

  constructor(db: Database) {
    this.batches = new StatementBatches(
      async (pairs) => {
        // JSON rather than two arrays: the keys are free text, and both drivers pass one jsonb parameter as is.
        const rows = await db
          .select({
            id: orders.id,
            userId: orders.userId,
            idempotencyKey: orders.idempotencyKey,
            orderNo: orders.orderNo,
            payTotalFen: orders.payTotalFen,
            isHm: orders.isHm,
            createdAt: orders.createdAt,
            idempotencyHash: orders.idempotencyHash,
          })
          .from(orders)
          .where(
            sql`(${orders.userId}, ${orders.idempotencyKey}) in (select wanted.user_id, wanted.key from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as wanted(user_id integer, key text))`,
          );
        const found = new Map(rows.map((row) => [`${row.userId}\n${row.idempotencyKey}`, row]));
        return pairs.map((pair) => found.get(`${pair.user_id}\n${pair.key}`) ?? null);
      },
      { inFlight: 2, perBatch: 200 },
    );
  }

  find(userId: number, key: string): Promise<KeyedOrder | null> {
    return this.batches.ask({ user_id: userId, key });
  }
}

const lookups = new WeakMap<object, KeyLookups>();

/** The batched key lookups of one database (per node, like the admission gate). */
export function keyLookupsOf(db: Database): KeyLookups {
  let found = lookups.get(db);
  if (!found) lookups.set(db, (found = new KeyLookups(db)));
  return found;
}
