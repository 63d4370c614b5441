import { and, eq } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { combinationItems, COMBINATION_KIND, goods, type GoodsRow } from '../schema';

interface SeedCombination {
  name: string;
  ypgg: string;
  /** Package price as a share of the components' list total, rounded down to the jiao. */
  rate: number;
  items: { name: string; ypgg: string; number: number }[];
}

/**
 * 优惠套餐: goods pharmacies buy together, cheaper as a package. Components
 * are curated goods found by name and spec.
 */
const COMBINATIONS: SeedCombination[] = [
  {
    name: '感冒组合装',
    ypgg: '连花清瘟胶囊×2盒 + 芬必得布洛芬缓释胶囊×1盒',
    rate: 0.9,
    items: [
      { name: '连花清瘟胶囊', ypgg: '0.35g*24粒', number: 2 },
      { name: '布洛芬缓释胶囊', ypgg: '0.3g*20粒', number: 1 },
    ],
  },
  {
    name: '护胃消食组合装',
    ypgg: '江中健胃消食片×2盒 + 三九胃泰颗粒×1盒',
    rate: 0.92,
    items: [
      { name: '健胃消食片', ypgg: '0.8g*32片', number: 2 },
      { name: '三九胃泰颗粒', ypgg: '20g*6袋', number: 1 },
    ],
  },
  {
    name: '鱼跃家庭监测套装',
    ypgg: '电子血压计×1台 + 血糖仪×1盒 + 血糖试纸×2盒',
    rate: 0.88,
    items: [
      { name: '上臂式电子血压计 YE660D', ypgg: 'YE660D', number: 1 },
      { name: '血糖仪 580', ypgg: '血糖仪1台+试纸50片+采血针50支', number: 1 },
      { name: '血糖试纸 580型', ypgg: '50片（附采血针50支）', number: 2 },
    ],
  },
  {
    name: '维生素营养组合',
    ypgg: '维生素C片×1瓶 + 液体钙软胶囊×1瓶 + 天然维生素E软胶囊×1瓶',
    rate: 0.9,
    items: [
      { name: '维生素C片（甜橙味）', ypgg: '0.88g*100片', number: 1 },
      { name: '液体钙软胶囊', ypgg: '1000mg*100粒', number: 1 },
      { name: '天然维生素E软胶囊', ypgg: '250mg*160粒', number: 1 },
    ],
  },
];

const RX_RANK = ['none', 'otc-b', 'otc-a', 'rx'];

/**
 * The 套餐 goods rows (kind combination, type 3, no stock of their own: it
 * is computed from the components) and their components. A package whose
 * components are not all in the catalogue (a reduced test catalogue) is
 * skipped. Runs after the search dictionary is built, which leaves 套餐 out
 * anyway.
 */
export async function seedCombinations(tx: Tx): Promise<void> {
  for (const combination of COMBINATIONS) {
    const parts: { row: GoodsRow; number: number }[] = [];
    for (const item of combination.items) {
      const [row] = await tx
        .select()
        .from(goods)
        .where(and(eq(goods.name, item.name), eq(goods.ypgg, item.ypgg)))
        .orderBy(goods.id)
        .limit(1);
      if (row) parts.push({ row, number: item.number });
    }
    if (parts.length !== combination.items.length) continue;
    const first = parts[0]!.row;
    const list = parts.reduce((sum, part) => sum + part.row.priceFen * part.number, 0);
    const rx = parts.map((part) => part.row.rx).reduce((a, b) => (RX_RANK.indexOf(b) > RX_RANK.indexOf(a) ? b : a));
    const [row] = await tx
      .insert(goods)
      .values({
        name: combination.name,
        sccj: first.sccj,
        ypgg: combination.ypgg,
        bzdw: '套',
        categoryId: first.categoryId,
        kind: COMBINATION_KIND,
        rx,
        priceFen: Math.floor((list * combination.rate) / 10) * 10,
        retailFen: 0,
        stock: 0,
        step: 1,
        minBuy: 1,
        type: 3,
        sales: 0,
      })
      .returning({ id: goods.id });
    await tx.insert(combinationItems).values(parts.map((part) => ({ combinationGoodsId: row!.id, goodsId: part.row.id, number: part.number })));
  }
}
