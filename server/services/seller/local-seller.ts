import type { LifecycleJob } from '../lifecycle';

/**
 * Whether the local seller simulation runs (LOCAL_SELLER, default on): the
 * lifecycle jobs that ship paid orders after a delay and review after-sales
 * and cancel requests on a timer. Set LOCAL_SELLER=off when the wholesaler's ERP does that
 * through /api/seller/v1, so the two never both ship or decide an order.
 * Read when the job runs, like FULFILMENT_DELAY_SECONDS.
 */
export function localSellerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['0', 'off', 'false', 'no'].includes((env.LOCAL_SELLER ?? '').trim().toLowerCase());
}

/** A lifecycle job of the local seller: moves nothing while LOCAL_SELLER is off. */
export function localSellerJob(job: LifecycleJob): LifecycleJob {
  return { name: job.name, run: (db, now, services) => (localSellerEnabled() ? job.run(db, now, services) : Promise.resolve(0)) };
}
