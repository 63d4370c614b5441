import { and, asc, eq } from 'drizzle-orm';
import type { DealZoneFocus, DealZonePage } from '../../../shared/contract/deal-zone';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema';
import { bannerImageUrl } from '../../images/banner';

/** The banners table's position of a zone's banner. */
export const zoneBannerPosition = (zone: DealZonePage): string => `zone:${zone}`;

/** Each zone's title and rules (docs/decisions.md ADR-028): what the buyer must know before buying there. */
export const ZONE_TEXT: Record<DealZonePage, { title: string; rules: string[] }> = {
  ptzq: {
    title: '拼团专区',
    rules: [
      '参团即下单并锁定库存，订单进入「待成团」状态，暂不能付款。',
      '截止时间前所有采购商累计参团数量达到成团数量即成团，参团订单转为「待付款」，请在30分钟内完成支付。',
      '截止时间到仍未达到成团数量则拼团失败，参团订单自动取消，库存释放，无需付款。',
      '每单参团数量不超过活动限购数量，且不超过距成团所差数量；拼团价已含运费。',
    ],
  },
  mrtj: {
    title: '每日特价',
    rules: [
      '每日特价汇集特价及阶梯价商品，每天零点（北京时间）更新今日推荐。',
      '特价商品数量有限，售完即止；阶梯价按单次采购数量自动计价。',
      '特价商品可与满减券同时使用（秒杀、套餐商品除外）。',
    ],
  },
  zhzq: {
    title: '组合购',
    rules: [
      '组合购展示可搭配成优惠套餐购买的商品，进入商品详情页选择「优惠套餐」即可整套加购。',
      '套餐价低于单品价格之和，按套餐整套计价，不可拆分退货。',
      '套餐商品不参与优惠券及满减活动。',
    ],
  },
  zhmz: {
    title: '组合满赠',
    rules: [
      '同一组合内的商品可任意搭配，已勾选结算的组合商品合计金额（或数量）达到活动门槛，即可获赠赠品或以换购价加购换购商品。',
      '赠品及换购商品在结算时由系统自动加入订单，每笔订单每个组合限享一次，赠品数量有限，送完即止。',
      '结算前如减少组合商品使合计低于门槛，赠品及换购资格自动取消；订单取消后赠品名额自动退回。',
      '秒杀、套餐商品不计入组合门槛。',
    ],
  },
  lqzx: {
    title: '领券中心',
    rules: [
      '每种优惠券每个账号限领一张，领完即止。',
      '领取后优惠券进入「我的钱包 - 优惠券」，在有效期内结算时可选用。',
      '满减券按订单中可用券商品金额计算门槛，秒杀、套餐商品不计入。',
      '每笔订单限用一张优惠券，订单取消后未过期的优惠券自动退回。',
    ],
  },
  welfare: {
    title: '福利专区',
    rules: [
      '福利专区商品全场94折，加入购物车即按折后单价计价，无需领券。',
      '94折商品不再参与全场折扣活动，可与满减活动、优惠券同时使用。',
      '秒杀、套餐商品不参与94折。',
      '实付金额以结算页为准。',
    ],
  },
  hb: {
    title: '满额返现',
    rules: [
      '活动期间下单购买返现专区商品，按订单中返现商品的实付金额（扣除满减、折扣、优惠券分摊）计算返现档位。',
      '每笔订单按达到的最高档位返现一次，不同订单金额不累计。',
      '订单确认收货（已完成）后，返现自动存入「我的钱包」余额，可在余额管理中查看明细。',
      '订单有售后申请处理中时，待售后完成后按扣除退货后的金额计算返现；返现到账后发生的售后不追回返现。',
      '运费不计入返现金额。',
    ],
  },
};

/** GET /api/focus/zone/{zone}: the zone's banner (the first shown one at its position) and rules. */
export async function dealZoneFocus(db: Database, zone: DealZonePage): Promise<DealZoneFocus> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.position, zoneBannerPosition(zone)), eq(banners.isShow, true)))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(1);
  return {
    title: ZONE_TEXT[zone].title,
    banner: row ? { image: bannerImageUrl(row.id), url: row.url, title: row.title } : null,
    rules: ZONE_TEXT[zone].rules,
  };
}
