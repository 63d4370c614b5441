import { inArray } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { banners, goods, promotionGoods, promotions, type GiftRuleJson } from '../schema';

interface SeedComboGroup {
  name: string;
  /** Goods of the group, found by name (every spec of that name joins). */
  goods: string[];
  thresholdFen?: number;
  thresholdNumber?: number;
  gift: Omit<GiftRuleJson, 'buy_number'>;
  giftStock: number;
  days: number;
}

/**
 * 组合满赠/换购 groups (/zhmz): goods a pharmacy restocks together for a
 * season, with a gift it would otherwise buy. Thresholds are a realistic
 * wholesale order of the group, well above a single box.
 */
export const COMBO_GROUPS: SeedComboGroup[] = [
  {
    name: '感冒过敏季组合满赠',
    goods: ['酚麻美敏片', '复方氨酚烷胺胶囊', '小儿氨酚黄那敏颗粒', '盐酸西替利嗪片'],
    thresholdFen: 60_000,
    gift: { gift_name: '鱼跃电子体温计', gift_number: 1, gift_price: 0 },
    giftStock: 200,
    days: 15,
  },
  {
    name: '抗菌消炎组合换购',
    goods: ['头孢克肟颗粒', '阿奇霉素片', '罗红霉素胶囊'],
    thresholdNumber: 30,
    gift: { gift_name: '一次性医用外科口罩（50只/盒）', gift_number: 1, gift_price: 990 },
    giftStock: 300,
    days: 30,
  },
];

export async function seedComboGifts(tx: Tx, now = new Date()): Promise<void> {
  await tx.insert(banners).values({
    position: 'zone:zhmz',
    title: '组合满赠 · 搭配采购送好礼',
    subtitle: '组合商品任意搭配，满额即赠，部分组合享超值换购',
    url: '/zhmz',
    themeFrom: '#ff85c0',
    themeTo: '#eb2f96',
    themeAccent: '#fff0f6',
    sort: 1,
  });
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  for (const group of COMBO_GROUPS) {
    const rows = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.name, group.goods)).orderBy(goods.id);
    if (rows.length === 0) continue;
    const [promotion] = await tx
      .insert(promotions)
      .values({
        kind: 'combo_gift',
        name: group.name,
        giftRule: { buy_number: 0, ...group.gift },
        thresholdFen: group.thresholdFen ?? null,
        thresholdNumber: group.thresholdNumber ?? null,
        giftStock: group.giftStock,
        startsAt: since,
        endsAt: new Date(now.getTime() + group.days * 24 * 60 * 60 * 1000),
      })
      .returning({ id: promotions.id });
    await tx.insert(promotionGoods).values(rows.map((row) => ({ promotionId: promotion!.id, goodsId: row.id })));
  }
}
