import { Link, useLocation, useSearchParams } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { DealLayout, ZoneGoods } from './deal-layout';
import './cashback.css';
import { cashbackApi } from '../../../shared/api/resources/cashback';

/**
 * /welfare 福利专区 (全场94折): banner and rules, the categories of the
 * welfare goods as the side nav (each narrows the list below, in whichever
 * view the buyer is in), and the goods with their 94折价 under the own
 * price. The 94折 is charged by the cart and checkout (server prices).
 */
export default function WelfarePage() {
  const zone = useAsync(() => cashbackApi.welfareZone({}, { silent: true }), []);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = Number(search.get('category') ?? 0);
  const info = zone.data;
  return (
    <DealLayout zone="welfare" title="福利专区">
      <div className="yp-zone-side">
        <nav className="yp-zone-side__nav" aria-label="福利分类">
          <h2>福利分类</h2>
          <ul>
            <li>
              <Link to={pathname} aria-current={current === 0 ? 'page' : undefined}>
                全部福利商品
              </Link>
            </li>
            {info?.categories.map((category) => (
              <li key={category.id}>
                <Link to={`${pathname}?category=${category.id}`} aria-current={current === category.id ? 'page' : undefined}>
                  {category.name}（{category.count}）
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="yp-zone-side__main">
          {info ? <p className="yp-zone-side__note">以下商品加入购物车即按{info.rate_text}计价，阶梯价商品按采购数量对应单价打折，实付以结算页为准。</p> : null}
          <ZoneGoods zone="welfare" title={info ? `全场${info.rate_text}商品` : '福利商品'} priceRate={info?.rate} />
        </div>
      </div>
    </DealLayout>
  );
}
