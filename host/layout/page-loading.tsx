import { Loading } from '../../shared/ui/spinner';

/** The whole-page loading state: a spinner in the middle of the window. */
export function PageLoading() {
  return (
    <div className="yp-page-loading">
      <Loading text="正在加载…" />
    </div>
  );
}
