import type { Database } from '../../db/client';
import { isDataException } from '../../db/errors';
import { BatchedOrderError, placeOrder, placeOrders, type OrderWrite, type PlacedOrder } from './place-order';

interface Pending {
  write: OrderWrite;
  resolve: (placed: PlacedOrder) => void;
  reject: (error: unknown) => void;
}

/** At most this many orders in one place_orders statement. */
const MOST_PER_BATCH = 32;

/**
 * Group commit for hot goods. Orders for the same goods take that goods row's
 * lock one after another, and each held it through its own commit: twelve
 * winners of a 秒杀 meant twelve commits in a row while every other buyer of
 * the goods waited for the sell-out. Here, orders for the same goods (the
 * same set of goods ids, one lane each) go to the database one statement at
 * a time: the first alone, at once; those that arrive while it is written
 * wait, and go together as one place_orders statement when it is done. An
 * order that touches no goods another one is writing is written at once, as
 * before. Each order is still guarded by the database alone (the
 * conditional stock update of place_order, in a subtransaction of its own);
 * this only decides which orders share a statement and a commit.
 */
export class OrderWriter {
  private readonly lanes = new Map<string, Pending[]>();

  constructor(private readonly db: Database) {}

  place(write: OrderWrite): Promise<PlacedOrder> {
    const lane = write.stock
      .map((want) => want.goodsId)
      .sort((a, b) => a - b)
      .join(',');
    return new Promise((resolve, reject) => {
      const queue = this.lanes.get(lane);
      if (queue) queue.push({ write, resolve, reject });
      else {
        this.lanes.set(lane, []);
        void this.drain(lane, [{ write, resolve, reject }]);
      }
    });
  }

  /** Writes `first`, then whatever queued on the lane meanwhile, until the lane is empty. */
  private async drain(lane: string, first: Pending[]): Promise<void> {
    for (let batch = first; batch.length > 0;) {
      await this.write(batch);
      const queue = this.lanes.get(lane)!;
      batch = queue.splice(0, MOST_PER_BATCH);
    }
    this.lanes.delete(lane);
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch;
      await placeOrder(this.db, only!.write).then(only!.resolve, only!.reject);
      return;
    }
    try {
      const outcomes = await placeOrders(
        this.db,
        batch.map((pending) => pending.write),
      );
      outcomes.forEach((outcome, i) => (outcome instanceof BatchedOrderError ? batch[i]!.reject(outcome) : batch[i]!.resolve(outcome)));
    } catch (error) {
      // A value the database could not take (class 22) failed the statement before anything was
      // written: each order is written alone, so the error reaches only its own. Any other failure
      // may have come after the commit, and is never retried.
      if (isDataException(error)) await Promise.all(batch.map((pending) => this.write([pending])));
      else for (const pending of batch) pending.reject(error);
    }
  }
}

const writers = new WeakMap<object, OrderWriter>();

/** This node's order writer for one database (its lanes are per node, like the admission gate). */
export function orderWriterOf(db: Database): OrderWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new OrderWriter(db)));
  return writer;
}
