import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per lifecycle job (services/lifecycle.ts): the latest tick it was
 * claimed for and by which API node. A node runs a job for a tick only if
 * its conditional upsert moves tick_at forward, so with several nodes each
 * job runs once per tick whatever the phase of their timers
 * (services/lifecycle-lease.ts). Also the record of who ran what.
 */
export const lifecycleLeases = pgTable('lifecycle_leases', {
  job: text('job').primaryKey(),
  /** Start of the tick (now rounded down to the interval) this run belongs to. */
  tickAt: timestamp('tick_at', { withTimezone: true }).notNull(),
  /** NODE_NAME of the node that claimed it (default host:port). */
  node: text('node').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while the run is under way (or if its node stopped during it). */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Rows the run moved; null until it finished, -1 when it failed. */
  moved: integer('moved'),
});
