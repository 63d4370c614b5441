import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema';

/**
 * The origins of the active partners, for CORS and for framing the pages
 * meant for frames, and the widgets each origin's partner may show. Read from the registry at run time and kept for a few
 * seconds (default 5 s), so a partner added, disabled or moved by the CLI —
 * another process, possibly on another API node — takes effect within that
 * time without a restart, and a page's burst of calls costs one query.
 * A failed read keeps the last good list (and tries again next time).
 */
export interface PartnerOrigins {
  /** The current list (cached). */
  list(): Promise<ReadonlySet<string>>;
  has(origin: string): Promise<boolean>;
  /** The widgets the active partner at `origin` may show (its registry row), or null when no active partner has that origin. */
  widgetsOf(origin: string): Promise<readonly string[] | null>;
  /** Forget the cached list (the next call reads the registry). */
  invalidate(): void;
}

export const PARTNER_ORIGINS_TTL_MS = 5_000;

interface Directory {
  origins: ReadonlySet<string>;
  widgets: ReadonlyMap<string, readonly string[]>;
}

export function partnerOrigins(db: Database, options: { ttlMs?: number } = {}): PartnerOrigins {
  const ttl = options.ttlMs ?? PARTNER_ORIGINS_TTL_MS;
  let cached: { directory: Directory; at: number } | null = null;
  let loading: Promise<Directory> | null = null;

  const read = async (): Promise<Directory> => {
    const rows = await db.select({ origins: partners.origins, widgets: partners.widgets }).from(partners).where(eq(partners.status, 'active'));
    const widgets = new Map<string, readonly string[]>();
    // Two active partners on one origin (a chain and its franchise, say): that page may show either's widgets.
    for (const row of rows) for (const origin of row.origins) widgets.set(origin, [...new Set([...(widgets.get(origin) ?? []), ...row.widgets])]);
    return { origins: new Set(widgets.keys()), widgets };
  };

  const directory = (): Promise<Directory> => {
    // Wall time on purpose (not the app's test clock): this is a cache lifetime. A clock moved backwards re-reads.
    const now = Date.now();
    if (cached && now - cached.at < ttl && now >= cached.at) return Promise.resolve(cached.directory);
    loading ??= read()
      .then((read) => {
        cached = { directory: read, at: Date.now() };
        return read;
      })
      .catch((error: unknown) => {
        if (cached) return cached.directory;
        throw error;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    async list() {
      return (await directory()).origins;
    },
    async has(origin) {
      return (await directory()).origins.has(origin);
    },
    async widgetsOf(origin) {
      return (await directory()).widgets.get(origin) ?? null;
    },
    invalidate() {
      cached = null;
    },
  };
}
