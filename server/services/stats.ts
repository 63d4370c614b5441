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
 * Where page views go (spec §2: each route change is sent to a statistics
 * service). A hosted analytics service plugs in by implementing this; the
 * database provider below is the working local one.
 */
export interface StatsProvider {
  recordPageView(view: PageView): Promise<void>;
}

/** Stores page views in the page_views table. */
export function databaseStatsProvider(db: Database): StatsProvider {
  return {
    async recordPageView(view) {
      await db.insert(pageViews).values({
        path: view.path,
        title: view.title,
        referrer: view.referrer,
        userId: view.userId,
        ip: view.ip.slice(0, 64),
        userAgent: view.userAgent.slice(0, 512),
      });
    },
  };
}
