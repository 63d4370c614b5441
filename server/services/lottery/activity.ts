import { and, asc, count, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Advertisement } from '../../../shared/contract/content';
import type { Page } from '../../../shared/contract/envelope';
import type { DrawActivity, DrawRecord, DrawSimple, DrawWinner } from '../../../shared/contract/lottery';
import type { Database, Transaction } from '../../db/client';
import { paginate } from '../../db/paginate';
import { banners, drawActivities, drawPrizes, drawRecords, users, type DrawActivityRow } from '../../db/schema';
import { AppError } from '../../errors';
import { bannerImageUrl } from '../../images/banner';
import { seconds } from '../order/numbers';
import { presentRecord, presentWinner } from './present';

type Reader = Database | Transaction;

export const ACTIVITY_NOT_FOUND = '抽奖活动不存在';
/** How many winners the ticker shows. */
export const WINNERS_SHOWN = 20;

export function isRunning(activity: DrawActivityRow, now: Date): boolean {
  return activity.isActive && activity.startsAt <= now && now < activity.endsAt;
}

/** The activity running now (the latest started, should two overlap), or null. */
export async function runningActivity(db: Reader, now: Date): Promise<DrawActivityRow | null> {
  const [row] = await db
    .select()
    .from(drawActivities)
    .where(and(eq(drawActivities.isActive, true), lte(drawActivities.startsAt, now), gt(drawActivities.endsAt, now)))
    .orderBy(desc(drawActivities.startsAt), desc(drawActivities.id))
    .limit(1);
  return row ?? null;
}

export async function loadActivity(db: Reader, id: number): Promise<DrawActivityRow> {
  const [row] = await db.select().from(drawActivities).where(eq(drawActivities.id, id)).limit(1);
  if (!row) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  return row;
}

/**
 * Whether the pop-up should offer this buyer a draw: 0 only for a signed-in,
 * verified buyer (is_passed) with no draw in the activity yet. Visitors and
 * buyers still under review read 1 (docs/decisions.md ADR-029: prizes are for
 * verified pharmacies, so throwaway sign-ups cannot farm them).
 */
async function joinFlag(db: Reader, userId: number | null, activityId: number): Promise<0 | 1> {
  return userId !== null && (await drawStanding(db, userId, activityId)) === 'open' ? 0 : 1;
}

/** Whether the buyer may draw in the activity: only a verified buyer (is_passed) with no draw in it yet ('open'). */
export async function drawStanding(db: Reader, userId: number, activityId: number): Promise<'unverified' | 'drawn' | 'open'> {
  const [user] = await db.select({ isPassed: users.isPassed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.isPassed) return 'unverified';
  const where = and(eq(drawRecords.activityId, activityId), eq(drawRecords.userId, userId));
  const [drawn] = await db.select({ id: drawRecords.id }).from(drawRecords).where(where).limit(1);
  return drawn ? 'drawn' : 'open';
}

/** GET /api/draw/simple. */
export async function drawSimple(db: Database, userId: number | null, now = new Date()): Promise<DrawSimple> {
  const activity = await runningActivity(db, now);
  if (!activity) return { id: 0, is_join: 1 };
  return { id: activity.id, is_join: await joinFlag(db, userId, activity.id) };
}

/** GET /api/draw {id}: also for an ended activity (is_running 0), so an old link still explains itself. */
export async function drawActivityDetail(db: Database, userId: number | null, id: number, now = new Date()): Promise<DrawActivity> {
  const activity = await loadActivity(db, id);
  const [prizes, isJoin] = await Promise.all([
    db.select().from(drawPrizes).where(eq(drawPrizes.activityId, id)).orderBy(asc(drawPrizes.sort), asc(drawPrizes.id)),
    joinFlag(db, userId, id),
  ]);
  return {
    id: activity.id,
    name: activity.name,
    remarks: activity.remarks,
    starts_at: seconds(activity.startsAt),
    ends_at: seconds(activity.endsAt),
    is_running: isRunning(activity, now) ? 1 : 0,
    is_join: isJoin,
    prizes: prizes.map((prize) => ({ id: prize.id, name: prize.name, kind: prize.kind, remarks: prize.remarks })),
  };
}

/** GET /api/draw/new_record {id}: the latest real prizes won (谢谢参与 is no news), names masked. */
export async function latestWinners(db: Database, id: number): Promise<DrawWinner[]> {
  await loadActivity(db, id);
  const rows = await db
    .select({ id: drawRecords.id, company: users.company, username: users.username, prizeName: drawRecords.prizeName, createdAt: drawRecords.createdAt })
    .from(drawRecords)
    .innerJoin(users, eq(users.id, drawRecords.userId))
    .where(and(eq(drawRecords.activityId, id), ne(drawRecords.prizeKind, 'none')))
    .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id))
    .limit(WINNERS_SHOWN);
  return rows.map(presentWinner);
}

/** GET /api/draw/record: the buyer's own draws only, newest first. */
export async function myDrawRecords(
  db: Database,
  userId: number,
  query: { page: number; per_page: number; id?: number | undefined },
): Promise<Page<DrawRecord>> {
  const where = and(eq(drawRecords.userId, userId), query.id ? eq(drawRecords.activityId, query.id) : undefined);
  return paginate(
    db
      .select({ record: drawRecords, activityName: drawActivities.name, remarks: drawPrizes.remarks })
      .from(drawRecords)
      .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
      .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
      .where(where)
      .orderBy(desc(drawRecords.createdAt), desc(drawRecords.id)),
    db.select({ n: count() }).from(drawRecords).where(where),
    query,
    (rows) => rows.map((row) => presentRecord(row.record, row.activityName, row.remarks)),
  );
}

/** GET /api/draw/ads {id?}: the activity's banner (the running one's without an id); none when it has no shown banner. */
export async function drawAds(db: Database, id: number | undefined, now = new Date()): Promise<Advertisement[]> {
  const activity = id ? await loadActivity(db, id) : await runningActivity(db, now);
  if (!activity?.bannerId) return [];
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, activity.bannerId), eq(banners.isShow, true)));
  return rows.map((row) => ({ image: bannerImageUrl(row.id), url: row.url, title: row.title }));
}
