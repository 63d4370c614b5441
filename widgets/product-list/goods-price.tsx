import type { GoodsSummary } from '../../shared/contract/goods';
import { Price } from '../../shared/ui/price';
import { priceFen } from './goods-helpers';

/** The buyer's unit price: ¥ with 2 decimals for a member, 登录可见 for a visitor (the server sends null). */
export function GoodsPrice({ goods, size = 'md' }: { goods: GoodsSummary; size?: 'sm' | 'md' | 'lg' }) {
  const fen = priceFen(goods.base_price);
  return (
    <span className="ypl-price" part="price">
      <Price fen={fen ?? 0} visible={fen !== null} size={size} />
    </span>
  );
}
