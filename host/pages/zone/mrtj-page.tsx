import { Link } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { DealLayout, ZoneGoods } from './deal-layout';
import { formatYuan } from '../../../shared/domain';
import { goodsApi } from '../../../shared/api/resources/goods';
import { assetUrl } from '../../../shared/ui/asset-url';

/**
 * /mrtj 每日特价: today's picks (GET /api/activity/everyday_price, drawn
 * afresh each China day), then every special-price and ladder-price goods
 * in the product list.
 */
export default function MrtjPage() {
  const picks = useAsync(() => goodsApi.everydayPrice({}, { silent: true }), []);
  return (
    <DealLayout zone="mrtj" title="每日特价">
      {picks.data && picks.data.length > 0 ? (
        <section aria-label="今日推荐">
          <h2 className="yp-deal__title">今日推荐</h2>
          <ul className="yp-deal__cards">
            {picks.data.map((goods) => (
              <li key={goods.id} className="yp-deal__card">
                {/* The picture repeats the name link below: one stop for the keyboard and the screen reader. */}
                <Link to={`/list/info/${goods.id}`} tabIndex={-1} aria-hidden="true">
                  <img src={assetUrl(goods.image, 120)} alt="" width={120} height={120} loading="lazy" />
                </Link>
                <Link to={`/list/info/${goods.id}`}>{goods.name}</Link>
                <span className="yp-deal__muted">
                  {goods.ypgg} · {goods.sccj}
                </span>
                {goods.base_price === null ? <span className="yp-deal__muted">登录可见价格</span> : <strong>{formatYuan(goods.base_price)}</strong>}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ZoneGoods zone="mrtj" title="全部特价商品" />
    </DealLayout>
  );
}
