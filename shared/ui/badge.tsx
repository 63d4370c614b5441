import { badgeText } from '../domain/badge';
import { useStyles } from './use-styles';
import css from './badge.css?inline';

export interface BadgeProps {
  count: number;
  /** Pinned to the top-right corner of a relatively positioned parent. */
  float?: boolean;
  /** Exposed as `::part()` when the badge sits in a widget's shadow root. */
  part?: string;
  /** Screen-reader text; the visible number alone is ambiguous. */
  label?: string;
}

/** A count bubble: the number up to 99, "99+" above, nothing at 0 (docs/product/constants.md). */
export function Badge({ count, float = false, part, label }: BadgeProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span ref={ref} className={float ? 'yp-badge yp-badge--float' : 'yp-badge'} part={part} aria-label={label}>
      {text}
    </span>
  );
}
