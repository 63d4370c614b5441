import { GoodsDetailView } from './goods-detail-view';

/**
 * /list/info-pt/{id}: the group-buy (拼团) product page: the goods' deal
 * (group price, progress, deadline) and the join form above the usual
 * details; goods without a deal say 暂无拼团活动 and sell at wholesale.
 */
export default function GroupBuyDetailPage() {
  return <GoodsDetailView groupBuy />;
}
