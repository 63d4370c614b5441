/**
 * The marketplace runs on China time (UTC+8, no daylight saving): "today"
 * for near-expiry goods, the daily special price and the seckill session is
 * the date in Beijing, whatever the server's own time zone.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** YYYY-MM-DD in China time. */
export function chinaDate(now: Date = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 China time on the China date `date` (YYYY-MM-DD), plus `days`. */
export function chinaTime(date: string, hour: number, days = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hour) - CHINA_OFFSET_MS);
}

/** `date` plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return chinaDate(chinaTime(date, 0, days));
}
