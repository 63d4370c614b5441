import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, type OrderStatus, COUPON_STATUS } from '../../../shared/contract/statuses';
import type { Database } from '../../db/client';
import { orders, userCoupons } from '../../db/schema';
import { afterSaleReviewSeconds } from '../after-sale/constants';
import { ORDER_PAY_MINUTES } from '../order/constants';
import { readSettings } from '../site-settings';
import type { ChatBuyer, ChatProvider, ChatReply, ChatReplyContext } from './provider';
import { ORDER_STATUS } from '../../../shared/contract/statuses';

/** Who answers when the buyer has no account manager and no default desk exists. */
export const DEFAULT_DESK_NAME = '客服中心';

/** Marks every local answer, so nobody takes it for a person typing. */
export const AUTO_REPLY_MARK = '（自动回复）';

/** Used when the site settings name no service hours. */
export const DEFAULT_SERVICE_HOURS = '工作日 8:30–18:00';

type Topic = 'afterSale' | 'invoice' | 'order' | 'coupon' | 'licence' | 'greeting';

// First match wins, so "订单退货" is an after-sales question and "订单发票"
// an invoice one, not a status query.
const TOPICS: [Topic, RegExp][] = [
  ['afterSale', /退货|退款|售后|换货|破损|错发|发错/],
  ['invoice', /发票|开票|税号|抬头/],
  ['order', /订单|发货|物流|快递|单号|到货|配送|什么时候到/],
  ['coupon', /价格|优惠|券|折扣|便宜|活动|满减/],
  ['licence', /资质|证照|许可证|GSP|营业执照|首营/i],
];

export function topicOf(message: string): Topic {
  return TOPICS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'greeting';
}

/** "约1分钟" / "约2小时" for a review delay in seconds. */
function aboutDuration(seconds: number): string {
  if (seconds < 60) return '1分钟内';
  if (seconds < 3600) return `约${Math.round(seconds / 60)}分钟`;
  return `约${Math.round(seconds / 3600)}小时`;
}

async function latestOrderAnswer(db: Database, buyer: ChatBuyer): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.userId, buyer.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  if (!order) return '您目前还没有订单。选好商品后在购物车点「去结算」即可下单，下单后可在「我的订单」（/order）查看进度。';
  const status = ORDER_STATUS_TEXT[order.status as OrderStatus] ?? '处理中';
  const head = `您最近的订单 ${order.orderNo} 当前状态：${status}。`;
  const detail = `订单详情页（/order/info/${order.id}）`;
  let next: string;
  switch (order.status) {
    case ORDER_STATUS.unpaid:
      next = order.offlinePending
        ? '您已登记线下转账，财务确认到账后订单转为待发货。'
        : `请在下单后${ORDER_PAY_MINUTES}分钟内完成支付（${order.isHm ? `/cart/hm?id=${order.id}` : `/cart/step3/${order.id}`}），超时订单会自动取消；发货后物流信息在${detail}查看。`;
      break;
    case ORDER_STATUS.paid:
      next = `订单已付款，仓库正在备货，发货后可在${detail}查看快递单号和物流信息。`;
      break;
    case ORDER_STATUS.shipped:
      next = `已由${order.logisticsCompany || '快递'}发出，运单号 ${order.trackingNo || '—'}，物流进度请在${detail}查看。`;
      break;
    case ORDER_STATUS.completed:
      next = `订单已完成，物流记录仍可在${detail}查看。`;
      break;
    default:
      next = `${order.cancelReason ? `取消原因：${order.cancelReason}。` : ''}详情见${detail}。`;
  }
  const afterSale = order.afterSaleStatus === 1 ? '该订单有售后申请正在处理中。' : '';
  return `${head}${next}${afterSale}全部订单请在「我的订单」（/order）查看。`;
}

async function couponAnswer(db: Database, buyer: ChatBuyer, now: Date): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, buyer.id), eq(userCoupons.status, COUPON_STATUS.unused), lte(userCoupons.validFrom, now), gt(userCoupons.validTo, now)));
  const n = row?.n ?? 0;
  const coupons = n > 0 ? `您目前有 ${n} 张可用优惠券，结算时在「核对订单信息」页可选择使用。` : '您目前没有可用的优惠券。';
  return `${coupons}商品价格以商品页和购物车显示为准，满减、特价等活动会在商品上标出；如需议价请联系您的客户经理。`;
}

/**
 * The local customer-service desk: answers at once as the buyer's account
 * manager (or 客服中心), marked 自动回复, from keywords in the message. It
 * only says what the system knows (the buyer's latest order, coupon count,
 * where a page is) and points to a person (hot line) for anything else.
 */
export function localChatProvider(db: Database, clock: () => Date = () => new Date()): ChatProvider {
  const agentName = (buyer: ChatBuyer) => `${buyer.managerName || DEFAULT_DESK_NAME}${AUTO_REPLY_MARK}`;
  return {
    async agent(buyer) {
      return { name: agentName(buyer), online: true };
    },

    async reply(ctx: ChatReplyContext): Promise<ChatReply> {
      const { buyer, message } = ctx;
      const now = clock();
      const topic = topicOf(message);
      let body: string;
      switch (topic) {
        case 'afterSale':
          body =
            `待收货或已完成的订单可以申请售后：进入「我的订单」（/order），在订单上点「申请售后」，选择退货退款或仅退款，填写数量和原因后提交。` +
            `提交后${aboutDuration(afterSaleReviewSeconds())}完成审核，通过后退款退回您的账户余额，进度可在「售后」标签查看。`;
          break;
        case 'invoice':
          body =
            '发票在下单时选择：在「核对订单信息」页选普通发票或增值税专用发票，并填写抬头和税号；已下单订单的发票信息可在订单详情查看。' +
            '如需修改已下单订单的发票，请联系您的客户经理。';
          break;
        case 'order':
          body = await latestOrderAnswer(db, buyer);
          break;
        case 'coupon':
          body = await couponAnswer(db, buyer, now);
          break;
        case 'licence':
          body = '企业资质请在「账户中心 → 资质证件」（/zhzx/basic/zzzj）查看和更新；资质审核通过后即可正常采购。';
          break;
        default: {
          const { site_profile: profile } = await readSettings(db, ['site_profile']);
          const person = profile.hot_line ? `请拨打服务热线 ${profile.hot_line}` : '请联系您的客户经理';
          body =
            `您好，${buyer.company ? `${buyer.company}，` : ''}我是自动回复助手。您可以问我订单、物流、售后、发票、优惠券或资质的问题。` +
            `需要人工服务${person}，服务时间 ${profile.service_hours || DEFAULT_SERVICE_HOURS}。`;
        }
      }
      return { agentName: agentName(buyer), body };
    },
  };
}
