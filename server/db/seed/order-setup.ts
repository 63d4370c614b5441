import type { Transaction as Tx } from '../client';
import { addresses, coupons, userCoupons, users, walletTransactions } from '../schema';
import { DEMO_USERNAME } from './accounts';

export const OPENING_BALANCE_NOTE = '账户充值';

/** Coupon designs issued to every buyer (门店 accounts included: each keeps its own wallet and coupons). */
const DESIGNS = [
  { name: '满500减20', type: 1, thresholdFen: 50_000, amountFen: 2_000, youxOnly: false, describe: '全场通用（秒杀商品除外），满¥500可用' },
  { name: '满1000减50', type: 1, thresholdFen: 100_000, amountFen: 5_000, youxOnly: false, describe: '全场通用（秒杀商品除外），满¥1000可用' },
  { name: '满3000减150', type: 1, thresholdFen: 300_000, amountFen: 15_000, youxOnly: false, describe: '全场通用（秒杀商品除外），满¥3000可用' },
  { name: '现金券¥10', type: 2, thresholdFen: 0, amountFen: 1_000, youxOnly: false, describe: '无门槛现金券，下单直接抵扣' },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const COUPON_VALID_DAYS = 90;

/** The demo buyer's two delivery addresses; other buyers get their registered address. */
const DEMO_ADDRESSES = [
  {
    consignee: '刘建华',
    phone: '13800138000',
    province: '河北省',
    city: '石家庄市',
    district: '长安区',
    detail: '建设北大街126号康宁大厦一层底商',
    isDefault: true,
  },
  {
    consignee: '周敏',
    phone: '0311-86051234',
    province: '河北省',
    city: '石家庄市',
    district: '裕华区',
    detail: '槐安东路88号康宁大药房裕华分店',
    isDefault: false,
  },
];

/**
 * The order side's starting data: wallet balances (each with one 账户充值
 * ledger row, so the balance has a history), delivery addresses, and the
 * coupon designs issued to every buyer for 90 days from `now`, plus one
 * already expired 满500减20 each. No used coupons: a used coupon belongs to
 * an order, and the seed writes no orders.
 */
export async function seedOrdersSetup(tx: Tx, now = new Date()): Promise<void> {
  const buyers = await tx.select().from(users).orderBy(users.id);
  const logins = buyers.filter((buyer) => buyer.ownerId === null);
  // Balances come from seed/data/buyers.ts (demo can pay for anything,
  // tjtongji is short so 余额不足 can be seen); each gets its opening row.
  for (const buyer of logins) {
    const balance = buyer.balanceFen;
    if (balance <= 0) continue;
    await tx
      .insert(walletTransactions)
      .values({ userId: buyer.id, amountFen: balance, balanceAfterFen: balance, useType: 1, note: OPENING_BALANCE_NOTE, createdAt: now });
  }

  for (const buyer of buyers) {
    const rows =
      buyer.username === DEMO_USERNAME
        ? DEMO_ADDRESSES
        : [
            {
              consignee: buyer.name,
              phone: buyer.phone,
              province: buyer.province,
              city: buyer.city,
              district: buyer.district,
              detail: buyer.addressDetail,
              isDefault: true,
            },
          ];
    const usable = rows.filter((row) => row.consignee && row.phone && row.province && row.city && row.detail);
    if (usable.length > 0) await tx.insert(addresses).values(usable.map((row) => ({ userId: buyer.id, ...row, createdAt: now, updatedAt: now })));
  }

  const designs = await tx
    .insert(coupons)
    .values(DESIGNS.map((design) => ({ ...design })))
    .returning();
  const validTo = new Date(now.getTime() + COUPON_VALID_DAYS * DAY_MS);
  const expiredFrom = new Date(now.getTime() - 60 * DAY_MS);
  const expiredTo = new Date(now.getTime() - DAY_MS);
  const held = buyers.flatMap((buyer) => [
    ...designs.map((design) => ({ userId: buyer.id, couponId: design.id, status: 0, validFrom: now, validTo, createdAt: now })),
    // Left unused: the coupon lists mark it expired lazily, as they will real ones.
    { userId: buyer.id, couponId: designs[0]!.id, status: 0, validFrom: expiredFrom, validTo: expiredTo, createdAt: expiredFrom },
  ]);
  await tx.insert(userCoupons).values(held);
}
