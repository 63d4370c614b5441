import { and, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Activity, ActivityType } from '../../../shared/contract/zone';
import { catalogueZoneOfPath } from '../../../shared/contract/zone-pages';
import type { Database } from '../../db/client';
import { activities, activityGoods, activityTaps, goods, type ActivityRow } from '../../db/schema';
import { AppError } from '../../errors';
import { bannerImageUrl } from '../../images/banner';

export const ACTIVITY_NOT_FOUND = '活动不存在或已结束';
export const NO_ACTIVITY_PATH = '/noActivity';

const running = (now: Date): SQL => and(lte(activities.startsAt, now), gt(activities.endsAt, now))!;

async function toActivity(db: Database, row: ActivityRow): Promise<Activity> {
  const [n] = await db.select({ n: count() }).from(activityGoods).where(eq(activityGoods.activityId, row.id));
  return {
    id: row.id,
    type: row.type as ActivityType,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    banner: row.bannerId === null ? '' : bannerImageUrl(row.bannerId),
    rules: row.rules
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    goods_count: n?.n ?? 0,
  };
}

/** GET /api/activity/detail: by id (of `type` when given), or the newest running one of `type`. */
export async function activityDetail(db: Database, input: { id?: number | undefined; type?: ActivityType | undefined }, now = new Date()): Promise<Activity> {
  if (input.id === undefined && input.type === undefined) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(activities)
    .where(and(running(now), input.id !== undefined ? eq(activities.id, input.id) : undefined, input.type ? eq(activities.type, input.type) : undefined))
    .orderBy(desc(activities.sort), desc(activities.startsAt), desc(activities.id))
    .limit(1);
  if (!row) throw AppError.notFound(ACTIVITY_NOT_FOUND);
  return toActivity(db, row);
}

/** GET /api/activity/list {ids}: the running ones among `ids`, in the order asked. */
export async function activityList(db: Database, ids: readonly number[], now = new Date()): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(running(now), inArray(activities.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return Promise.all(ordered.map((row) => toActivity(db, row)));
}

/** The page of a running activity, by its type. */
export function activityPath(row: Pick<ActivityRow, 'id' | 'type'>): string {
  switch (row.type) {
    case 'yjh':
      return `/yjh/${row.id}`;
    case 'hdzx':
      return `/Hdzx/${row.id}/${row.id}`;
    case 'yyh':
      return `/yyh?id=${row.id}`;
    case 'zqmb':
      return `/zqmb?id=${row.id}`;
    default:
      return `/hdmb?id=${row.id}`;
  }
}

/** The catalogue zone page /{url}/{url1} or /{url} names, if any: /activity/kxzq/new → /kxzq/new. */
function zonePath(url: string, url1: string): string | undefined {
  return (url1 ? catalogueZoneOfPath(`/${url}/${url1}`) : undefined)?.path ?? catalogueZoneOfPath(`/${url}`)?.path;
}

/**
 * GET /api/activity/resolve: where /activity/{url}/{url1}/{url2} leads.
 * - url a catalogue zone's path (yx, zyyp, qxzq, jxqzc, kxzq;
 *   shared/contract/zone-pages.ts) → that zone; kxzq with url1 "new" → /kxzq/new.
 * - url an activity type (yjh, hdzx, zqmb, yyh, hdmb) → the activity url1
 *   (an id or slug) of that type, or the newest running one of the type.
 * - url an activity's slug or id → its page.
 * - hdzx with url1 a comma list of ids and url2 one of them → /Hdzx/{url1}/{url2}.
 * Anything else, or an activity not running → /noActivity.
 */
export async function resolveActivity(db: Database, input: { url: string; url1: string; url2: string }, now = new Date()): Promise<{ path: string }> {
  const url = input.url.trim();
  if (!url) return { path: NO_ACTIVITY_PATH };
  const zone = zonePath(url, input.url1.trim());
  if (zone) return { path: zone };

  const types = ['yjh', 'hdzx', 'zqmb', 'yyh', 'hdmb'];
  if (url === 'hdzx' && /^\d+(,\d+)*$/.test(input.url1)) {
    const ids = input.url1.split(',').map(Number);
    const live = await activityList(db, ids.filter((id) => id <= 2_147_483_647).slice(0, 20), now);
    if (live.length === 0) return { path: NO_ACTIVITY_PATH };
    const chosen = live.find((a) => String(a.id) === input.url2) ?? live[0]!;
    return { path: `/Hdzx/${live.map((a) => a.id).join(',')}/${chosen.id}` };
  }
  const type = types.includes(url) ? url : undefined;
  const key = type ? input.url1.trim() : url;
  const byKey = key ? (/^\d{1,9}$/.test(key) ? or(eq(activities.id, Number(key)), eq(activities.slug, key)) : eq(activities.slug, key)) : undefined;
  if (!type && !byKey) return { path: NO_ACTIVITY_PATH };
  const [row] = await db
    .select({ id: activities.id, type: activities.type })
    .from(activities)
    .where(and(running(now), type ? eq(activities.type, type) : undefined, byKey))
    .orderBy(desc(activities.sort), desc(activities.startsAt), desc(activities.id))
    .limit(1);
  return { path: row ? activityPath(row) : NO_ACTIVITY_PATH };
}

/**
 * POST /api/activity/tap: one row per tap. The activity must exist (an
 * ended one still counts: the tap happened on a page showing it); a goods
 * named must exist too, so the counts never point at nothing.
 */
export async function recordTap(db: Database, input: { id: number; goods_id?: number | undefined }, userId: number | null): Promise<null> {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, input.id)).limit(1);
  if (!activity) throw AppError.field('id', ACTIVITY_NOT_FOUND);
  if (input.goods_id !== undefined) {
    const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, input.goods_id)).limit(1);
    if (!row) throw AppError.field('goods_id', '商品不存在');
  }
  await db.insert(activityTaps).values({ activityId: input.id, goodsId: input.goods_id ?? null, userId });
  return null;
}
