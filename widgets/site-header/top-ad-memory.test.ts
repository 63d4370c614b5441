import { describe, expect, it } from 'vitest';
import { TOP_AD_CLOSED_KEY, isTopAdClosed, rememberTopAdClosed } from './top-ad-memory';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

describe('top strip memory', () => {
  // 2026-11-24 23:30 in China is 15:30 UTC.
  const lateEvening = new Date('2026-11-24T15:30:00Z');
  const nextMorning = new Date('2026-11-24T16:05:00Z');

  it('stays closed for the rest of the China day, then shows again', () => {
    const storage = memoryStorage();
    expect(isTopAdClosed(storage, 7, lateEvening)).toBe(false);
    rememberTopAdClosed(storage, 7, lateEvening);
    expect(isTopAdClosed(storage, 7, new Date('2026-11-24T15:59:59Z'))).toBe(true);
    // Midnight in China (16:00 UTC) starts a new day.
    expect(isTopAdClosed(storage, 7, nextMorning)).toBe(false);
  });

  it('remembers only the ad that was closed', () => {
    const storage = memoryStorage();
    rememberTopAdClosed(storage, 7, lateEvening);
    expect(isTopAdClosed(storage, 8, lateEvening)).toBe(false);
  });

  it('treats a value it did not write, or no storage, as nothing closed', () => {
    const storage = memoryStorage();
    storage.setItem(TOP_AD_CLOSED_KEY, '{not json');
    expect(isTopAdClosed(storage, 7, lateEvening)).toBe(false);
    storage.setItem(TOP_AD_CLOSED_KEY, JSON.stringify({ id: '7', day: 1 }));
    expect(isTopAdClosed(storage, 7, lateEvening)).toBe(false);
    expect(isTopAdClosed(null, 7, lateEvening)).toBe(false);
    expect(() => rememberTopAdClosed(null, 7, lateEvening)).not.toThrow();
  });
});
