import { randomInt } from 'node:crypto';

// China uses UTC+8 all year, so a fixed shift gives the wall-clock digits.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

function stamp(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * A number buyers read and quote on the phone: prefix + yyyymmddHHMMSS
 * (Beijing time) + 6 random digits. Six, not four: several buyers ordering in
 * the same second must not collide on the unique column.
 */
export function documentNo(prefix: string, now = new Date()): string {
  return `${prefix}${stamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export const orderNo = (now?: Date) => documentNo('YP', now);
export const paymentNo = (now?: Date) => documentNo('PY', now);
