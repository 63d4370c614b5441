import { chinaDate } from '../../shared/domain/time';

/** Where the closed top strip is remembered (per browser, like the design's session-storage history). */
export const TOP_AD_CLOSED_KEY = 'yp.top-ad.closed';

interface ClosedRecord {
  id: number;
  /** China date (YYYY-MM-DD) the buyer closed it on. */
  day: string;
}

function read(storage: Pick<Storage, 'getItem'> | null): ClosedRecord | null {
  try {
    const value = JSON.parse(storage?.getItem(TOP_AD_CLOSED_KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'id' in value && 'day' in value) {
      const { id, day } = value;
      if (typeof id === 'number' && typeof day === 'string') return { id, day };
    }
  } catch {
    // A value this code did not write: as if nothing was closed.
  }
  return null;
}

/**
 * The top strip stays closed for the rest of the China day it was closed
 * on, and only that ad: a different ad in the strip shows at once.
 */
export function isTopAdClosed(storage: Pick<Storage, 'getItem'> | null, adId: number, now: Date): boolean {
  const record = read(storage);
  return record !== null && record.id === adId && record.day === chinaDate(now);
}

export function rememberTopAdClosed(storage: Pick<Storage, 'setItem'> | null, adId: number, now: Date): void {
  try {
    storage?.setItem(TOP_AD_CLOSED_KEY, JSON.stringify({ id: adId, day: chinaDate(now) } satisfies ClosedRecord));
  } catch {
    // Storage full or blocked (private mode): the strip closes for this page only.
  }
}

/** localStorage when the browser lets us use it. */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
