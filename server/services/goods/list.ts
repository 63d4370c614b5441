import { and, asc, count, desc, eq, exists, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ParsedInputOf } from '../../../shared/contract/define-call';
import { isDealZone, type goodsList } from '../../../shared/contract/calls/goods';
import { pageOf, type Page } from '../../../shared/contract/envelope';
import type { GoodsSummary } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { activities, activityGoods, brands, goods, goodsControls } from '../../db/schema';
import { controlRefusal, controlRule, controlsOf } from '../zones/controls';
import type { GoodsControlRow, GoodsRow } from '../../db/schema';
import { goodsKeywordFilter } from '../search/goods-match';
import { brandGoodsCondition } from './brand-match';
import { notCombination } from './combinations';
import { inCategorySubtree } from './categories';
import { addDays, chinaDate } from '../../../shared/domain/time';
import { toGoodsSummary } from './serialize';
import { zoneCondition } from '../deal-zones/zone-filter';
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

async function conditionsOf(db: Database, input: GoodsListInput, now: Date): Promise<{ where: SQL[]; rank: SQL | null }> {
  // 套餐 rows are sold from their goods' detail pages, not listed as goods.
  const where: SQL[] = [notCombination];
  let rank: SQL | null = null;

  if (input.category !== undefined) where.push(inCategorySubtree(input.category));
  if (input.keywords !== undefined) {
    const match = goodsKeywordFilter(input.keywords, input.type ?? 1);
    if (match) {
      where.push(match.where);
      rank = match.rank;
    }
  }
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
  return { where, rank };
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

/** GET /api/goods/list. */
export async function listGoods(db: Database, viewer: GoodsViewer, input: GoodsListInput, now = new Date()): Promise<Page<GoodsSummary>> {
  const { where, rank } = await conditionsOf(db, input, now);
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goods)
      .where(condition)
      .orderBy(...orderOf(input, rank))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db.select({ n: count() }).from(goods).where(condition),
  ]);
  return pageOf(await summariesOf(db, viewer, rows), total?.n ?? 0, input.page, input.per_page);
}
