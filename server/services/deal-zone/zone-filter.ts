import { sql, type SQL } from 'drizzle-orm';
import type { DealZone } from '../../../shared/contract/calls/goods';
import { cashbackActivities, cashbackGoods, combinationItems, goods, groupDeals, promotionGoods, promotions } from '../../db/schema';

/**
 * Which goods a deal zone's list shows (GET /api/goods/list?zone=…), so
 * each zone is the catalogue's own list, paging and views filtered:
 * - mrtj 每日特价: goods tagged 特 or with ladder prices (the pool
 *   /api/activity/everyday_price draws today's picks from);
 * - ptzq 拼团: goods with a group buy open now;
 * - zhzq 组合购: goods that are part of a 优惠套餐 (the packages are bought
 *   from the goods' detail page);
 * - welfare 福利专区: goods of the live welfare discount (全场94折);
 * - hb 满额返现: goods of a cashback activity running now.
 */
export function zoneCondition(zone: DealZone, now: Date): SQL {
  switch (zone) {
    case 'mrtj':
      // The same pool as showcase.ts everydayPrice (not imported: showcase imports the list).
      return sql`(exists (select 1 from jsonb_array_elements(${goods.tags}) t where t->>'name' = '特') or jsonb_array_length(${goods.ladderPrice}) > 0)`;
    case 'ptzq':
      return sql`exists (select 1 from ${groupDeals} where ${groupDeals.goodsId} = ${goods.id} and ${groupDeals.state} = 'open' and ${groupDeals.startsAt} <= ${now.toISOString()}::timestamptz and ${groupDeals.deadline} > ${now.toISOString()}::timestamptz)`;
    case 'zhzq':
      return sql`exists (select 1 from ${combinationItems} where ${combinationItems.goodsId} = ${goods.id})`;
    case 'welfare':
      return sql`exists (select 1 from ${promotionGoods} join ${promotions} on ${promotions.id} = ${promotionGoods.promotionId} where ${promotionGoods.goodsId} = ${goods.id} and ${promotions.zone} = 'welfare' and ${promotions.isActive} and (${promotions.startsAt} is null or ${promotions.startsAt} <= ${now.toISOString()}::timestamptz) and (${promotions.endsAt} is null or ${promotions.endsAt} > ${now.toISOString()}::timestamptz))`;
    case 'hb':
      return sql`exists (select 1 from ${cashbackGoods} join ${cashbackActivities} on ${cashbackActivities.id} = ${cashbackGoods.activityId} where ${cashbackGoods.goodsId} = ${goods.id} and ${cashbackActivities.startsAt} <= ${now.toISOString()}::timestamptz and ${cashbackActivities.endsAt} > ${now.toISOString()}::timestamptz)`;
  }
}
