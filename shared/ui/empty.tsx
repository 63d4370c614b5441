import type { ReactNode } from 'react';
import { zh } from '../text/zh.text';
import { Icon, type IconName } from './icon';
import { useStyles } from './use-styles';
import css from './empty.css?inline';

export interface EmptyProps {
  /** Defaults to 暂无数据. */
  text?: ReactNode;
  icon?: IconName;
  /** A button or link under the text (e.g. 去逛逛). */
  action?: ReactNode;
  compact?: boolean;
}

/** The empty state every list shows when it has nothing (design "Look"). */
export function Empty({ text = zh.ui.empty, icon = 'box', action, compact = false }: EmptyProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className={compact ? 'yp-empty yp-empty--compact' : 'yp-empty'}>
      <span className="yp-empty__art">
        <Icon name={icon} />
      </span>
      <div>{text}</div>
      {action}
    </div>
  );
}
