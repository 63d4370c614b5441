import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { Empty, useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { positiveId } from '../../lib/list-props';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import { hdzxIds } from './hdzx-page';
import { ZoneLayout } from './zone-layout';
import { zoneView } from './zone-paths';
import { goodsApi } from '../../../shared/api/resources/goods';
import { zoneApi } from '../../../shared/api/resources/zone';

/**
 * /kxzq/goods/{url}/{ads?}: one controlled goods (url is its id) — the ads
 * named by ads (comma-separated ids, GET /api/focus/kxzq_ad), who may buy it
 * and, for a buyer outside that, why not; then the manufacturer's other
 * controlled goods. Rule recorded in docs/decisions.md ADR-027.
 */
export default function ControlledGoodsPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const id = positiveId(params.url);
  const adIds = hdzxIds(params.ads);
  const goods = useAsync(async () => (id ? goodsApi.goodsDetail({ id }, { silent: true }) : null), [id]);
  const ads = useAsync(async () => (adIds.length > 0 ? zoneApi.focusKxzqAd({ ids: adIds }, { silent: true }) : []), [adIds.join(',')]);
  const item = goods.status === 'ready' ? goods.data : null;

  const missing =
    id === undefined ||
    (goods.status === 'ready' && (goods.data === null || !goods.data.kx_rule)) ||
    (goods.status === 'error' && isApiError(goods.error) && goods.error.status === 404);
  if (missing) {
    return (
      <div className="yp-container yp-zone">
        <Empty
          text="该商品不是控销商品或已下架"
          action={
            <Link to="/kxzq" className="yp-btn yp-btn--primary">
              查看控销专区
            </Link>
          }
        />
      </div>
    );
  }

  const head = item
    ? {
        title: `${item.name} · 控销说明`,
        subtitle: item.sccj,
        banners: ads.status === 'ready' ? ads.data : [],
        rules: [item.kx_rule ?? '', '不在销售范围内的客户可浏览商品，但加入购物车和提交订单时会被拒绝。'],
      }
    : null;

  return (
    <ZoneLayout
      title="控销商品"
      crumbs={[{ label: '控销专区', to: '/kxzq' }]}
      head={head}
      failed={goods.status === 'error'}
      onRetry={goods.reload}
      rulesTitle="销售范围"
      above={
        item ? (
          <p className="yp-zone__notice" role={item.kx_refused ? 'alert' : undefined}>
            {item.kx_refused ?? `您所在地区和单位类型可以采购「${item.name}」。`} <Link to={`/list/info/${item.id}`}>查看商品详情</Link>
          </p>
        ) : null
      }
    >
      {item ? (
        <ProductList
          kept={kept}
          key={`${item.id}-${listKey}`}
          {...propsFromUrl(search)}
          zone="kx"
          sccj={item.sccj}
          view={zoneView(pathname, search.get('view'))}
          basePath={pathname}
          title={`${item.sccj}的控销商品`}
        />
      ) : null}
    </ZoneLayout>
  );
}
