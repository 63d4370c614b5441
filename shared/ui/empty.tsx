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

/** The empty state every list shows when it has nothing (design "Look"); LoadFailed's markup too, as an alert. */
export function Empty({ text = zh.ui.empty, icon = 'box', action, compact = false, role }: EmptyProps & { role?: 'alert' }) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className={compact ? 'yp-empty yp-empty--compact' : 'yp-empty'} role={role}>
      <span className="yp-empty__art">
        <Icon name={icon} />
      </span>
      <div>{text}</div>
      {action}
    </div>
  );
}

export interface LoadFailedProps {
  /** What failed, in Chinese (订单加载失败). */
  text: string;
  /** The 重新加载 button's action; no button without one. */
  onRetry?: (() => void) | undefined;
  /** A second way on beside 重新加载 (返回购物车): a button or a link. */
  also?: ReactNode;
  /** The small form inside a floor, a strip, a card, a banner's box or the narrow cart drawer. */
  compact?: boolean;
}

/**
 * A load that failed: what failed and a 重新加载 button (the one error state of
 * every section), announced as an alert since it replaces a spinner the reader
 * was told about. Beside Empty, not in async-view.tsx, so a widget that shows
 * it without the ladder (the cart drawer) loads no other chunk for it.
 */
export function LoadFailed({ text, onRetry, also, compact = false }: LoadFailedProps) {
  return (
    <Empty
      role="alert"
      compact={compact}
      icon="warning"
      text={text}
      action={
        (onRetry || also) && (
          <span className="yp-empty__actions">
            {onRetry && (
              <button type="button" className={compact ? 'yp-btn yp-btn--small' : 'yp-btn yp-btn--primary'} onClick={onRetry}>
                {zh.ui.retry}
              </button>
            )}
            {also}
          </span>
        )
      }
    />
  );
}
