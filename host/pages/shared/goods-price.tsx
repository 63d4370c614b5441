import { yuanToFen } from '../../../shared/domain/money';
import { Price } from '../../../shared/ui';

/**
 * A price from the API (2-decimal yuan, or null: a visitor sees 登录可见
 * linking to the login page, decision "prices for members only").
 */
export function GoodsPrice({ value, size = 'md' }: { value: string | null; size?: 'sm' | 'md' | 'lg' }) {
  if (value === null) return <Price fen={0} visible={false} size={size} />;
  return <Price fen={yuanToFen(value)} size={size} />;
}
