import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema';

/**
 * The origins of the active partners, for CORS and for framing the pages
 * meant for frames. Read from the registry at run time and kept for a few
 * seconds (default 5 s), so a partner added, disabled or moved by the CLI —
 * another process, possibly on another API node — takes effect within that
 * time without a restart, and a page's burst of calls costs one query.
 * A failed read keeps the last good list (and tries again next time).
 */
export interface PartnerOrigins {
  /** The current list (cached). */
  list(): Promise<ReadonlySet<string>>;
  has(origin: string): Promise<boolean>;
  /** Forget the cached list (the next call reads the registry). */
  invalidate(): void;
}

export const PARTNER_ORIGINS_TTL_MS = 5_000;

export function partnerOrigins(db: Database, options: { ttlMs?: number } = {}): PartnerOrigins {
  const ttl = options.ttlMs ?? PARTNER_ORIGINS_TTL_MS;
  let cached: { origins: ReadonlySet<string>; at: number } | null = null;
  let loading: Promise<ReadonlySet<string>> | null = null;

  const read = async (): Promise<ReadonlySet<string>> => {
    const rows = await db.select({ origins: partners.origins }).from(partners).where(eq(partners.status, 'active'));
    return new Set(rows.flatMap((row) => row.origins));
  };

  const list = (): Promise<ReadonlySet<string>> => {
    // Wall time on purpose (not the app's test clock): this is a cache lifetime. A clock moved backwards re-reads.
    const now = Date.now();
    if (cached && now - cached.at < ttl && now >= cached.at) return Promise.resolve(cached.origins);
    loading ??= read()
      .then((origins) => {
        cached = { origins, at: Date.now() };
        return origins;
      })
      .catch((error: unknown) => {
        if (cached) return cached.origins;
        throw error;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    list,
    async has(origin) {
      return (await list()).has(origin);
    },
    invalidate() {
      cached = null;
    },
  };
}
