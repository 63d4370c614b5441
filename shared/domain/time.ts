// docs/product/constants.md: "10-digit timestamps are seconds". The API mixes second and
// millisecond timestamps, so every timestamp passes through toMillis before
// it becomes a date.

// Anything below 1e10 (at most 10 integer digits) is seconds: that covers
// every date up to 2286-11-20. From 11 digits on it is milliseconds (13 digits
// today; 11–12 digits would be milliseconds in 1970–1973 rather than seconds
// past the year 2286, which no order or coupon carries).
const SECONDS_LIMIT = 1e10;

/**
 * China has used one fixed offset, UTC+8, with no daylight saving since 1991,
 * so a fixed shift is exact for every date the marketplace shows and does not
 * depend on the machine's TZ or on Intl time-zone data being present. The
 * one place the offset is written: dates shown to buyers, "today" on the
 * server (daily specials, near-expiry, seckill sessions) and the digits of
 * document numbers all read it here.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const DIGITS = /^\d+$/;

/**
 * Milliseconds since the epoch from a seconds or milliseconds timestamp,
 * given as a number or as a string of digits. Returns NaN for anything else
 * (like Date.parse), so `new Date(toMillis(x))` is an Invalid Date, not 1970.
 */
export function toMillis(ts: number | string): number {
  let value: number;
  if (typeof ts === 'string') {
    if (!DIGITS.test(ts)) return Number.NaN;
    value = Number(ts);
  } else if (typeof ts === 'number') {
    value = ts;
  } else {
    return Number.NaN;
  }
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.abs(value) < SECONDS_LIMIT ? Math.round(value * 1000) : value;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * "2026-11-22", or "2026-11-22 13:05:09" with time ("2026-11-22 13:05" to the
 * minute, as a deadline reads), as the wall clock reads in
 * China (Asia/Shanghai). Returns "" for an invalid timestamp: the API sends 0
 * or "" for "not set" often enough that a blank cell is the right display.
 * A timestamp of 0 is treated as "not set" for the same reason.
 */
export function formatDate(ts: number | string, withTime: boolean | 'minutes' = false): string {
  const millis = toMillis(ts);
  if (!Number.isFinite(millis) || millis === 0) return '';
  const shifted = new Date(millis + CHINA_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  if (!withTime) return date;
  const minutes = `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  return withTime === 'minutes' ? minutes : `${minutes}:${pad(shifted.getUTCSeconds())}`;
}

/** YYYY-MM-DD in China time: "today" for the marketplace, whatever the server's time zone. */
export function chinaDate(now: Date = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 China time on the China date `date` (YYYY-MM-DD), plus `days`. */
export function chinaTime(date: string, hour: number, days = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hour) - CHINA_OFFSET_MS);
}

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return chinaDate(chinaTime(date, 0, days));
}

/** yyyymmddHHMMSS as the wall clock reads in China: the stamp inside document numbers. */
export function chinaStamp(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}
