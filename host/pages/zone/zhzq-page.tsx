import { Link } from 'react-router';
import { DealLayout, ZoneGoods } from './deal-layout';

/** /zhzq 组合购: goods sold in 优惠套餐; each goods' detail page offers its packages. */
export default function ZhzqPage() {
  return (
    <DealLayout zone="zhzq" title="组合购">
      <p className="yp-deal__muted">
        组合商品满额另有赠品与换购：<Link to="/zhmz">去组合满赠专区</Link>
      </p>
      <ZoneGoods zone="zhzq" title="可组合购买的商品" />
    </DealLayout>
  );
}
