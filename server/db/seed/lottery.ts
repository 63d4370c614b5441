import { inArray } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { banners, coupons, drawActivities, drawPrizes, pointsGifts } from '../schema';

const DAY_MS = 86_400_000;

/** The running lottery's length from the day the database is seeded. */
export const LOTTERY_DAYS = 90;

export const LOTTERY_NAME = '药批年终感恩回馈抽奖';

const LOTTERY_REMARKS = [
  '1. 活动期间，资质审核通过的会员每个账号可抽奖1次；',
  '2. 优惠券中奖后直接发放至“我的优惠券”，请在有效期内使用；',
  '3. 积分奖励实时计入账户，可在“积分管理”查看，并可在积分商城兑换礼品；',
  '4. 实物礼品以积分订单形式生成，随您的下一次采购订单一并配送；',
  '5. 奖品数量有限，抽完即止；本活动最终解释权归药批所有。',
].join('\n');

/** Coupon designs only the lottery gives out. */
const LOTTERY_COUPONS = [
  { key: 'big', name: '抽奖专享 满1000减80元', type: 1, thresholdFen: 100_000, amountFen: 8_000, describe: '年终感恩抽奖奖品，全场通用（秒杀、套餐除外）' },
  { key: 'small', name: '抽奖专享 满300减20元', type: 1, thresholdFen: 30_000, amountFen: 2_000, describe: '年终感恩抽奖奖品，全场通用（秒杀、套餐除外）' },
  { key: 'cash', name: '抽奖专享 10元现金券', type: 2, thresholdFen: 0, amountFen: 1_000, describe: '年终感恩抽奖奖品，无门槛使用' },
] as const;

/**
 * One running activity with realistic prizes: two gifts of the points mall
 * (a few units set aside for the lottery), three coupons, two points
 * rewards and 谢谢参与. Weights are out of 1000; stock is what the lottery
 * can give in all. Its banner is a banners row at position 'draw'.
 */
export async function seedLottery(tx: Tx, now: Date = new Date()): Promise<void> {
  const designs = await tx
    .insert(coupons)
    .values(LOTTERY_COUPONS.map(({ key: _key, ...design }) => design))
    .returning({ id: coupons.id, name: coupons.name });
  const couponId = (key: (typeof LOTTERY_COUPONS)[number]['key']) => designs.find((d) => d.name === LOTTERY_COUPONS.find((c) => c.key === key)!.name)!.id;

  const giftNames = ['上臂式电子血压计', '指夹式血氧仪'];
  const gifts = await tx.select({ id: pointsGifts.id, name: pointsGifts.name }).from(pointsGifts).where(inArray(pointsGifts.name, giftNames));
  const giftId = (name: string) => gifts.find((gift) => gift.name === name)?.id;

  const [banner] = await tx
    .insert(banners)
    .values({
      position: 'draw',
      title: '年终感恩回馈 幸运抽奖',
      subtitle: '血压计、血氧仪、优惠券、积分 100%有机会',
      url: '/jfsc',
      themeFrom: '#d4302b',
      themeTo: '#f08a24',
      themeAccent: '#ffd666',
      sort: 1,
    })
    .returning({ id: banners.id });

  const [activity] = await tx
    .insert(drawActivities)
    .values({
      name: LOTTERY_NAME,
      remarks: LOTTERY_REMARKS,
      bannerId: banner!.id,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + LOTTERY_DAYS * DAY_MS),
    })
    .returning({ id: drawActivities.id });

  const prizes: Omit<typeof drawPrizes.$inferInsert, 'activityId'>[] = [
    {
      name: '上臂式电子血压计',
      remarks: '一键测量，双人记忆，随下次采购订单配送',
      kind: 'gift',
      weight: 5,
      stock: 3,
      giftId: giftId('上臂式电子血压计') ?? null,
    },
    {
      name: '指夹式血氧仪',
      remarks: '血氧饱和度、脉率同时显示，随下次采购订单配送',
      kind: 'gift',
      weight: 15,
      stock: 10,
      giftId: giftId('指夹式血氧仪') ?? null,
    },
    { name: '满1000减80元优惠券', remarks: '满1000元可用，30天内有效', kind: 'coupon', weight: 80, stock: 100, couponId: couponId('big'), couponValidDays: 30 },
    {
      name: '满300减20元优惠券',
      remarks: '满300元可用，30天内有效',
      kind: 'coupon',
      weight: 200,
      stock: 300,
      couponId: couponId('small'),
      couponValidDays: 30,
    },
    { name: '10元现金券', remarks: '无门槛使用，15天内有效', kind: 'coupon', weight: 150, stock: 200, couponId: couponId('cash'), couponValidDays: 15 },
    { name: '500积分', remarks: '实时到账，可在积分商城兑换礼品', kind: 'points', weight: 150, stock: 200, points: 500 },
    { name: '100积分', remarks: '实时到账，可在积分商城兑换礼品', kind: 'points', weight: 200, stock: 1000, points: 100 },
    { name: '谢谢参与', remarks: '祝您下次好运，更多活动敬请关注', kind: 'none', weight: 200, stock: null },
  ];
  // A gift the points mall no longer has is simply not offered.
  const offered = prizes.filter((prize) => prize.kind !== 'gift' || prize.giftId !== null);
  await tx.insert(drawPrizes).values(offered.map((prize, index) => ({ ...prize, activityId: activity!.id, sort: index + 1 })));
}
