import { useAsync } from '../../../shared/ui';
import { GoodsCard } from '../../lib/goods-card';
import { goodsApi } from '../../../shared/api/resources/goods';

const RELATED_COUNT = 5;

/**
 * 同类商品: other goods of the same category (GET /api/goods/list), the
 * best sellers first. Quiet: the detail page stands without them.
 */
export function RelatedGoods({ goodsId, categoryId }: { goodsId: number; categoryId: number }) {
  const related = useAsync(
    () => goodsApi.goodsList({ category: categoryId, per_page: RELATED_COUNT + 1, sort: 'sales', order: 'desc' }, { silent: true }),
    [categoryId],
  );
  const goods = (related.data?.data ?? []).filter((item) => item.id !== goodsId).slice(0, RELATED_COUNT);
  if (related.status !== 'ready' || goods.length === 0) return null;
  return (
    <section className="yp-related" aria-labelledby="related-title">
      <h2 id="related-title" className="yp-related__title">
        同类商品推荐
      </h2>
      <div className="yp-related__grid">
        {goods.map((item) => (
          <GoodsCard key={item.id} goods={item} />
        ))}
      </div>
    </section>
  );
}
