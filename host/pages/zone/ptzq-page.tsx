import { Link } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { deadlineText } from '../../lib/group-buy-panel';
import { DealLayout, ZoneGoods } from './deal-layout';
import { formatYuan } from '../../../shared/domain';
import { dealZoneApi } from '../../../shared/api/resources/deal-zone';
import { assetUrl } from '../../../shared/ui/asset-url';

/**
 * /ptzq 拼团专区: the group buys open now (group price, progress, deadline;
 * each opens its /list/info-pt/{goods id} page to join), then the same
 * goods in the product list for buyers who want them now at wholesale.
 */
export default function PtzqPage() {
  const deals = useAsync(() => dealZoneApi.groupDeals({ per_page: 20 }, { silent: true }), []);
  const list = deals.data?.data ?? [];
  return (
    <DealLayout zone="ptzq" title="拼团专区">
      <section aria-label="进行中的拼团">
        <h2 className="yp-deal__title">进行中的拼团</h2>
        {deals.status === 'ready' && list.length === 0 ? <p className="yp-deal__muted">暂无进行中的拼团，敬请期待。</p> : null}
        <ul className="yp-deal__cards">
          {list.map((deal) => (
            <li key={deal.id} className="yp-deal__card" data-deal={deal.id}>
              {/* The picture repeats the name link below: one stop for the keyboard and the screen reader. */}
              <Link to={`/list/info-pt/${deal.goods.id}`} tabIndex={-1} aria-hidden="true">
                <img src={assetUrl(deal.goods.image, 120)} alt="" width={120} height={120} loading="lazy" />
              </Link>
              <Link to={`/list/info-pt/${deal.goods.id}`}>{deal.goods.name}</Link>
              <span className="yp-deal__muted">
                {deal.goods.ypgg} · {deal.goods.sccj}
              </span>
              {deal.group_price === null ? <span className="yp-deal__muted">拼团价登录可见</span> : <strong>拼团价 {formatYuan(deal.group_price)}</strong>}
              <div className="yp-deal__bar" aria-hidden="true">
                <span style={{ width: `${Math.min(100, Math.round((deal.joined / deal.target) * 100))}%` }} />
              </div>
              <span className="yp-deal__muted">
                已拼 {deal.joined}/{deal.target} {deal.goods.bzdw} · 截止 {deadlineText(deal.deadline)}
              </span>
              <Link to={`/list/info-pt/${deal.goods.id}`} className="yp-btn yp-btn--primary yp-btn--small">
                去参团
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ZoneGoods zone="ptzq" title="拼团商品（按批发价立即采购）" />
    </DealLayout>
  );
}
