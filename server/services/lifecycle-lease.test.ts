import { describe, expect, it } from 'vitest';
import { tickOf } from './lifecycle-lease';

// The claim itself is SQL: tests/api/two-nodes.test.ts races it on PostgreSQL.
describe('tickOf', () => {
  const cases: [string, string, number, string][] = [
    ['on a boundary', '2026-11-25T01:00:00.000Z', 30_000, '2026-11-25T01:00:00.000Z'],
    ['just before the next', '2026-11-25T01:00:29.999Z', 30_000, '2026-11-25T01:00:00.000Z'],
    ['on the next', '2026-11-25T01:00:30.000Z', 30_000, '2026-11-25T01:00:30.000Z'],
    ['a minute', '2026-11-25T01:00:59.000Z', 60_000, '2026-11-25T01:00:00.000Z'],
    ['an interval that does not divide a minute: counted from the epoch', '2026-11-25T01:00:10.000Z', 7_000, '2026-11-25T01:00:04.000Z'],
    ['under a second', '2026-11-25T01:00:00.740Z', 250, '2026-11-25T01:00:00.500Z'],
  ];
  it.each(cases)('%s', (_, now, interval, tick) => {
    expect(tickOf(new Date(now), interval).toISOString()).toBe(tick);
  });

  it('names one tick for two nodes whose timers fire at different moments of it', () => {
    expect(tickOf(new Date('2026-11-25T01:00:03Z'), 30_000)).toEqual(tickOf(new Date('2026-11-25T01:00:27Z'), 30_000));
  });

  it('refuses an interval that cuts no ticks', () => {
    for (const interval of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => tickOf(new Date(), interval)).toThrow(RangeError);
  });
});
