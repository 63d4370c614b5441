import { useLocation, useParams, useSearchParams } from 'react-router';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { viewOfPath } from '../../layout/list-query-url';
import { Breadcrumb } from '../../lib/breadcrumb';
import { positiveId } from '../../lib/list-props';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import '../../lib/list-page.css';

/**
 * /list/other/{id}/{name?}: the goods of category {id} under the title
 * {name} (links from activities and ads name their own list). Without a
 * name the list is called 商品列表.
 */
export default function CategoryGoodsPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const categoryId = positiveId(params.id);
  const title = params.name?.trim() || '商品列表';

  return (
    <div className="yp-container ys-listpage">
      <Breadcrumb items={[{ label: title }]} />
      <ProductList
        kept={kept}
        key={listKey}
        {...propsFromUrl(search)}
        category={categoryId}
        view={viewOfPath(pathname, search.get('view'))}
        basePath={pathname}
        title={title}
      />
    </div>
  );
}
