import { and, asc, desc, eq, exists, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ParsedInputOf } from '../../../shared/contract/define-call';
import { isDealZone, type goodsList } from '../../../shared/contract/calls/goods';
import { pageOf, type Page } from '../../../shared/contract/envelope';
import type { GoodsSummary } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { activities, activityGoods, brands, goods, goodsControls } from '../../db/schema';
import { controlRefusal, controlRule, controlsOf } from '../zone/controls';
import type { GoodsControlRow, GoodsRow } from '../../db/schema';
import { dictionaryMatch, type DictionaryMatch } from '../search/dictionary-match';
import { rowsOf } from '../../db/rows';
import { brandGoodsCondition } from './brand-match';
import { notCombination } from './combinations';
import { inCategorySubtree } from './categories';
import { addDays, chinaDate } from '../../../shared/domain/time';
import { toGoodsSummary } from './serialize';
import { zoneCondition } from '../deal-zone/zone-filter';
import { favoriteIdsOf, type GoodsViewer } from './viewer';

export type GoodsListInput = ParsedInputOf<typeof goodsList>;

/** Near-expiry (近效期) goods expire within this many days of today. */
export const NEAR_EXPIRY_DAYS = 180;

/** /kxzq/new lists the goods that joined the 控销 zone within this many days. */
export const NEW_CONTROLLED_DAYS = 60;

/** A condition that matches nothing, for filters naming something that does not exist. */
const NOTHING = sql`false`;

// Prices are filtered in whole fen. Yuan bounds with more than 2 decimals
// are rounded inwards (≥ 12.345 means ≥ 12.35), and the tiny epsilon keeps
// float noise (19.99 * 100 = 1998.9999…) from moving a bound by a fen.
const minFen = (yuan: number) => Math.ceil(yuan * 100 - 1e-6);
const maxFen = (yuan: number) => Math.floor(yuan * 100 + 1e-6);

async function conditionsOf(db: Database, input: GoodsListInput, now: Date): Promise<{ where: SQL[]; match: DictionaryMatch | null }> {
  // 套餐 rows are sold from their goods' detail pages, not listed as goods.
  const where: SQL[] = [notCombination];
  const match = input.keywords === undefined ? null : dictionaryMatch(input.keywords, input.type ?? 1);

  if (input.category !== undefined) where.push(inCategorySubtree(input.category));
  const sccj = input.sccj?.trim();
  if (sccj) where.push(eq(goods.sccj, sccj));
  if (input.brand !== undefined) {
    const [brand] = await db.select({ name: brands.name, sccj: brands.sccj }).from(brands).where(eq(brands.id, input.brand)).limit(1);
    where.push(brand ? brandGoodsCondition(brand) : NOTHING);
  }
  if (input.is_youx === 1) where.push(eq(goods.isYoux, true));
  if (input.is_free_shipping === 1) where.push(eq(goods.isFreeShipping, true));
  if (input.near_expiry === 1) {
    // Expired batches are not on sale as near-expiry; today still counts.
    const today = chinaDate(now);
    where.push(gte(goods.expiryDate, today), lte(goods.expiryDate, addDays(today, NEAR_EXPIRY_DAYS)));
  }
  if (input.kind !== undefined) where.push(eq(goods.kind, input.kind));
  if (input.zone === 'zy') where.push(inArray(goods.kind, ['patent', 'slices']));
  if (input.zone === 'kx' || input.zone === 'kx_new') {
    const since = input.zone === 'kx_new' ? new Date(now.getTime() - NEW_CONTROLLED_DAYS * 86_400_000) : null;
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(goodsControls)
          .where(and(eq(goodsControls.goodsId, goods.id), since ? gte(goodsControls.createdAt, since) : undefined)),
      ),
    );
  }
  if (input.activity !== undefined) {
    // Only a running activity lists its goods: an ended one is /noActivity.
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(activityGoods)
          .innerJoin(activities, eq(activities.id, activityGoods.activityId))
          .where(and(eq(activityGoods.goodsId, goods.id), eq(activities.id, input.activity), lte(activities.startsAt, now), gt(activities.endsAt, now))),
      ),
    );
  }
  if (input.price_min !== undefined) where.push(gte(goods.priceFen, minFen(input.price_min)));
  if (input.price_max !== undefined) where.push(lte(goods.priceFen, maxFen(input.price_max)));
  if (input.in_stock === 1) where.push(gt(goods.stock, 0), eq(goods.isBuy, true));
  if (input.zone !== undefined && isDealZone(input.zone)) where.push(zoneCondition(input.zone, now));
  return { where, match };
}

function orderOf(input: GoodsListInput, rank: SQL | null): SQL[] {
  const direction = (fallback: 'asc' | 'desc') => ((input.order ?? fallback) === 'asc' ? asc : desc);
  switch (input.sort) {
    case 'sales':
      return [direction('desc')(goods.sales), asc(goods.id)];
    case 'price':
      return [direction('asc')(goods.priceFen), asc(goods.id)];
    case 'expiry': {
      // Goods without a known expiry go last either way.
      const dir = (input.order ?? 'asc') === 'asc' ? sql`asc` : sql`desc`;
      return [sql`${goods.expiryDate} ${dir} nulls last`, asc(goods.id)];
    }
    default:
      // The search's rank is 0 exact, 1 prefix, 2 substring: best first.
      return [...(rank ? [asc(rank)] : []), desc(goods.isYoux), desc(goods.sales), asc(goods.id)];
  }
}

/** Goods rows as summaries for this viewer, with one favourites lookup for the lot. */
export async function summariesOf(db: Database, viewer: GoodsViewer, rows: GoodsRow[]): Promise<GoodsSummary[]> {
  const favoriteIds = await favoriteIdsOf(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  const controls = await controlsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toGoodsSummary(row, { member: viewer.member, favoriteIds, scope: viewer.scope }), ...controlFields(row, controls, viewer) }));
}

/** 控销: the rule for everyone, and for a signed-in buyer outside it the reason the cart will give. */
export function controlFields(row: GoodsRow, controls: ReadonlyMap<number, GoodsControlRow>, viewer: GoodsViewer): { kx_rule?: string; kx_refused?: string } {
  const control = controls.get(row.id);
  if (!control) return {};
  const refused = viewer.buyer ? controlRefusal(row.name, control, viewer.buyer) : null;
  return { kx_rule: controlRule(control), ...(refused ? { kx_refused: refused } : {}) };
}

/** The page's ids and the total: see listGoods. */
async function pageIds(db: Database, input: GoodsListInput, where: SQL[], match: DictionaryMatch | null): Promise<{ ids: number[]; total: number }> {
  const from = match ? sql`${goods} ${match.join}` : sql`${goods}`;
  const condition = sql.join(where, sql` AND `);
  const order = sql.join(orderOf(input, match?.rank ?? null), sql`, `);
  const limit = sql`LIMIT ${input.per_page} OFFSET ${(input.page - 1) * input.per_page}`;
  const countOf = async (query: SQL) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
  const count = () => countOf(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${condition}`);
  // Only the keyword filters (besides 套餐 never being listed): the dictionary's goods counts
  // are the total, and the page is a plain top-N. Without a keyword the default order is an
  // index's (goods_list_order_idx): the page is read from its start, the count is a pass of its own.
  if (!match || where.length === 1) {
    const [rows, total] = await Promise.all([
      db.execute(sql`SELECT ${goods.id} AS id FROM ${from} WHERE ${condition} ORDER BY ${order} ${limit}`),
      match ? countOf(match.count) : count(),
    ]);
    return { ids: rowsOf<{ id: number }>(rows).map((row) => Number(row.id)), total };
  }
  // A keyword and other filters: the matches are joined once and counted on the way (count(*) OVER ()).
  const rows = rowsOf<{ id: number; total: number }>(
    await db.execute(sql`SELECT ${goods.id} AS id, count(*) OVER ()::int AS total FROM ${from} WHERE ${condition} ORDER BY ${order} ${limit}`),
  );
  // A page past the end has no row to carry the total.
  const total = rows.length === 0 && input.page > 1 ? await count() : Number(rows[0]?.total ?? 0);
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * GET /api/goods/list. The page's ids and the total come first, from
 * columns a covering index holds (migration 0031) — filters, keyword
 * (dictionaryMatch), order, offset — so neither reads the wide goods rows;
 * then only the page's rows are read.
 */
export async function listGoods(db: Database, viewer: GoodsViewer, input: GoodsListInput, now = new Date()): Promise<Page<GoodsSummary>> {
  const { where, match } = await conditionsOf(db, input, now);
  const { ids, total } = await pageIds(db, input, where, match);
  const byId = new Map((ids.length ? await db.select().from(goods).where(inArray(goods.id, ids)) : []).map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is GoodsRow => row !== undefined);
  return pageOf(await summariesOf(db, viewer, rows), total, input.page, input.per_page);
}
