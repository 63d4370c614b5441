import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { goods, promotionGoods, promotions, shippingSettings } from '../schema';

/** 包邮门槛 ¥800, otherwise ¥10 freight: a typical wholesale rule for a single pharmacy. */
export const SEED_SHIPPING = { shippingAmountFen: 80_000, freightFen: 1_000 } as const;

/**
 * The cart's activities: 满减 on the goods tagged 满 (满1000减50 / 满3000减200),
 * a store-wide 折扣 (满2000享98折) and a 赠品 on the goods tagged 赠 (每满10件
 * 赠便携分药盒1个). Tags were written by seedGoods, so the activities cover
 * exactly the goods the catalogue advertises them on.
 */
export async function seedCartActivities(tx: Tx): Promise<void> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const tagged = async (tag: string): Promise<number[]> =>
    (
      await tx
        .select({ id: goods.id })
        .from(goods)
        .where(sql`${goods.tags} @> ${JSON.stringify([{ name: tag }])}::jsonb`)
        .orderBy(goods.id)
    ).map((row) => row.id);

  const [manjian] = await tx
    .insert(promotions)
    .values({
      kind: 'manjian',
      name: '满减专区：满1000减50，满3000减200',
      tiers: [
        { amount: 100_000, reduce: 5_000 },
        { amount: 300_000, reduce: 20_000 },
      ],
      startsAt: since,
    })
    .returning({ id: promotions.id });
  const manjianGoods = await tagged('满');
  if (manjianGoods.length > 0) {
    await tx.insert(promotionGoods).values(manjianGoods.map((goodsId) => ({ promotionId: manjian!.id, goodsId })));
  }

  await tx.insert(promotions).values({
    kind: 'discount',
    name: '全场折扣：满2000享98折',
    tiers: [{ amount: 200_000, rate: 0.98 }],
    appliesToAll: true,
    startsAt: since,
  });

  const [gift] = await tx
    .insert(promotions)
    .values({
      kind: 'gift',
      name: '买赠：每满10件赠便携分药盒1个',
      giftRule: { buy_number: 10, gift_name: '便携分药盒', gift_number: 1, gift_price: 0 },
      startsAt: since,
    })
    .returning({ id: promotions.id });
  const giftGoods = await tagged('赠');
  if (giftGoods.length > 0) {
    await tx.insert(promotionGoods).values(giftGoods.map((goodsId) => ({ promotionId: gift!.id, goodsId })));
  }

  await tx.insert(shippingSettings).values({ id: 1, ...SEED_SHIPPING });
}
