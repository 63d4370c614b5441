import { useAsync } from '../../../shared/ui';
import { GoodsCard } from '../../lib/goods-card';
import { goodsApi } from '../../../shared/api/resources/goods';

const ACTIVITY_GOODS_COUNT = 5;

/**
 * 促销商品: goods in promotions (GET /api/goods/activities, best sellers
 * first) under the product, so a buyer looking at one offer finds the others.
 * Quiet: the detail page stands without them.
 */
export function ActivityGoods({ goodsId }: { goodsId: number }) {
  const list = useAsync(() => goodsApi.goodsActivities({ per_page: ACTIVITY_GOODS_COUNT + 1 }, { silent: true }), []);
  const goods = (list.data?.data ?? []).filter((item) => item.id !== goodsId).slice(0, ACTIVITY_GOODS_COUNT);
  if (list.status !== 'ready' || goods.length === 0) return null;
  return (
    <section className="yp-related" aria-labelledby="activity-goods-title">
      <h2 id="activity-goods-title" className="yp-related__title">
        促销商品
      </h2>
      <div className="yp-related__grid">
        {goods.map((item) => (
          <GoodsCard key={item.id} goods={item} />
        ))}
      </div>
    </section>
  );
}
