import { tagColor } from '../domain/tags';
import { zh } from '../text/zh.text';
import { useStyles } from './use-styles';
import css from './tag.css?inline';

export interface TagProps {
  /** The tag's name as the goods carry it (优, 秒杀, 满减, 加价换购, 赠 …); it picks the colour. */
  name: string;
  /** The longer explanation, shown as a tooltip. */
  describe?: string;
  /** Filled instead of outlined, for the first tag of a card. */
  solid?: boolean;
}

/** A goods tag coloured by docs/product/constants.md: 优 秒 特 新 red, 满 orange, 换购 blue, 赠 pink. */
export function Tag({ name, describe, solid = false }: TagProps) {
  const ref = useStyles<HTMLSpanElement>(css);
  const color = tagColor(name);
  return (
    <span ref={ref} className={`yp-tag yp-tag--${color}${solid ? ' yp-tag--solid' : ''}`} title={describe || undefined}>
      {name}
    </span>
  );
}

/** 含麻 beside the name of an ephedrine-type goods in an order's lines (the order page, 含麻订单回执). */
export function EphedrineTag() {
  const ref = useStyles<HTMLSpanElement>(css);
  return (
    <span ref={ref} className="yp-tag-hm">
      {zh.ui.ephedrine}
    </span>
  );
}
