import { useAsync } from '../../shared/ui/use-async';
import { assetUrl } from '../../shared/ui/asset-url';
import { Link } from '../../shared/ui/link';
import { listText } from './product-list.text';
import { goodsPath, goodsTitle } from '../../shared/ui/goods/goods-title';
import { GoodsPrice } from '../../shared/ui/goods/goods-price';
import { goodsApi } from '../../shared/api/resources/goods';

/** Best sellers offered when a search finds nothing; hidden if the call fails (docs/product/errors.md: ignored). */
export function HotGoods() {
  const hot = useAsync(() => goodsApi.goodsHot({ limit: 5 }, { silent: true }), []);
  if (hot.status !== 'ready' || hot.data.length === 0) return null;
  return (
    <section className="yp-hot" part="hot" aria-label={listText.hotTitle}>
      <h3 className="yp-hot__title">{listText.hotTitle}</h3>
      <ul className="yp-hot__list">
        {hot.data.map((goods) => (
          <li key={goods.id} className="yp-hot__item">
            <Link to={goodsPath(goods.id)} className="yp-hot__link">
              <img src={assetUrl(goods.image, 120)} alt="" loading="lazy" width={120} height={120} />
              <span className="yp-hot__name">{goodsTitle(goods)}</span>
            </Link>
            <span className="yp-hot__spec">{goods.ypgg}</span>
            <GoodsPrice price={goods.base_price} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
