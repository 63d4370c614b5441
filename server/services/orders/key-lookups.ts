import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';

/** What an Idempotency-Key lookup needs of the order that holds the key. */
export type KeyedOrder = Pick<OrderRow, 'id' | 'userId' | 'idempotencyKey' | 'orderNo' | 'payTotalFen' | 'isHm' | 'createdAt' | 'idempotencyHash'>;

interface Pending {
  userId: number;
  key: string;
  resolve: (row: KeyedOrder | null) => void;
  reject: (error: unknown) => void;
}

/**
 * The orders holding (buyer, Idempotency-Key) pairs, looked up together:
 * every lookup asked in the same turn of the event loop goes out as ONE
 * statement. Why: when a hot goods sells out, the admission gate refuses all
 * of its waiting buyers in the same moment, and each refusal must first ask
 * whether a submit with the same key placed the order meanwhile (then that
 * order is the answer). One statement each would queue ~160 round trips on
 * the pool behind one another, and the last refusal would wait for all of
 * them; together they cost one.
 */
export class KeyLookups {
  private pending: Pending[] = [];

  constructor(private readonly db: Database) {}

  find(userId: number, key: string): Promise<KeyedOrder | null> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ userId, key, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const pairs = batch.map(({ userId, key }) => ({ user_id: userId, key }));
    try {
      // JSON rather than two arrays: the keys are free text, and both drivers pass one jsonb parameter as is.
      const rows = await this.db
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
      for (const asked of batch) asked.resolve(found.get(`${asked.userId}\n${asked.key}`) ?? null);
    } catch (error) {
      for (const asked of batch) asked.reject(error);
    }
  }
}

const lookups = new WeakMap<object, KeyLookups>();

/** The batched key lookups of one database (per node, like the admission gate). */
export function keyLookupsOf(db: Database): KeyLookups {
  let found = lookups.get(db);
  if (!found) lookups.set(db, (found = new KeyLookups(db)));
  return found;
}
