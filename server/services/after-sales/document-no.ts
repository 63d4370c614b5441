import { randomInt } from 'node:crypto';

// China is UTC+8 all year (no daylight saving), so a fixed shift is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A document number buyers read and quote on the phone: prefix +
 * yyyymmddHHMMSS (Beijing time) + 4 random digits, like the order number
 * (YP…). The column is unique; two documents in one second share a number
 * only 1 time in 10,000, and the insert then fails rather than mixing them.
 */
export function documentNo(prefix: string, now: Date = new Date()): string {
  const stamp = new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** Seconds since the epoch, as the API prints times (spec §9); 0 for none. */
export function seconds(at: Date | null | undefined): number {
  return at ? Math.floor(at.getTime() / 1000) : 0;
}
