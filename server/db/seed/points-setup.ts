import { eq, isNull } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { pointsGifts, pointsTransactions, users } from '../schema';
import { DEMO_USERNAME } from './accounts';

/** The points mall's gifts (积分商城): things a pharmacy uses at the counter. */
const GIFTS: readonly { name: string; describe: string; points: number; stock: number }[] = [
  { name: '医用外科口罩(50只/盒)', describe: '一次性使用，三层防护，独立包装', points: 300, stock: 500 },
  { name: '便携分药盒(7格)', describe: '一周用量，按早中晚分格，防潮卡扣', points: 200, stock: 300 },
  { name: '医用酒精棉片(100片/盒)', describe: '75%乙醇，单片独立包装，外出消毒方便', points: 260, stock: 400 },
  { name: '电子体温计', describe: '软头测温，约60秒出结果，带记忆功能', points: 800, stock: 120 },
  { name: '家用急救包', describe: '含纱布、绷带、创可贴、碘伏棉签等18种用品', points: 1500, stock: 60 },
  { name: '指夹式血氧仪', describe: '血氧饱和度、脉率同时显示，OLED屏', points: 2600, stock: 40 },
  { name: '上臂式电子血压计', describe: '一键测量，双人记忆，语音播报', points: 5000, stock: 20 },
];

/** The demo buyer's points after setup: enough to exchange several gifts in a demo. */
export const DEMO_STARTING_POINTS = 12_000;

export const OPENING_POINTS_NOTE = '开户赠送积分';

/**
 * Points: the gifts, and each buyer's starting points written to the points
 * ledger as one 开户赠送积分 row (so the balance on users.points has a
 * history from the first day). The demo buyer starts with 12,000.
 * Store accounts start at 0 and get no row.
 */
export async function seedPoints(tx: Tx): Promise<void> {
  await tx.insert(pointsGifts).values(GIFTS.map((gift) => ({ ...gift, isActive: 1 })));
  await tx.update(users).set({ points: DEMO_STARTING_POINTS }).where(eq(users.username, DEMO_USERNAME));
  const buyers = await tx.select({ id: users.id, points: users.points }).from(users).where(isNull(users.ownerId));
  const opening = buyers.filter((buyer) => buyer.points > 0);
  if (opening.length > 0) {
    await tx
      .insert(pointsTransactions)
      .values(opening.map((buyer) => ({ userId: buyer.id, points: buyer.points, balanceAfter: buyer.points, note: OPENING_POINTS_NOTE })));
  }
}
