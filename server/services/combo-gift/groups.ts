import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ComboGoodsPage, ComboGroup } from '../../../shared/contract/combo-gift';
import { comboProgress, comboProgressText, comboRuleText } from '../../../shared/domain/combo-gift';
import { fenToYuan } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { goods, promotionGoods, promotions, type PromotionRow } from '../../db/schema';
import { AppError } from '../../errors';
import { goodsImageUrl } from '../../images/goods';
import { comboBought, comboLines } from '../cart/combo-gift';
import { priceCart } from '../cart/store';
import { summariesOf } from '../goods/list';
import type { GoodsViewer } from '../goods/viewer';

export const COMBO_GROUP_NOT_FOUND = '该组合活动不存在或已结束';
const PREVIEW_SIZE = 4;

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Running groups: active, started, not ended (an ended or paused group is not listed nor opened). */
function running(now: Date) {
  return and(
    eq(promotions.kind, 'combo_gift'),
    eq(promotions.isActive, true),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  );
}

async function previewsOf(db: Database, ids: number[]): Promise<{ counts: Map<number, number>; previews: Map<number, ComboGroup['preview']> }> {
  const counts = new Map<number, number>();
  const previews = new Map<number, ComboGroup['preview']>();
  if (ids.length === 0) return { counts, previews };
  const totals = await db
    .select({ promotionId: promotionGoods.promotionId, n: count() })
    .from(promotionGoods)
    .where(inArray(promotionGoods.promotionId, ids))
    .groupBy(promotionGoods.promotionId);
  for (const row of totals) counts.set(row.promotionId, Number(row.n));
  // The first goods of each group by id: a window function keeps it one query.
  const ranked = db
    .select({
      promotionId: promotionGoods.promotionId,
      id: goods.id,
      name: goods.name,
      rank: sql<number>`row_number() over (partition by ${promotionGoods.promotionId} order by ${goods.id})`.as('rank'),
    })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.id, promotionGoods.goodsId))
    .where(inArray(promotionGoods.promotionId, ids))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, PREVIEW_SIZE)).orderBy(ranked.promotionId, ranked.id);
  for (const row of rows) {
    const list = previews.get(row.promotionId) ?? [];
    list.push({ id: row.id, name: row.name, image: goodsImageUrl(row.id) });
    previews.set(row.promotionId, list);
  }
  return { counts, previews };
}

/** The signed-in buyer's progress per group, from the selected lines of their cart priced as checkout prices them. */
async function progressOf(db: Database, userId: number | null, groups: PromotionRow[]): Promise<Map<number, ComboGroup['progress']>> {
  const result = new Map<number, ComboGroup['progress']>();
  if (userId === null || groups.length === 0) return result;
  const cart = await priceCart(db, userId);
  for (const group of groups) {
    const bought = comboBought(comboLines(cart.lines, cart.activities, group));
    const threshold = { thresholdFen: group.thresholdFen, thresholdNumber: group.thresholdNumber };
    result.set(group.id, {
      amount: fenToYuan(bought.amountFen),
      number: bought.number,
      met: comboProgress(threshold, bought).met,
      text: comboProgressText(threshold, bought, group.giftRule?.gift_price ?? 0),
    });
  }
  return result;
}

function toGroup(row: PromotionRow, now: Date, extra: { count: number; preview: ComboGroup['preview']; progress: ComboGroup['progress'] }): ComboGroup {
  const rule = row.giftRule ?? { buy_number: 0, gift_name: '', gift_number: 0, gift_price: 0 };
  const threshold = { thresholdFen: row.thresholdFen, thresholdNumber: row.thresholdNumber };
  return {
    id: row.id,
    name: row.name,
    rule: comboRuleText(threshold, { name: rule.gift_name, number: rule.gift_number, priceFen: rule.gift_price }),
    threshold_amount: row.thresholdFen !== null ? fenToYuan(row.thresholdFen) : null,
    threshold_number: row.thresholdFen !== null ? null : row.thresholdNumber,
    gift: { name: rule.gift_name, number: rule.gift_number, price: fenToYuan(rule.gift_price), type: rule.gift_price > 0 ? 2 : 1, stock: row.giftStock ?? 0 },
    ends_at: row.endsAt ? seconds(row.endsAt) : null,
    now: seconds(now),
    goods_count: extra.count,
    preview: extra.preview,
    progress: extra.progress,
  };
}

/** GET /api/combinationMzhgGroup. */
export async function listComboGroups(db: Database, viewer: GoodsViewer, now = new Date()): Promise<ComboGroup[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(running(now))
    .orderBy(sql`${promotions.endsAt} asc nulls last`, asc(promotions.id));
  const { counts, previews } = await previewsOf(
    db,
    rows.map((row) => row.id),
  );
  const progress = await progressOf(db, viewer.userId, rows);
  return rows.map((row) => toGroup(row, now, { count: counts.get(row.id) ?? 0, preview: previews.get(row.id) ?? [], progress: progress.get(row.id) ?? null }));
}

/** GET /api/combinationMzhg: a running group and a page of its goods (best sellers first, like the list's default). */
export async function listComboGoods(
  db: Database,
  viewer: GoodsViewer,
  input: { group_id: number; page: number; per_page: number },
  now = new Date(),
): Promise<ComboGoodsPage> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, input.group_id), running(now)))
    .limit(1);
  if (!row) throw AppError.notFound(COMBO_GROUP_NOT_FOUND);
  const member = and(eq(promotionGoods.promotionId, row.id), eq(promotionGoods.goodsId, goods.id));
  const inGroup = sql`exists (select 1 from ${promotionGoods} where ${member})`;
  const goodsPage = await paginate(
    db
      .select()
      .from(goods)
      .where(inGroup)
      .orderBy(sql`${goods.sales} desc`, asc(goods.id)),
    db.select({ n: count() }).from(goods).where(inGroup),
    input,
    (rows) => summariesOf(db, viewer, rows),
  );
  const { previews } = await previewsOf(db, [row.id]);
  const progress = await progressOf(db, viewer.userId, [row]);
  return {
    group: toGroup(row, now, { count: goodsPage.total, preview: previews.get(row.id) ?? [], progress: progress.get(row.id) ?? null }),
    goods: goodsPage,
  };
}
