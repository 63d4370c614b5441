import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Page } from '../../../shared/contract/envelope';
import type { GoodsFloor, GoodsSummary, SpikeSession } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { categories, COMBINATION_KIND, goods } from '../../db/schema';
import { categoryIconUrl } from '../../images/category-icon';
import { chinaDate, chinaTime } from '../../../shared/domain/time';
import { notCombination } from './combinations';
import { summariesOf } from './list';
import { rowsOf } from '../../db/rows';
import type { GoodsViewer } from './viewer';

/** GET /api/goods/hot: best sellers. */
export async function hotGoods(db: Database, viewer: GoodsViewer, limit: number): Promise<GoodsSummary[]> {
  const rows = await db.select().from(goods).where(notCombination).orderBy(desc(goods.sales), asc(goods.id)).limit(limit);
  return summariesOf(db, viewer, rows);
}

export const FLOOR_COUNT = 6;
export const FLOOR_GOODS = 10;

/** GET /api/goods/fl: for each of the first top categories, its best sellers across its whole subtree. */
export async function goodsFloors(db: Database, viewer: GoodsViewer): Promise<GoodsFloor[]> {
  const tops = await db
    .select({ id: categories.id, name: categories.name, icon: categories.icon })
    .from(categories)
    .where(sql`${categories.parentId} is null`)
    .orderBy(asc(categories.sort), asc(categories.id))
    .limit(FLOOR_COUNT);
  if (tops.length === 0) return [];
  // One query for all floors: every category knows its top, and a window
  // numbers each top's goods by sales.
  const ranked = rowsOf<{ id: number; top_id: number }>(
    await db.execute(sql`
      with recursive tree(id, top_id) as (
        select id, id from ${categories} where id in (${sql.join(
          tops.map((top) => sql`${top.id}`),
          sql`, `,
        )})
        union all
        select c.id, tree.top_id from ${categories} c join tree on c.parent_id = tree.id
      )
      select id, top_id from (
        select g.id, tree.top_id,
          row_number() over (partition by tree.top_id order by g.sales desc, g.id asc) as n
        from ${goods} g join tree on g.category_id = tree.id
        where g.kind <> ${COMBINATION_KIND}
      ) ranked
      where n <= ${FLOOR_GOODS}`),
  );
  const ids = ranked.map((row) => Number(row.id));
  const rows = ids.length > 0 ? await db.select().from(goods).where(inArray(goods.id, ids)) : [];
  const summaries = new Map((await summariesOf(db, viewer, rows)).map((summary) => [summary.id, summary]));
  return tops.map((top) => ({
    category: { id: top.id, name: top.name, logo: top.icon ? categoryIconUrl(top.icon, 'dark') : '' },
    goods: ranked
      .filter((row) => Number(row.top_id) === top.id)
      .map((row) => summaries.get(Number(row.id))!)
      .filter(Boolean)
      .sort((a, b) => b.sales - a.sales || a.id - b.id),
  }));
}

/** Tags that put goods into a promotion (满减, 赠品, 换购, 特价). */
export const ACTIVITY_TAGS = ['满', '赠', '换购', '特'] as const;

export const hasTag = (names: readonly string[]) =>
  sql`exists (select 1 from jsonb_array_elements(${goods.tags}) t where t->>'name' in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}))`;

/** GET /api/goods/activities. */
export async function activityGoods(db: Database, viewer: GoodsViewer, page: number, perPage: number): Promise<Page<GoodsSummary>> {
  const condition = and(hasTag(ACTIVITY_TAGS), notCombination);
  return paginate(
    db.select().from(goods).where(condition).orderBy(desc(goods.sales), asc(goods.id)),
    db.select({ n: count() }).from(goods).where(condition),
    { page, per_page: perPage },
    (rows) => summariesOf(db, viewer, rows),
  );
}

export const EVERYDAY_PRICE_COUNT = 10;

/**
 * GET /api/activity/everyday_price: today's specials among goods tagged 特
 * or sold with ladder prices. The pick is a hash of the goods id and the
 * China date: the same all day on every server, a different set tomorrow.
 */
export async function everydayPrice(db: Database, viewer: GoodsViewer, now = new Date()): Promise<GoodsSummary[]> {
  const today = chinaDate(now);
  const rows = await db
    .select()
    .from(goods)
    .where(and(or(hasTag(['特']), sql`jsonb_array_length(${goods.ladderPrice}) > 0`), notCombination))
    .orderBy(sql`md5(${today} || ':' || ${goods.id}::text)`, asc(goods.id))
    .limit(EVERYDAY_PRICE_COUNT);
  return summariesOf(db, viewer, rows);
}

/** Daily seckill session, China time. */
export const SPIKE_START_HOUR = 10;
export const SPIKE_END_HOUR = 22;
export const SPIKE_GOODS = 20;

/** Today's session while it is on or still to come, otherwise tomorrow's. */
export function spikeWindow(now: Date): { start: Date; end: Date } {
  const today = chinaDate(now);
  const todayEnd = chinaTime(today, SPIKE_END_HOUR);
  const day = now.getTime() < todayEnd.getTime() ? 0 : 1;
  return { start: chinaTime(today, SPIKE_START_HOUR, day), end: chinaTime(today, SPIKE_END_HOUR, day) };
}

/** GET /api/index/spike: seckill goods (type 1) and the session they sell in. */
export async function spikeSession(db: Database, viewer: GoodsViewer, now = new Date()): Promise<SpikeSession> {
  const { start, end } = spikeWindow(now);
  const rows = await db.select().from(goods).where(eq(goods.type, 1)).orderBy(desc(goods.sales), asc(goods.id)).limit(SPIKE_GOODS);
  return {
    start_time: Math.floor(start.getTime() / 1000),
    end_time: Math.floor(end.getTime() / 1000),
    goods: await summariesOf(db, viewer, rows),
  };
}
