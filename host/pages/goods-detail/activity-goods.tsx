import { useAsync } from '../../../shared/ui';
import { goodsApi } from '../../../shared/api/resources/goods';
import { OtherGoods } from './related-goods';

const ACTIVITY_GOODS_COUNT = 5;

/**
 * 促销商品: goods in promotions (GET /api/goods/activities, best sellers
 * first) under the product, so a buyer looking at one offer finds the others.
 */
export function ActivityGoods({ goodsId }: { goodsId: number }) {
  const list = useAsync(() => goodsApi.goodsActivities({ per_page: ACTIVITY_GOODS_COUNT + 1 }, { silent: true }), []);
  return <OtherGoods titleId="activity-goods-title" title="促销商品" state={list} goodsId={goodsId} count={ACTIVITY_GOODS_COUNT} />;
}
