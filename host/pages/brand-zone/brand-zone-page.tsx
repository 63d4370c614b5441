import { Link, useNavigate, useParams } from 'react-router';
import { Empty, LoadFailed, Loading, Pager, useAsync } from '../../../shared/ui';
import { Breadcrumb } from '../../lib/breadcrumb';
import { brandPageParam, pageSlice } from './brand-paging';
import './brand-zone.css';
import { goodsApi } from '../../../shared/api/resources/goods';

/**
 * /ppzq and /ppzq/{page} (品牌专区): every brand with its logo, name,
 * manufacturer and goods count, paged in the browser (the API returns the
 * whole, short list of brands).
 */
export default function BrandZonePage() {
  const params = useParams();
  const navigate = useNavigate();
  const brands = useAsync(() => goodsApi.brandZone({}, { silent: true }), []);
  const requested = brandPageParam(params.page);

  let body;
  if (brands.status === 'loading' && !brands.data) {
    body = <Loading />;
  } else if (brands.status === 'error' && !brands.data) {
    body = <LoadFailed text="品牌加载失败" onRetry={brands.reload} />;
  } else if ((brands.data ?? []).length === 0) {
    body = <Empty text="暂无入驻品牌" />;
  } else {
    const { items, page, lastPage } = pageSlice(brands.data ?? [], requested);
    body = (
      <>
        <ul className="yp-brands-zone__grid">
          {items.map((brand) => (
            <li key={brand.id}>
              <Link to={`/ppzq/info/${brand.id}`} className="yp-brand-card">
                <img src={brand.logo} alt="" width={120} height={60} loading="lazy" />
                <span className="yp-brand-card__name">{brand.name}</span>
                <span className="yp-brand-card__sccj" title={brand.sccj}>
                  {brand.sccj}
                </span>
                <span className="yp-brand-card__count">
                  在售商品 <strong>{brand.goods_count}</strong> 种
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {lastPage > 1 ? (
          <div className="yp-brands-zone__pager">
            <Pager current={page} lastPage={lastPage} total={brands.data?.length} onChange={(next) => void navigate(next === 1 ? '/ppzq' : `/ppzq/${next}`)} />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="yp-container">
      <Breadcrumb items={[{ label: '品牌专区' }]} />
      <header className="yp-brands-zone__head">
        <h1>品牌专区</h1>
        <span>品牌厂家直供 正品保障</span>
      </header>
      {body}
    </div>
  );
}
