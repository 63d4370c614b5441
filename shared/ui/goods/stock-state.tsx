import { useStyles } from '../use-styles';
import { stockLevel, type BuyableGoods } from './goods-rules';
import { goodsText } from './goods.text';
import css from './goods.css?inline';

const LABELS = {
  'in-stock': goodsText.stock.inStock,
  low: goodsText.stock.low,
  out: goodsText.stock.out,
  unavailable: goodsText.stock.unavailable,
} as const;

export interface StockStateProps {
  goods: BuyableGoods;
}

/**
 * 有货 / 库存紧张 (≤ 10) / 缺货 / 暂不可购 (is_buy 0), coloured by urgency;
 * 超出经营范围 instead for goods outside the buyer's licences (out_of_scope 1),
 * 控销限购 for controlled goods the buyer's region or type may not buy.
 */
export function StockState({ goods }: StockStateProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  if (goods.out_of_scope === 1) {
    return (
      <span ref={ref} className="yp-stock yp-stock--scope" data-level="out-of-scope" part="stock" title={goodsText.stock.outOfScope}>
        {goodsText.stock.outOfScope}
      </span>
    );
  }
  if (goods.kx_refused) {
    // 控销 outside the buyer's region or type: the title carries the server's reason.
    return (
      <span ref={ref} className="yp-stock yp-stock--scope" data-level="controlled" part="stock" title={goods.kx_refused}>
        {goodsText.stock.controlled}
      </span>
    );
  }
  const level = stockLevel(goods);
  return (
    <span ref={ref} className={`yp-stock yp-stock--${level}`} data-level={level} part="stock">
      {LABELS[level]}
    </span>
  );
}
