import type { Database } from '../db/client';
import { autoCompleteOrders } from './fulfilment/ship';
import { settleGroupDeals } from './deal-zone/group-buy';
import { expireUnpaidOrders } from './order/expiry';
import { releaseIdempotencyKeys } from './order/idempotency';
import { deleteUnattachedUploads } from './upload/store';
import { issueInvoices } from './invoice/issue';
import { expirePoints } from './points/expiry';
import { creditCashbacks } from './cashback/credit';
import { claimLifecycleJob, finishLifecycleJob, tickOf, type UnfinishedLease } from './lifecycle-lease';
import { pruneSellerNonces } from './seller/clients';
import { LOCAL_SELLER_JOBS } from './seller-sim/jobs';
import type { LocalSellerSource } from './seller-sim/register';
import type { OnlinePaymentProvider } from './payment/provider';
import { deliverWebhooks } from './webhooks/deliver';

/**
 * The order lifecycle's timed steps, in the order they run. Each job takes
 * `now` so tests move time instead of waiting, does its work in short
 * transactions with conditional updates (safe on several API nodes at
 * once), and answers how many rows it moved.
 * - settleGroupDeals: group buys past their deadline → 未成团 (orders cancelled, stock back).
 * - expireUnpaidOrders: unpaid past expires_at → 已取消, stock and coupon back.
 * - ship-paid-orders: the local seller (services/seller-sim, a signed client of /api/seller/v1) ships paid
 *   orders after a delay; not with LOCAL_SELLER=off, when the ERP ships through the same API.
 * - autoCompleteOrders: shipped orders complete on their own after the receipt window.
 * - review-after-sales: the local seller approves and refunds returns through the API (not with LOCAL_SELLER=off).
 * - review-cancel-requests: the local seller approves buyers' requests to cancel paid orders through the API,
 *   which refunds through orders/cancel-refund.ts (not with LOCAL_SELLER=off).
 * - releaseIdempotencyKeys: Idempotency-Keys older than 24 h are freed.
 * - deleteUnattachedUploads: photos no request or feedback uses, 24 h after upload.
 * - issueInvoices: completed orders that asked for an invoice get it; re-issue requests are issued.
 * - expirePoints: on 1 January, points earned two calendar years back lapse (services/points/expiry.ts).
 * - creditCashbacks: completed orders placed in a 满额返现 activity get their cashback in the wallet, once.
 * - pruneSellerNonces: nonces of signed seller requests past their window (a replay is refused by its timestamp by then).
 * - deliverWebhooks: due webhook deliveries from the outbox, signed, retried with backoff for 24 h (services/webhooks).
 */
export interface LifecycleJob {
  name: string;
  run(db: Database, now: Date, services?: LifecycleServices): Promise<number>;
}

/**
 * What some jobs need besides the database: the app's online payment
 * provider (a refund goes back through it) and the local seller's client of
 * /api/seller/v1 on the app's own address (app.localSeller).
 */
export interface LifecycleServices {
  payments: OnlinePaymentProvider | null;
  localSeller?: LocalSellerSource;
  /** The tick's local seller polls only as a catch-up, at most this often (seller-sim/jobs.ts); unset: every run. */
  localSellerCatchUpSeconds?: number;
}

export const LIFECYCLE_JOBS: readonly LifecycleJob[] = [
  { name: 'settle-group-deals', run: settleGroupDeals },
  // Wrapped: these take an optional third argument of their own, which the services must not fill.
  { name: 'expire-unpaid-orders', run: (db, now) => expireUnpaidOrders(db, now) },
  LOCAL_SELLER_JOBS.cancelRequests,
  LOCAL_SELLER_JOBS.ship,
  { name: 'auto-complete-orders', run: autoCompleteOrders },
  LOCAL_SELLER_JOBS.afterSales,
  { name: 'release-idempotency-keys', run: releaseIdempotencyKeys },
  { name: 'delete-unattached-uploads', run: deleteUnattachedUploads },
  { name: 'issue-invoices', run: issueInvoices },
  { name: 'expire-points', run: expirePoints },
  { name: 'credit-cashbacks', run: creditCashbacks },
  { name: 'prune-seller-nonces', run: pruneSellerNonces },
  { name: 'deliver-webhooks', run: (db, now) => deliverWebhooks(db, now) },
];

/** Runs every job once; a failing job is reported and the others still run. */
export async function runLifecycle(
  db: Database,
  now = new Date(),
  onError: (job: string, error: unknown) => void = () => {},
  services?: LifecycleServices,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const job of LIFECYCLE_JOBS) {
    try {
      moved[job.name] = await job.run(db, now, services);
    } catch (error) {
      onError(job.name, error);
      moved[job.name] = 0;
    }
  }
  return moved;
}

export interface LifecycleTickOptions {
  /** This API node's name (config.ts nodeNameFromEnv), kept on each job's lease row. */
  node: string;
  /** The interval the ticks are cut from (main.ts: LIFECYCLE_INTERVAL_SECONDS). */
  intervalMs: number;
  now?: Date;
  onError?: (job: string, error: unknown) => void;
  /** A job's previous run was claimed and never finished (its node died or hung mid-run); it runs again now. */
  onUnfinished?: (lease: UnfinishedLease) => void;
  /** Default LIFECYCLE_JOBS; tests pass them wrapped to count the runs. */
  jobs?: readonly LifecycleJob[];
  /** The app's services the jobs may need (main.ts: the app's payment provider). */
  services?: LifecycleServices;
}

export interface LifecycleTickResult {
  /** Start of the tick this run belongs to. */
  tickAt: Date;
  /** Jobs this node ran, with the rows each moved (0 for one that failed). */
  ran: Record<string, number>;
  /** Jobs another node had already claimed for this tick. */
  skipped: string[];
  /** Leases this node took over that an earlier run had not finished. */
  unfinished: UnfinishedLease[];
}

/**
 * One tick of main.ts's timer on one API node: each job is claimed for the
 * tick (services/lifecycle-lease.ts) and run only by the node whose claim
 * wins, so with several nodes each job runs once a tick. Jobs are claimed
 * one at a time, so nodes ticking together share the jobs out. A job whose
 * node stops during its run is run again at the next tick (every job picks
 * up whatever is due), and the lease it left unfinished is reported.
 */
export async function runLifecycleTick(db: Database, options: LifecycleTickOptions): Promise<LifecycleTickResult> {
  const now = options.now ?? new Date();
  const tickAt = tickOf(now, options.intervalMs);
  const result: LifecycleTickResult = { tickAt, ran: {}, skipped: [], unfinished: [] };
  for (const job of options.jobs ?? LIFECYCLE_JOBS) {
    let claimed: boolean;
    try {
      const claim = await claimLifecycleJob(db, job.name, tickAt, options.node);
      claimed = claim.claimed;
      if (claim.unfinished) {
        result.unfinished.push(claim.unfinished);
        options.onUnfinished?.(claim.unfinished);
      }
    } catch (error) {
      options.onError?.(job.name, error);
      continue;
    }
    if (!claimed) {
      result.skipped.push(job.name);
      continue;
    }
    let moved: number;
    try {
      moved = await job.run(db, now, options.services);
    } catch (error) {
      options.onError?.(job.name, error);
      moved = -1;
    }
    result.ran[job.name] = Math.max(moved, 0);
    try {
      await finishLifecycleJob(db, job.name, tickAt, options.node, moved);
    } catch (error) {
      options.onError?.(job.name, error);
    }
  }
  return result;
}
