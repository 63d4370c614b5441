import { afterAll, describe, expect, it } from 'vitest';
import { addDays, chinaDate, chinaTime, formatDate, toMillis } from './time';

describe('toMillis', () => {
  it.each([
    { ts: 1795323909, ms: 1795323909000, why: '10-digit number is seconds' },
    { ts: '1795323909', ms: 1795323909000, why: '10-digit string is seconds' },
    { ts: 1795323909000, ms: 1795323909000, why: '13-digit number is milliseconds' },
    { ts: '1795323909000', ms: 1795323909000, why: '13-digit string is milliseconds' },
    { ts: 9999999999, ms: 9999999999000, why: 'largest 10-digit value is still seconds' },
    { ts: 10000000000, ms: 10000000000, why: '11 digits is milliseconds' },
    { ts: 946684800, ms: 946684800000, why: '9 digits (year 2000) is seconds' },
    { ts: 1795323909.5, ms: 1795323909500, why: 'fractional seconds keep their milliseconds' },
  ])('docs/product/constants.md: 10-digit timestamps are seconds — $ts ($why)', ({ ts, ms }) => {
    expect(toMillis(ts)).toBe(ms);
  });

  it.each([
    { ts: '', why: 'empty string' },
    { ts: 'abc', why: 'not digits' },
    { ts: ' 1795323909', why: 'whitespace' },
    { ts: '1795323909.5', why: 'string with a point' },
    { ts: '-1', why: 'signed string' },
    { ts: Number.NaN, why: 'NaN' },
    { ts: Number.POSITIVE_INFINITY, why: 'Infinity' },
  ])('returns NaN for $why', ({ ts }) => {
    expect(toMillis(ts)).toBeNaN();
  });
});

// The machine's zone must not matter: the dates are China wall-clock time.
describe.each(['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati'])('formatDate with TZ=%s', (zone) => {
  const previous = process.env.TZ;
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it.each([
    { ts: 1795323909, withTime: false, text: '2026-11-22' },
    { ts: 1795323909, withTime: true, text: '2026-11-22 13:05:09' },
    { ts: '1795323909000', withTime: true, text: '2026-11-22 13:05:09' },
    // 2026-01-01 00:00:00 in Shanghai is 2025-12-31 16:00:00 UTC.
    { ts: 1767196800, withTime: true, text: '2026-01-01 00:00:00' },
    { ts: 1767196799, withTime: true, text: '2025-12-31 23:59:59' },
    { ts: 1767196799, withTime: false, text: '2025-12-31' },
    // Summer: no daylight saving in China, still UTC+8.
    { ts: 1783051200000, withTime: true, text: '2026-07-03 12:00:00' },
    // To the minute, as a deadline reads.
    { ts: 1795323909, withTime: 'minutes' as const, text: '2026-11-22 13:05' },
    { ts: 1767196799, withTime: 'minutes' as const, text: '2025-12-31 23:59' },
  ])('docs/product/constants.md: $ts (withTime $withTime) is $text in Asia/Shanghai', ({ ts, withTime, text }) => {
    process.env.TZ = zone;
    expect(formatDate(ts, withTime)).toBe(text);
  });

  it.each([
    { ts: 0, why: 'zero means not set' },
    { ts: '', why: 'empty string' },
    { ts: 'soon', why: 'garbage' },
    { ts: Number.NaN, why: 'NaN' },
    { ts: 9e15, why: 'beyond the Date range' },
  ])('returns "" for $why', ({ ts }) => {
    process.env.TZ = zone;
    expect(formatDate(ts)).toBe('');
    expect(formatDate(ts, true)).toBe('');
  });
});

describe('China dates (UTC+8, no daylight saving), whatever the machine’s zone', () => {
  it.each([
    { at: '2026-03-01T16:30:00Z', date: '2026-03-02', why: 'after 16:00 UTC it is already tomorrow in China' },
    { at: '2026-03-01T15:59:59Z', date: '2026-03-01', why: 'one second before China midnight' },
    { at: '2026-12-31T16:00:00Z', date: '2027-01-01', why: 'the year turns with China midnight' },
  ])('$why', ({ at, date }) => {
    expect(chinaDate(new Date(at))).toBe(date);
  });

  it('chinaTime is the instant of that China wall-clock hour; addDays crosses months', () => {
    expect(chinaTime('2026-03-02', 0).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(chinaTime('2026-03-02', 9, 1).toISOString()).toBe('2026-03-03T01:00:00.000Z');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
