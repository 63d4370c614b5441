import type { Transaction as Tx } from '../client';
import { feedbacks, varietyRequests } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo buyer's earlier self-service history, answered by the
 * marketplace's purchasing and service desks: one variety request and one
 * feedback with replies, one request still waiting, so /zzfw/pzqg and
 * /zzfw/yjfk show both states from the first start.
 */
export async function seedSelfService(tx: Tx, demoId: number, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(varietyRequests).values([
    {
      userId: demoId,
      name: '复方丹参滴丸',
      manufacturer: '天士力医药集团股份有限公司',
      specification: '27mg×180丸',
      quantity: 50,
      expectedPriceFen: 2_650,
      remark: '门店老顾客长期服用，希望稳定供货',
      status: 2,
      reply: '您好，该品种已与厂家签约，预计下周上架，届时将短信通知您。',
      repliedAt: at(12),
      createdAt: at(14),
    },
    {
      userId: demoId,
      name: '氯雷他定片',
      manufacturer: '拜耳医药保健有限公司',
      specification: '10mg×6片',
      quantity: 100,
      expectedPriceFen: null,
      remark: '',
      status: 1,
      createdAt: at(2),
    },
  ]);
  await tx.insert(feedbacks).values({
    userId: demoId,
    type: 3,
    content: '上周的订单外箱有破损，希望加强包装。',
    contact: '13800138000',
    status: 2,
    reply: '非常抱歉给您带来不便，已要求仓库对易碎品加装气泡膜，破损商品可在订单详情申请售后。',
    repliedAt: at(6),
    createdAt: at(7),
  });
}
