import { GoodsDetailView } from './goods-detail-view';

/** /list/info/{id}: the product page. */
export default function GoodsDetailPage() {
  return <GoodsDetailView />;
}
