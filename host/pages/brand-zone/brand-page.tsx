import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { Empty, LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { positiveId } from '../../lib/list-props';
import { brandPageParam } from './brand-paging';
import type { ListQueryProps } from '../../../shared/contract/list-query';
import { StripList } from '../../lib/list-phone/strip-list';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import './brand-zone.css';
import { goodsApi } from '../../../shared/api/resources/goods';

/**
 * /ppzq/info/{id}/{page?}: one brand — its banner and facts, then its goods
 * in the product list (filtered by brand; the page number is the path's).
 */
export default function BrandPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const id = positiveId(params.id);
  const page = brandPageParam(params.page);
  // The brand's facts only: its goods come from the product list below.
  const brand = useAsync(async () => (id ? goodsApi.brandDetail({ id, page: 1, per_page: 1 }, { silent: true }) : null), [id]);

  const gone =
    id === undefined ||
    brand.data === null ||
    (brand.status === 'error' && isApiError(brand.error) && (brand.error.status === 404 || brand.error.status === 422));
  if (gone) {
    return (
      <div className="yp-container">
        <Breadcrumb items={[{ label: '品牌专区', to: '/ppzq' }, { label: '品牌不存在' }]} />
        <Empty
          text="品牌不存在或已下线"
          action={
            <Link to="/ppzq" className="yp-btn yp-btn--primary">
              查看全部品牌
            </Link>
          }
        />
      </div>
    );
  }
  const info = brand.data;
  const listProps: ListQueryProps = { ...propsFromUrl(search), brand: id, page, view: viewOfPath(pathname, search.get('view')), basePath: `/ppzq/info/${id}` };

  return (
    <div className="yp-container">
      <Breadcrumb items={[{ label: '品牌专区', to: '/ppzq' }, { label: info?.name ?? '品牌详情' }]} />
      {info ? (
        <>
          <img className="yp-brand__banner" src={info.banner} alt={`${info.name}品牌专区`} width={1200} height={240} />
          <section className="yp-brand__info" aria-label="品牌信息">
            <img src={info.logo} alt="" width={120} height={60} />
            <div>
              <h1>{info.name}</h1>
              <p>生产厂家：{info.sccj}</p>
              <p>在售商品 {info.goods_count} 种</p>
            </div>
          </section>
        </>
      ) : brand.status === 'error' ? (
        <LoadFailed compact text="品牌信息加载失败" onRetry={brand.reload} />
      ) : (
        <Loading />
      )}
      <StripList listProps={listProps}>
        <ProductList kept={kept} key={listKey} {...listProps} title={info ? `${info.name}的商品` : '品牌商品'} />
      </StripList>
    </div>
  );
}
