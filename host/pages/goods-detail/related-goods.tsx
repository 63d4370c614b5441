import type { GoodsSummary } from '../../../shared/contract';
import { useAsync, type AsyncState } from '../../../shared/ui';
import { GoodsCard } from '../../lib/goods-card';
import { goodsApi } from '../../../shared/api/resources/goods';

const RELATED_COUNT = 5;

/**
 * A row of other goods under the product (同类商品推荐, 促销商品): the answer's
 * first `count` goods other than this one. Quiet: nothing while loading, on
 * an error or with none, since the detail page stands without them.
 */
export function OtherGoods({
  titleId,
  title,
  state,
  goodsId,
  count,
}: {
  titleId: string;
  title: string;
  state: AsyncState<{ data: GoodsSummary[] }>;
  goodsId: number;
  count: number;
}) {
  const goods = (state.data?.data ?? []).filter((item) => item.id !== goodsId).slice(0, count);
  if (state.status !== 'ready' || goods.length === 0) return null;
  return (
    <section className="yp-related" aria-labelledby={titleId}>
      <h2 id={titleId} className="yp-related__title">
        {title}
      </h2>
      <div className="yp-related__grid">
        {goods.map((item) => (
          <GoodsCard key={item.id} goods={item} />
        ))}
      </div>
    </section>
  );
}

/** 同类商品: other goods of the same category (GET /api/goods/list), the best sellers first. */
export function RelatedGoods({ goodsId, categoryId }: { goodsId: number; categoryId: number }) {
  const related = useAsync(
    // One more than shown, since this goods may be among them.
    () => goodsApi.goodsList({ category: categoryId, per_page: RELATED_COUNT + 1, sort: 'sales', order: 'desc' }, { silent: true }),
    [categoryId],
  );
  return <OtherGoods titleId="related-title" title="同类商品推荐" state={related} goodsId={goodsId} count={RELATED_COUNT} />;
}
