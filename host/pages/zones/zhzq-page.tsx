import { DealLayout, ZoneGoods } from './deal-layout';

/** /zhzq 组合购: goods sold in 优惠套餐; each goods' detail page offers its packages. */
export default function ZhzqPage() {
  return (
    <DealLayout zone="zhzq" title="组合购">
      <ZoneGoods zone="zhzq" title="可组合购买的商品" />
    </DealLayout>
  );
}
