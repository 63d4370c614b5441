import type { ReactNode } from 'react';
import { Empty, LoadFailed } from './empty';
import type { IconName } from './icon';
import { Loading } from './spinner';
import type { AsyncState } from './use-async';

/** A list's rows: an array, a page of them ({ data }) or a list answer ({ list }). */
function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object') {
    const rows = (data as { data?: unknown; list?: unknown }).data ?? (data as { list?: unknown }).list;
    if (Array.isArray(rows)) return rows.length === 0;
  }
  return false;
}

export interface AsyncViewProps<T> {
  state: AsyncState<T> & { reload: () => void };
  /** The loading state's text (加载中… when omitted). */
  loadingText?: string;
  /** What the section shows while loading instead of the spinner (a skeleton). */
  loading?: ReactNode;
  /** What failed, shown with 重新加载 (订单加载失败). */
  errorText: string;
  /** The empty state's text; without it an empty answer is drawn by `children` as any other. */
  emptyText?: ReactNode;
  /** A button or link under the empty text (去逛逛). */
  emptyAction?: ReactNode;
  /** The empty state's picture (a box by default; a magnifier for a search that found nothing). */
  emptyIcon?: IconName;
  /** When the answer counts as empty; by default an empty array, page ({ data }) or list ({ list }). */
  isEmpty?: (data: T) => boolean;
  /** The small states of a floor or a strip inside a page. */
  compact?: boolean;
  /** The answer's own markup, once there is one; it stays on screen (aria-busy) while the next loads. */
  children: (data: T) => ReactNode;
}

/**
 * The one loading / error / empty ladder of every section that loads (issue
 * 28's kit): the spinner (or the section's skeleton) until the first answer,
 * what failed with 重新加载, the empty state, then the answer. A reload
 * keeps the previous answer on screen, marked busy.
 */
export function AsyncView<T>({
  state,
  loadingText,
  loading,
  errorText,
  emptyText,
  emptyAction,
  emptyIcon,
  isEmpty = isEmptyList,
  compact = false,
  children,
}: AsyncViewProps<T>) {
  const data = state.data;
  if (data === undefined) {
    if (state.status === 'error') return <LoadFailed text={errorText} onRetry={state.reload} compact={compact} />;
    return <>{loading ?? <Loading text={loadingText} />}</>;
  }
  if (emptyText !== undefined && isEmpty(data)) return <Empty compact={compact} icon={emptyIcon} text={emptyText} action={emptyAction} />;
  return <div aria-busy={state.status === 'loading' || undefined}>{children(data)}</div>;
}
