import { useLocation, useParams, useSearchParams } from 'react-router';
import { queryFromProps, type ListQueryProps } from '../../../shared/contract/list-query';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { positiveId } from '../../lib/list-props';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import { ListPhoneBar } from '../../lib/list-phone/list-phone-bar';
import '../../lib/list-page.css';

/**
 * /list/other/{id}/{name?}: the goods of category {id} under the title
 * {name} (links from activities and ads name their own list). Without a
 * name the list is called 商品列表. On a phone, the sorts and a 筛选
 * drawer in one strip instead of the toolbar.
 */
export default function CategoryGoodsPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const categoryId = positiveId(params.id);
  const title = params.name?.trim() || '商品列表';
  const view = viewOfPath(pathname, search.get('view'));
  const listProps: ListQueryProps = { ...propsFromUrl(search), category: categoryId, view, basePath: pathname };

  return (
    <div className="yp-container yp-listpage yp-listpage--strip">
      <Breadcrumb items={[{ label: title }]} />
      <ListPhoneBar query={queryFromProps(listProps)} view={view} basePath={pathname} />
      <ProductList kept={kept} key={listKey} {...listProps} title={title} />
    </div>
  );
}
