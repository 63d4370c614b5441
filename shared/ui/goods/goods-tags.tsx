import type { GoodsTag } from '../../contract/goods';
import { visibleTags } from '../../domain/tags';
import { Tag } from '../tag';
import { useStyles } from '../use-styles';
import css from './goods.css?inline';

export interface GoodsTagsProps {
  tags: readonly GoodsTag[] | null | undefined;
  /** Show at most this many (cards are narrow); all by default. */
  max?: number;
}

/**
 * The goods' visible tags (is_show) in docs/product/constants.md colours — 优 秒 特 新 red,
 * 满 orange, 换购 blue, 赠 pink — each with its description as a tooltip.
 */
export function GoodsTags({ tags, max }: GoodsTagsProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const shown = visibleTags(tags ?? []).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <span ref={ref} className="yp-goods-tags" part="tags">
      {shown.map((tag, index) => (
        <Tag key={`${tag.name}-${index}`} name={tag.name} describe={tag.describe} />
      ))}
    </span>
  );
}
