import { parseYuan } from '../../domain/money';
import { Price } from '../price';

/** A 2-decimal yuan string from the API as fen; null (a visitor's hidden price) or unreadable as null. */
export function priceFen(price: string | null): number | null {
  return price === null ? null : parseYuan(price);
}

/**
 * A goods price from the API: ¥ with 2 decimals for a member, 登录可见 for a
 * visitor (the server sends null: prices are for members only). The one
 * price of goods on every shelf, table, favourite and detail page.
 */
export function GoodsPrice({ price, size = 'md' }: { price: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const fen = priceFen(price);
  return (
    <span className="yp-goods-price" part="price">
      <Price fen={fen ?? 0} visible={fen !== null} size={size} />
    </span>
  );
}
