import { GoodsDetailView } from './goods-detail-view';

/**
 * /list/info-pt/{id}: the group-buy (拼团) product page. The server has no
 * group-buy data yet, so the page says 暂无拼团活动 rather than show a price
 * nobody set; the goods can still be bought at the wholesale price.
 */
export default function GroupBuyDetailPage() {
  return <GoodsDetailView groupBuy />;
}
