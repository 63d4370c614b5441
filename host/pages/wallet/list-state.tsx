import type { ReactNode } from 'react';
import type { Page } from '../../../shared/contract';
import { Empty, Loading, type AsyncState } from '../../../shared/ui';

/**
 * The loading, error and empty states every member-centre list shares; the
 * list itself once there are rows. The previous page stays on screen
 * (aria-busy) while the next loads.
 */
export function ListState<T>({
  list,
  loadingText,
  errorText,
  emptyText,
  emptyAction,
  children,
}: {
  list: AsyncState<Page<T>> & { reload: () => void };
  loadingText: string;
  errorText: string;
  emptyText: string;
  emptyAction?: ReactNode;
  children: (page: Page<T>) => ReactNode;
}) {
  const data = list.data;
  if (list.status === 'loading' && !data) return <Loading text={loadingText} />;
  if (list.status === 'error' && !data)
    return (
      <Empty
        icon="warning"
        text={errorText}
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={list.reload}>
            重新加载
          </button>
        }
      />
    );
  if (!data || data.data.length === 0) return <Empty icon="box" text={emptyText} action={emptyAction} />;
  return <div aria-busy={list.status === 'loading'}>{children(data)}</div>;
}
