import type { LadderPrice } from '../../contract/goods';
import { ladderLabels } from '../../domain/ladder';
import { parseYuan } from '../../domain/money';
import { Price } from '../price';
import { useStyles } from '../use-styles';
import { goodsText } from './goods.text';
import css from './goods.css?inline';

export interface LadderPricesProps {
  tiers: readonly LadderPrice[] | null | undefined;
  /** ladder_price_type: 1 "up to N" tiers, other "from N" tiers. */
  type: number;
  /** Packing unit for the labels (盒). */
  unit?: string;
  /** Compact one-line rows for cards. */
  compact?: boolean;
}

/**
 * The ladder tiers (docs/product/entities.md) as rows "1-10盒 ¥12.00" (type 1, up to N) or
 * "10盒起 ¥11.50" (from N). A visitor's tiers carry no prices (null): the
 * quantities still show, with 登录可见 for the price.
 */
export function LadderPrices({ tiers, type, unit = '', compact = false }: LadderPricesProps) {
  const ref = useStyles<HTMLDListElement>(css);
  const list = tiers ?? [];
  // Labels need fen; a hidden price is read as 0 and never shown.
  const visible = list.every((tier) => tier.price !== null);
  const rows = ladderLabels(
    list.map((tier) => ({ number: tier.number, price: tier.price === null ? 0 : (parseYuan(tier.price) ?? Number.NaN) })),
    type,
    unit,
  );
  if (rows.length === 0) return null;
  return (
    <dl ref={ref} className={`yp-ladder${compact ? ' yp-ladder--compact' : ''}`} part="ladder" aria-label={goodsText.ladderTitle}>
      {rows.map((row) => (
        <div key={row.number} className="yp-ladder__row">
          <dt className="yp-ladder__label">{row.label}</dt>
          <dd className="yp-ladder__price">
            <Price fen={row.price} visible={visible} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
