import { useLocation, useSearchParams } from 'react-router';
import { queryFromProps, type ListQueryProps } from '../../../shared/contract/list-query';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { searchTypeOf } from '../../layout/header-search';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import { ListPhoneBar } from '../../lib/list-phone/list-phone-bar';
import '../../lib/list-page.css';

/**
 * /search and /search/table (搜索结果): the goods matching ?keywords= as a
 * drug name (type 1) or a manufacturer (type 2), in the view the path names
 * (the header's search bar shows the same keywords). Breadcrumb:
 * 全部结果 > "keyword". On a phone, one strip of sorts and the filters in
 * force, with a 筛选 drawer, instead of the toolbar.
 */
export default function SearchPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const keywords = (params.get('keywords') ?? '').trim();
  const type = searchTypeOf(params.get('type'));
  const view = viewOfPath(pathname, params.get('view'));
  const listProps: ListQueryProps = { ...propsFromUrl(params), keywords, type, view, basePath: '/search' };

  return (
    <div className="yp-container yp-listpage yp-listpage--strip yp-listpage--untitled">
      <Breadcrumb items={[{ label: '全部结果', to: '/search' }, ...(keywords ? [{ label: `"${keywords}"` }] : [])]} />
      <ListPhoneBar query={queryFromProps(listProps)} view={view} basePath="/search" />
      <ProductList
        kept={kept}
        key={listKey}
        {...listProps}
        // Manufacturer mode says so; drug names get the list's own 搜索"…" title.
        title={keywords && type === 2 ? `生产厂家“${keywords}”的商品` : keywords ? undefined : '全部商品'}
      />
    </div>
  );
}
