import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Advertisement } from '../../../shared/contract/content';
import type { ZoneFocus } from '../../../shared/contract/zone';
import type { Database } from '../../db/client';
import { banners, type BannerRow } from '../../db/schema';
import { bannerImageUrl } from '../../images/banner';
import { NEAR_EXPIRY_DAYS, NEW_CONTROLLED_DAYS } from '../goods/list';

/** The catalogue zones with a banner call; banners.position is `zone:<name>`. */
export type ZoneName = 'yx' | 'zyzq' | 'qxzq' | 'jxqzc' | 'kxzq' | 'new_kxzq';

/**
 * Each zone's title and rules. They live in code beside the filters they
 * describe (the near-expiry window is NEAR_EXPIRY_DAYS, the new-controlled
 * window NEW_CONTROLLED_DAYS), so the page cannot promise what the list
 * does not do.
 */
const ZONES: Record<ZoneName, { title: string; rules: string[] }> = {
  yx: {
    title: '包邮专区',
    rules: [
      '专区内商品均为包邮商品，标注“满N件包邮”的商品达到起购数量后免运费。',
      '包邮商品与非包邮商品同单结算时，包邮商品金额不计入运费门槛。',
      '偏远地区（新疆、西藏、青海）包邮以客服确认为准。',
    ],
  },
  zyzq: {
    title: '中药专区',
    rules: [
      '专区汇集中成药与中药饮片，均来自具备GMP认证的生产企业。',
      '中药饮片按批次检验，质检报告可在“质检报告”中按批号查询。',
      '中药饮片因储存特殊，非质量问题不支持退换货。',
    ],
  },
  qxzq: {
    title: '器械专区',
    rules: ['专区为医疗器械类商品，采购需具备相应的医疗器械经营资质。', '器械类商品享受厂家保修，保修期内凭订单号联系客服办理。'],
  },
  jxqzc: {
    title: '近效期专区',
    rules: [
      `专区商品为有效期在${NEAR_EXPIRY_DAYS}天以内（含当天）的批次，每件商品卡片标明“有效期至”日期。`,
      '近效期商品价格已让利，请按实际销售能力采购，售出前请留意效期。',
      '近效期商品非质量问题不退不换，已过期批次不在专区销售。',
    ],
  },
  kxzq: {
    title: '控销专区',
    rules: [
      '控销商品仅向指定省份和/或指定单位类型的客户销售，每件商品标明其销售范围。',
      '不在销售范围内的客户可浏览商品，但加入购物车和提交订单时会被拒绝并说明原因。',
      '如需开通控销品种，请联系您的专属客服。',
    ],
  },
  new_kxzq: {
    title: '新品控销',
    rules: [`展示最近${NEW_CONTROLLED_DAYS}天内新加入控销专区的商品。`, '控销商品仅向指定省份和/或指定单位类型的客户销售，每件商品标明其销售范围。'],
  },
};

function advertisement(row: BannerRow): Advertisement {
  return { image: bannerImageUrl(row.id), url: row.url, title: row.title };
}

/** GET /api/focus/{yx,zyzq,kxzq,new_kxzq} and /api/focus/demo?zone=: the zone's banners and rules. */
export async function zoneFocus(db: Database, zone: ZoneName): Promise<ZoneFocus> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.position, `zone:${zone}`), eq(banners.isShow, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  const { title, rules } = ZONES[zone];
  return { title, rules, banners: rows.map(advertisement) };
}

/** GET /api/focus/kxzq_ad {ids}: the 控销 zone's ads among `ids`, in the order asked; others (and hidden ones) are left out. */
export async function controlledAds(db: Database, ids: readonly number[]): Promise<Advertisement[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(inArray(banners.id, [...ids]), inArray(banners.position, ['zone:kxzq', 'zone:new_kxzq']), eq(banners.isShow, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [advertisement(row)] : [];
  });
}
