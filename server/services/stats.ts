import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

export interface PageView {
  path: string;
  title: string;
  referrer: string;
  userId: number | null;
  ip: string;
  userAgent: string;
}

/**
 * Where page views go (docs/product/routes.md: each route change is sent to a statistics
 * service). A hosted analytics service plugs in by implementing this; the
 * database provider below is the working local one.
 */
export interface StatsProvider {
  recordPageView(view: PageView): Promise<void>;
  /** Writes whatever is buffered now (tests force it; the app calls it on close). */
  flush?(): Promise<void>;
  /** Stops any timer after a last flush; the app calls it on close, before the database goes. */
  close?(): Promise<void>;
}

export interface BufferedStatsOptions {
  /** How often buffered views are written; default 5 s. 0: only on flush()/close(). */
  flushEveryMs?: number;
  /** Distinct (view, day) groups held at most; beyond it new groups are dropped until the next flush. Default 5,000. */
  maxPending?: number;
  /** Where a failed write is reported (views are statistics: they are dropped, not retried). */
  onError?: (error: unknown) => void;
  now?: () => Date;
}

interface PendingGroup {
  view: PageView;
  firstAt: Date;
  views: number;
}

/** Rows per INSERT: 8 parameters each stays far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1_000;

/** Identical views on one day share a row; the key lists what makes them identical. */
export function pageViewGroupKey(view: PageView, day: string): string {
  return JSON.stringify([day, view.path, view.title, view.referrer, view.userId, view.ip.slice(0, 64), view.userAgent.slice(0, 512)]);
}

/**
 * Stores page views in page_views, batched: views are counted in memory per
 * identical view and day, and written every few seconds in one multi-row
 * insert (a row's `views` says how many it stands for). A flood therefore
 * costs a few rows, not one per request; the route's per-client limit
 * bounds what reaches here at all.
 */
export function databaseStatsProvider(db: Database, options: BufferedStatsOptions = {}) {
  const { flushEveryMs = 5_000, maxPending = 5_000, onError = () => {}, now = () => new Date() } = options;
  let pending = new Map<string, PendingGroup>();
  let writing: Promise<void> = Promise.resolve();

  async function write(groups: PendingGroup[]): Promise<void> {
    for (let start = 0; start < groups.length; start += ROWS_PER_INSERT) {
      const rows = groups.slice(start, start + ROWS_PER_INSERT).map(({ view, firstAt, views }) => ({
        path: view.path,
        title: view.title,
        referrer: view.referrer,
        userId: view.userId,
        ip: view.ip.slice(0, 64),
        userAgent: view.userAgent.slice(0, 512),
        views,
        createdAt: firstAt,
      }));
      await db.insert(pageViews).values(rows);
    }
  }

  function flush(): Promise<void> {
    // One write at a time, in order; each takes what was buffered when it starts.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const groups = [...pending.values()];
      pending = new Map();
      try {
        await write(groups);
      } catch (error) {
        onError(error);
      }
    });
    return writing;
  }

  const timer = flushEveryMs > 0 ? setInterval(() => void flush(), flushEveryMs) : null;
  // The timer alone must not keep a process alive.
  timer?.unref();

  return {
    recordPageView(view: PageView): Promise<void> {
      const at = now();
      const key = pageViewGroupKey(view, at.toISOString().slice(0, 10));
      const group = pending.get(key);
      if (group) group.views += 1;
      else if (pending.size < maxPending) pending.set(key, { view, firstAt: at, views: 1 });
      else void flush();
      return Promise.resolve();
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  } satisfies StatsProvider;
}
