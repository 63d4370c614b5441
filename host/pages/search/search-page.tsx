import { useLocation, useSearchParams } from 'react-router';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { searchTypeOf } from '../../layout/header-search';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import '../../lib/list-page.css';

/**
 * /search and /search/table (搜索结果): the goods matching ?keywords= as a
 * drug name (type 1) or a manufacturer (type 2), in the view the path names
 * (the header's search bar shows the same keywords). Breadcrumb:
 * 全部结果 > "keyword".
 */
export default function SearchPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const keywords = (params.get('keywords') ?? '').trim();
  const type = searchTypeOf(params.get('type'));

  return (
    <div className="yp-container ys-listpage">
      <Breadcrumb items={[{ label: '全部结果', to: '/search' }, ...(keywords ? [{ label: `"${keywords}"` }] : [])]} />
      <ProductList
        kept={kept}
        key={listKey}
        {...propsFromUrl(params)}
        keywords={keywords}
        type={type}
        view={viewOfPath(pathname, params.get('view'))}
        basePath="/search"
        // Manufacturer mode says so; drug names get the list's own 搜索"…" title.
        title={keywords && type === 2 ? `生产厂家“${keywords}”的商品` : keywords ? undefined : '全部商品'}
      />
    </div>
  );
}
