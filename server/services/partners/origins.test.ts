import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { partnerOrigins } from './origins';

/** A stand-in for the one query origins.ts makes (select origins and widgets from active partners), counting reads. */
function registry(answers: (() => Promise<{ origins: string[]; widgets: string[] }[]>)[]) {
  let reads = 0;
  const db = {
    select: () => ({
      from: () => ({
        where: () => {
          const answer = answers[Math.min(reads, answers.length - 1)]!;
          reads += 1;
          return answer();
        },
      }),
    }),
  } as unknown as Database;
  return { db, reads: () => reads };
}

const rows =
  (...origins: string[][]) =>
  () =>
    Promise.resolve(origins.map((list) => ({ origins: list, widgets: [] })));

describe('partnerOrigins', () => {
  it("answers the widgets of the partner at an origin, both partners' when two share it, and null for any other origin", async () => {
    const { db } = registry([
      () =>
        Promise.resolve([
          { origins: ['https://chain.example', 'https://shared.example'], widgets: ['yp-search-bar', 'yp-cart-drawer'] },
          { origins: ['https://shared.example'], widgets: ['yp-cart-drawer', 'yp-order-page'] },
        ]),
    ]);
    const origins = partnerOrigins(db, { ttlMs: 60_000 });
    expect(await origins.widgetsOf('https://chain.example')).toEqual(['yp-search-bar', 'yp-cart-drawer']);
    expect(await origins.widgetsOf('https://shared.example')).toEqual(['yp-search-bar', 'yp-cart-drawer', 'yp-order-page']);
    expect(await origins.widgetsOf('https://other.example')).toBeNull();
  });

  it('answers from one read while the list is fresh, however many ask at once', async () => {
    const { db, reads } = registry([rows(['https://a.example', 'https://b.example'], ['https://c.example'])]);
    const origins = partnerOrigins(db, { ttlMs: 60_000 });
    const answers = await Promise.all([origins.has('https://a.example'), origins.has('https://c.example'), origins.has('https://d.example')]);
    expect(answers).toEqual([true, true, false]);
    expect(await origins.has('https://b.example')).toBe(true);
    expect(reads()).toBe(1);
  });

  it('reads the registry again once the list is stale, or when told to forget it', async () => {
    const { db, reads } = registry([rows(['https://a.example']), rows(['https://b.example']), rows([])]);
    const stale = partnerOrigins(db, { ttlMs: 0 });
    expect(await stale.has('https://a.example')).toBe(true);
    expect(await stale.has('https://a.example')).toBe(false);
    expect(reads()).toBe(2);

    const { db: db2, reads: reads2 } = registry([rows(['https://a.example']), rows([])]);
    const cached = partnerOrigins(db2, { ttlMs: 60_000 });
    expect(await cached.has('https://a.example')).toBe(true);
    cached.invalidate();
    expect(await cached.has('https://a.example')).toBe(false);
    expect(reads2()).toBe(2);
  });

  it('keeps the last good list when a read fails, and fails when there is none', async () => {
    const failing = () => Promise.reject(new Error('database away'));
    const { db } = registry([rows(['https://a.example']), failing]);
    const origins = partnerOrigins(db, { ttlMs: 0 });
    expect(await origins.has('https://a.example')).toBe(true);
    expect(await origins.has('https://a.example')).toBe(true);

    const { db: never } = registry([failing]);
    await expect(partnerOrigins(never).has('https://a.example')).rejects.toThrow('database away');
  });
});
