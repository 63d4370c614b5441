import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { banners, cashbackActivities, cashbackGoods, goods, promotionGoods, promotions } from '../schema';

const DAY_MS = 24 * 3600 * 1000;

/** 满3000返60 / 满5000返120 / 满10000返300 (fen): about 2–3 %, what wholesale platforms give on branded 中成药. */
export const SEED_CASHBACK_TIERS = [
  { amount: 300_000, cashback: 6_000 },
  { amount: 500_000, cashback: 12_000 },
  { amount: 1_000_000, cashback: 30_000 },
];

export const SEED_WELFARE_RATE = 0.94;

const BANNERS = [
  {
    position: 'zone:welfare',
    title: '福利专区 · 全场94折',
    subtitle: '保健食品、个护日用，加购即按94折计价',
    url: '/welfare',
    themeFrom: '#95de64',
    themeTo: '#389e0d',
    themeAccent: '#f6ffed',
  },
  {
    position: 'zone:hb',
    title: '满额返现 · 最高返¥300',
    subtitle: '品牌中成药满3000返60，满5000返120，满10000返300',
    url: '/hb',
    themeFrom: '#ff85c0',
    themeTo: '#cf1322',
    themeAccent: '#fff1f0',
  },
];

/**
 * /welfare: a 全场94折 discount over the 保健食品 and 日用 goods (kind health
 * and other); /hb: a 满额返现 activity over the 中成药 (kind patent), running
 * from a day before the seed for 60 days. Seckill goods are left out of
 * both: their price is already the lowest.
 */
export async function seedCashbackWelfare(tx: Tx, now = new Date()): Promise<void> {
  await tx.insert(banners).values(BANNERS.map((banner) => ({ ...banner, sort: 1 })));
  const since = new Date(now.getTime() - DAY_MS);
  const ids = async (kinds: string[]): Promise<number[]> =>
    (
      await tx
        .select({ id: goods.id })
        .from(goods)
        .where(and(inArray(goods.kind, kinds), eq(goods.type, 0)))
        .orderBy(goods.id)
    ).map((row) => row.id);

  const [welfare] = await tx
    .insert(promotions)
    .values({ kind: 'discount', zone: 'welfare', name: '福利专区：全场94折', tiers: [{ amount: 0, rate: SEED_WELFARE_RATE }], startsAt: since })
    .returning({ id: promotions.id });
  const welfareGoods = await ids(['health', 'other']);
  if (welfareGoods.length > 0) await tx.insert(promotionGoods).values(welfareGoods.map((goodsId) => ({ promotionId: welfare!.id, goodsId })));

  const [cashback] = await tx
    .insert(cashbackActivities)
    .values({ name: '品牌中成药满额返现', tiers: SEED_CASHBACK_TIERS, startsAt: since, endsAt: new Date(now.getTime() + 60 * DAY_MS) })
    .returning({ id: cashbackActivities.id });
  const cashbackGoodsIds = await ids(['patent']);
  if (cashbackGoodsIds.length > 0) await tx.insert(cashbackGoods).values(cashbackGoodsIds.map((goodsId) => ({ activityId: cashback!.id, goodsId })));
}
