import { and, eq } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { banners, couponBatches, coupons, goods, groupDeals } from '../schema';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface SeedGroupDeal {
  name: string;
  ypgg: string;
  /** Group price as a share of the wholesale price, rounded down to the jiao. */
  rate: number;
  target: number;
  maxPerOrder: number;
  /** Hours from the seed to the deadline. */
  hours: number;
}

/**
 * 拼团: goods pharmacies stock in volume (masks, cold remedies, swabs),
 * 15–25 % under wholesale once the buyers together order the target.
 * Deadlines are hours from the seed (15–30 days, a real group buy's run; and
 * beyond the 10 days the e2e specs move the clock to complete orders), so a
 * fresh database always has open
 * deals; the goods are found by name and spec and skipped when missing.
 */
export const GROUP_DEALS: SeedGroupDeal[] = [
  { name: '医用外科口罩', ypgg: '17.5cm*9.5cm 10只/袋', rate: 0.8, target: 200, maxPerOrder: 100, hours: 20 * 24 },
  { name: '连花清瘟胶囊', ypgg: '0.35g*24粒', rate: 0.85, target: 100, maxPerOrder: 50, hours: 15 * 24 },
  { name: '健胃消食片', ypgg: '0.8g*32片', rate: 0.82, target: 150, maxPerOrder: 60, hours: 25 * 24 },
  { name: '维生素C片（甜橙味）', ypgg: '0.88g*100片', rate: 0.78, target: 120, maxPerOrder: 40, hours: 22 * 24 },
  { name: '医用棉签', ypgg: '10cm 50支/包', rate: 0.75, target: 300, maxPerOrder: 150, hours: 30 * 24 },
];

interface SeedCouponBatch {
  name: string;
  type: 1 | 2;
  thresholdFen: number;
  amountFen: number;
  youxOnly: boolean;
  describe: string;
  issued: number;
  validDays: number;
}

/** 领券中心: limited coupons any buyer may claim once while they last. */
export const COUPON_BATCHES: SeedCouponBatch[] = [
  { name: '满800减40', type: 1, thresholdFen: 80_000, amountFen: 4_000, youxOnly: false, describe: '领券中心专享，全场通用', issued: 500, validDays: 30 },
  { name: '满2000减120', type: 1, thresholdFen: 200_000, amountFen: 12_000, youxOnly: false, describe: '大额采购专享', issued: 200, validDays: 30 },
  { name: '优选满300减15', type: 1, thresholdFen: 30_000, amountFen: 1_500, youxOnly: true, describe: '仅限优选商品', issued: 1000, validDays: 15 },
  { name: '满5000减350', type: 1, thresholdFen: 500_000, amountFen: 35_000, youxOnly: false, describe: '限量50张，先到先得', issued: 50, validDays: 30 },
  { name: '现金券¥8', type: 2, thresholdFen: 0, amountFen: 800, youxOnly: false, describe: '无门槛现金券', issued: 300, validDays: 7 },
];

/** Each zone's banner (drawn as SVG from these texts and colours, like the home carousel's). */
const ZONE_BANNERS = [
  {
    position: 'zone:ptzq',
    title: '拼团专区 · 一起采购更划算',
    subtitle: '成团即享拼团价，最低7.5折，含运费',
    url: '/ptzq',
    themeFrom: '#ff7a45',
    themeTo: '#f5222d',
    themeAccent: '#fff1b8',
  },
  {
    position: 'zone:mrtj',
    title: '每日特价 · 天天有惊喜',
    subtitle: '特价与阶梯价好货，每天零点更新',
    url: '/mrtj',
    themeFrom: '#f759ab',
    themeTo: '#c41d7f',
    themeAccent: '#fff0f6',
  },
  {
    position: 'zone:zhzq',
    title: '组合购 · 搭配采购更省心',
    subtitle: '常用品种优惠套餐，整套采购低于单品合计',
    url: '/zhzq',
    themeFrom: '#36cfc9',
    themeTo: '#08979c',
    themeAccent: '#e6fffb',
  },
  {
    position: 'zone:lqzx',
    title: '领券中心 · 限量好券天天抢',
    subtitle: '满减券、现金券每人限领一张，领完即止',
    url: '/lqzx',
    themeFrom: '#ffa940',
    themeTo: '#d4380d',
    themeAccent: '#fffbe6',
  },
];

export async function seedDealZones(tx: Tx, now = new Date()): Promise<void> {
  await tx.insert(banners).values(ZONE_BANNERS.map((banner) => ({ ...banner, sort: 1 })));
  for (const deal of GROUP_DEALS) {
    const [row] = await tx
      .select()
      .from(goods)
      .where(and(eq(goods.name, deal.name), eq(goods.ypgg, deal.ypgg)))
      .orderBy(goods.id)
      .limit(1);
    if (!row) continue;
    await tx.insert(groupDeals).values({
      goodsId: row.id,
      groupPriceFen: Math.max(10, Math.floor((row.priceFen * deal.rate) / 10) * 10),
      targetQty: deal.target,
      maxPerOrder: deal.maxPerOrder,
      startsAt: new Date(now.getTime() - DAY_MS),
      deadline: new Date(now.getTime() + deal.hours * HOUR_MS),
    });
  }
  for (const batch of COUPON_BATCHES) {
    const [design] = await tx
      .insert(coupons)
      .values({
        name: batch.name,
        type: batch.type,
        thresholdFen: batch.thresholdFen,
        amountFen: batch.amountFen,
        youxOnly: batch.youxOnly,
        describe: batch.describe,
      })
      .returning({ id: coupons.id });
    await tx.insert(couponBatches).values({
      couponId: design!.id,
      issued: batch.issued,
      validDays: batch.validDays,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    });
  }
}
