import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { PointsLogEntry } from '../../shared/contract/order';
import { chinaTime } from '../../shared/domain/time';
import { pointsTransactions, users } from '../../server/db/schema';
import { EXPIRY_NOTE, expirePoints, expiryYearOf } from '../../server/services/points/expiry';
import { runLifecycle } from '../../server/services/lifecycle';
import { startServer, type TestServer } from './harness';
import { as, loginAs, type Who } from './order-fixtures';

let server: TestServer;
let buyer: Who;

beforeAll(async () => {
  server = await startServer();
  // 太原市小店区德生堂药店 starts with no points and no ledger lines.
  buyer = await loginAs(server, 'tydesheng');
});
afterAll(() => server.close());

const at = (date: string, hour = 0, minutes = 0) => new Date(chinaTime(date, hour).getTime() + minutes * 60_000);

async function balance() {
  const [row] = await server.db.select({ points: users.points }).from(users).where(eq(users.id, buyer.id));
  return row!.points;
}

async function expiryLines() {
  return server.db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, buyer.id), eq(pointsTransactions.kind, 3)))
    .orderBy(asc(pointsTransactions.id));
}

describe('points expiry', () => {
  it('dates the rule in China time: on 1 January of year N, points earned up to the end of N−2 lapse', () => {
    expect(expiryYearOf(at('2027-01-01', 0, 1))).toBe(2025);
    expect(expiryYearOf(at('2026-12-31', 23, 59))).toBe(2024);
  });

  it('expires what was earned two years back and not spent, oldest first, once, never below zero', async () => {
    expect(await balance()).toBe(0);
    await server.db.insert(pointsTransactions).values([
      { userId: buyer.id, points: 500, balanceAfter: 500, kind: 1, note: '订单完成奖励', createdAt: at('2025-03-01', 10) },
      { userId: buyer.id, points: -200, balanceAfter: 300, kind: 2, note: '积分兑换', createdAt: at('2026-02-01', 10) },
      { userId: buyer.id, points: 300, balanceAfter: 600, kind: 1, note: '订单完成奖励', createdAt: at('2026-06-01', 10) },
    ]);
    await server.db.update(users).set({ points: 600 }).where(eq(users.id, buyer.id));

    // The last minute of 2026: 2025's points still count.
    await expirePoints(server.db, at('2026-12-31', 23, 59));
    expect(await expiryLines()).toHaveLength(0);

    // 2025 earned 500, 200 of which were spent first: 300 lapse.
    const newYear = at('2027-01-01', 0, 1);
    await runLifecycle(server.db, newYear);
    expect(await balance()).toBe(300);
    const [line] = await expiryLines();
    expect(line).toMatchObject({ points: -300, balanceAfter: 300, expiredYear: 2025, note: EXPIRY_NOTE(2025), createdAt: newYear });

    // Running again later the same year expires nothing twice.
    await expirePoints(server.db, newYear);
    await expirePoints(server.db, at('2027-08-01', 12));
    expect(await expiryLines()).toHaveLength(1);
    expect(await balance()).toBe(300);

    // 2028: 2026's 300 lapse, once, though two nodes run the job at the same moment; the balance reaches zero and stops there.
    await Promise.all([expirePoints(server.db, at('2028-01-01', 0, 5)), expirePoints(server.db, at('2028-01-01', 0, 5))]);
    expect(await balance()).toBe(0);
    await expirePoints(server.db, at('2029-01-01', 0, 5));
    const lines = await expiryLines();
    expect(lines.map((row) => [row.points, row.balanceAfter, row.expiredYear])).toEqual([
      [-300, 300, 2025],
      [-300, 0, 2026],
    ]);

    // The ledger shows them as 过期 lines that sum with the rest to the balance.
    const log = await server.api<Page<PointsLogEntry>>('/api/user/points_log?per_page=50', as(buyer));
    expect(log.status).toBe(200);
    expect(log.body.data.data.filter((entry) => entry.kind === 3).map((entry) => [entry.kind_text, entry.points, entry.note])).toEqual([
      ['过期', -300, EXPIRY_NOTE(2026)],
      ['过期', -300, EXPIRY_NOTE(2025)],
    ]);
    expect(log.body.data.data.reduce((sum, entry) => sum + entry.points, 0)).toBe(await balance());
  });

  it('the database refuses a second expiry line for one buyer and year, and a year on a line that is not an expiry', async () => {
    await expect(server.db.insert(pointsTransactions).values({ userId: buyer.id, points: -1, balanceAfter: 0, kind: 3, expiredYear: 2025 })).rejects.toThrow();
    await expect(server.db.insert(pointsTransactions).values({ userId: buyer.id, points: 5, balanceAfter: 5, kind: 1, expiredYear: 2030 })).rejects.toThrow();
  });
});
