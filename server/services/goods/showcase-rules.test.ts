import { describe, expect, it } from 'vitest';
import { brandStem } from './brand-match';
import { addDays, chinaDate } from '../../../shared/domain/time';
import { spikeWindow } from './showcase';

const at = (iso: string) => new Date(iso);
const seconds = (date: Date) => date.toISOString();

describe('spikeWindow (10:00–22:00 China time)', () => {
  it('is today’s session before it starts and while it runs', () => {
    // 08:00 and 15:00 in Beijing on 2026-11-22.
    for (const now of ['2026-11-22T00:00:00Z', '2026-11-22T07:00:00Z']) {
      const { start, end } = spikeWindow(at(now));
      expect(seconds(start)).toBe('2026-11-22T02:00:00.000Z');
      expect(seconds(end)).toBe('2026-11-22T14:00:00.000Z');
    }
  });

  it('is tomorrow’s session once today’s has ended, across a month end', () => {
    // 23:30 in Beijing on 2026-11-30.
    const { start, end } = spikeWindow(at('2026-11-30T15:30:00Z'));
    expect(seconds(start)).toBe('2026-12-01T02:00:00.000Z');
    expect(seconds(end)).toBe('2026-12-01T14:00:00.000Z');
  });
});

describe('China dates', () => {
  it('uses the Beijing date, not UTC', () => {
    expect(chinaDate(at('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(addDays('2026-11-22', 180)).toBe('2027-05-21');
  });
});

describe('brandStem', () => {
  it('keeps the trading name shared by sister companies', () => {
    expect(brandStem('华润三九医药股份有限公司')).toBe('华润三九');
    expect(brandStem('哈药集团三精制药有限公司')).toBe('哈药');
    expect(brandStem('北京同仁堂股份有限公司同仁堂制药厂')).toBe('北京同仁堂');
    expect(brandStem('稳健医疗用品股份有限公司')).toBe('稳健');
  });
});
