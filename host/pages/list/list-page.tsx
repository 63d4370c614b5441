import { useLocation, useSearchParams } from 'react-router';
import { queryFromProps, type ListQueryProps } from '../../../shared/contract/list-query';
import { useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { categoryListHref, categoryPath } from '../../data/category-tree';
import { loadFocusCommon } from '../../data/focus-common';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { CategoryFilter } from './category-filter';
import { categoryChoices } from '../../lib/list-phone/list-filters';
import { ListPhoneBar } from '../../lib/list-phone/list-phone-bar';
import { positiveId } from '../../lib/list-props';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import '../../lib/list-page.css';

/**
 * /list, /list/table, /list/no_image (商品列表): the goods of ?category=
 * (any level, with what is below it) in the view the path names, with the
 * other filters from the query. A category breadcrumb above, and the
 * sub-categories of the current category as a filter row; on a phone, one
 * strip of sorts and category chips with a 筛选 drawer instead.
 */
export default function ListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const categoryId = positiveId(params.get('category'));
  const common = useAsync(loadFocusCommon, []);
  const tree = common.data?.category ?? [];
  const path = categoryId ? categoryPath(tree, categoryId) : [];
  const current = path[path.length - 1];
  const categories = common.status === 'ready' ? categoryChoices(path, tree) : undefined;
  const view = viewOfPath(pathname);
  const listProps: ListQueryProps = { ...propsFromUrl(params), category: categoryId, view, basePath: '/list' };

  const crumbs = [{ label: '全部商品', to: '/list' }, ...path.map((category) => ({ label: category.name, to: categoryListHref(category.id) }))];

  return (
    <div className="yp-container yp-listpage yp-listpage--strip yp-listpage--untitled">
      <Breadcrumb items={crumbs} />
      {categories ? <CategoryFilter categories={categories} listPath={pathname} /> : null}
      <ListPhoneBar query={queryFromProps(listProps)} view={view} basePath="/list" categories={categories} />
      <ProductList kept={kept} key={listKey} {...listProps} title={current?.name ?? '全部商品'} />
    </div>
  );
}
