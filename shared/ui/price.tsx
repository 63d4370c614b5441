import { formatPrice } from '../domain/money';
import { zh } from '../text/zh.text';
import { Link } from './link';
import { useStyles } from './use-styles';
import css from './price.css?inline';

export interface PriceProps {
  /** Integer fen; shown as ¥ with 2 decimals (docs/product/constants.md). */
  fen: number;
  /** False for a visitor on a members-only price: shows 登录可见, linking to /login. */
  visible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** An original price, struck through and grey. */
  strike?: boolean;
}

export function Price({ fen, visible = true, size = 'md', strike = false }: PriceProps) {
  const ref = useStyles<HTMLElement>(css);
  if (!visible) {
    return (
      <span ref={ref} className="yp-price yp-price--guarded">
        <Link to="/login">{zh.ui.loginToSee}</Link>
      </span>
    );
  }
  const text = formatPrice(fen);
  const negative = text.startsWith('-');
  const amount = text.slice(negative ? 2 : 1);
  return (
    <span ref={ref} className={`yp-price yp-price--${size}${strike ? ' yp-price--strike' : ''}`}>
      {negative ? '-' : ''}
      <span className="yp-price__symbol">¥</span>
      {amount}
    </span>
  );
}
