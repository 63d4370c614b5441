import { and, asc, eq, gt } from 'drizzle-orm';
import { yuanToFen } from '../../../shared/domain/money';
import { ladderUnitPrice } from '../../../shared/domain/ladder';
import { quantityBounds } from '../../../shared/domain/quantity';
import type { Transaction as Tx } from '../client';
import { accountManagers, cartItems, goods, messages, users } from '../schema';
import type { AccountManagerRow } from '../schema';
import type { SeedAccountManager, SeedBuyer } from './data/types';

/** The demo buyer of the README and the team brief (demo / yaopi123). */
export const DEMO_USERNAME = 'demo';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedAccountManagers(tx: Tx, managers: readonly SeedAccountManager[]): Promise<AccountManagerRow[]> {
  return tx
    .insert(accountManagers)
    .values(
      managers.map((manager, index) => ({
        name: manager.name,
        phone: manager.phone,
        code: `YWY${pad(index + 1, 3)}`,
        isDefault: manager.isDefault,
      })),
    )
    .returning();
}

/**
 * Buyers with their store accounts (stores are users rows owned by the
 * buyer, see schema/users.ts). Password hashes are computed beforehand,
 * outside the transaction, because scrypt is deliberately slow.
 */
export async function seedBuyers(
  tx: Tx,
  buyers: readonly SeedBuyer[],
  passwordHashes: ReadonlyMap<string, string>,
  managers: readonly AccountManagerRow[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, buyer] of buyers.entries()) {
    const manager = managers[buyer.managerIndex];
    const customerCode = `KH${pad(index + 1, 6)}`;
    const [row] = await tx
      .insert(users)
      .values({
        username: buyer.username,
        passwordHash: passwordHashes.get(buyer.username) ?? null,
        name: buyer.name,
        phone: buyer.phone,
        company: buyer.company,
        rank: buyer.rank,
        accountManagerId: manager?.id ?? null,
        province: buyer.address.province,
        city: buyer.address.city,
        district: buyer.address.district,
        addressDetail: buyer.address.detail,
        isPassed: buyer.isPassed,
        isCanChat: buyer.isCanChat ?? true,
        points: buyer.points,
        balanceFen: yuanToFen(buyer.walletBalance),
        type: buyer.type,
        customerCode,
      })
      .returning({ id: users.id });
    ids.set(buyer.username, row!.id);

    for (const [storeIndex, store] of (buyer.stores ?? []).entries()) {
      await tx.insert(users).values({
        ownerId: row!.id,
        username: `${buyer.username}-md${storeIndex + 1}`,
        passwordHash: null,
        name: store.name,
        phone: store.phone,
        company: store.company,
        rank: buyer.rank,
        accountManagerId: manager?.id ?? null,
        province: store.address.province,
        city: store.address.city,
        district: store.address.district,
        addressDetail: store.address.detail,
        isPassed: buyer.isPassed,
        isCanChat: buyer.isCanChat ?? true,
        type: buyer.type,
        customerCode: `${customerCode}-${pad(storeIndex + 1, 2)}`,
      });
    }
  }
  return ids;
}

/**
 * A few cart lines for the demo buyer so the header's cart badge shows a
 * real count: the first in-stock goods of different categories, each at its
 * smallest valid quantity and the price the ladder gives for it.
 */
export async function seedDemoCart(tx: Tx, userId: number, lines = 4): Promise<void> {
  const candidates = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.isBuy, true), gt(goods.stock, 0)))
    .orderBy(asc(goods.id));
  const seenCategories = new Set<number>();
  const picked = candidates.filter((item) => {
    if (seenCategories.has(item.categoryId)) return false;
    if (!quantityBounds({ step: item.step, min: item.minBuy, max: item.stock }).canBuy) return false;
    seenCategories.add(item.categoryId);
    return true;
  });
  const rows = picked.slice(0, lines).map((item) => {
    const number = quantityBounds({ step: item.step, min: item.minBuy, max: item.stock }).min;
    return {
      userId,
      goodsId: item.id,
      number,
      priceFen: ladderUnitPrice(item.priceFen, item.ladderPrice, item.ladderPriceType, number),
      isSelected: true,
      type: item.type,
    };
  });
  if (rows.length > 0) await tx.insert(cartItems).values(rows);
}

/** A welcome message for every buyer; the demo buyer also gets three unread notices. */
export async function seedMessages(
  tx: Tx,
  buyerIds: ReadonlyMap<string, number>,
  demo: { userId: number; manager: AccountManagerRow | undefined; siteName: string; hotLine: string } | null,
): Promise<void> {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const welcome = [...buyerIds.values()].map((userId) => ({
    userId,
    title: `欢迎加入${demo?.siteName || '药批'}`,
    body: '感谢您注册成为会员。完善资质信息并通过审核后即可在线采购，如有疑问请联系您的客户经理。',
    readAt: new Date(now - 20 * day),
    createdAt: new Date(now - 21 * day),
  }));
  await tx.insert(messages).values(welcome);
  if (!demo) return;
  const manager = demo.manager;
  await tx.insert(messages).values([
    {
      userId: demo.userId,
      title: '资质审核已通过',
      body: '您提交的《药品经营许可证》《营业执照》等资质已审核通过，现在可以采购处方药及全部在售商品。',
      createdAt: new Date(now - 3 * day),
    },
    {
      userId: demo.userId,
      title: '您的专属客户经理已分配',
      body: manager
        ? `客户经理${manager.name}（电话 ${manager.phone}）将为您提供专属服务，采购、对账、售后问题都可以直接联系。`
        : `如需帮助请拨打客服热线 ${demo.hotLine}。`,
      createdAt: new Date(now - 2 * day),
    },
    {
      userId: demo.userId,
      title: '平台公告：节假日发货安排',
      body: `节假日期间仓库正常接单，每日 16:00 前支付的订单当天发出，16:00 后支付的订单次日发出。物流时效以承运商为准，如有疑问请拨打 ${demo.hotLine}。`,
      createdAt: new Date(now - day),
    },
  ]);
}
