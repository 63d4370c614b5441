import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SiteLogo } from './site-logo';

/**
 * Shown when a page fails to render or its code cannot be loaded (a deploy
 * replaced the chunk while the tab was open). Reloading fetches the new
 * build, so that is the first thing offered.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  if (error) console.error('[yaopi] page failed', error);
  return (
    <div className="yp-fatal">
      <SiteLogo />
      <h1>页面出了点问题</h1>
      <p>页面加载失败，可能是网络不稳定或站点刚刚更新。请刷新页面重试。</p>
      {detail ? <p className="yp-fatal__detail">{detail}</p> : null}
      <div className="yp-fatal__actions">
        <button type="button" className="yp-btn yp-btn--primary" onClick={() => window.location.reload()}>
          刷新页面
        </button>
        <Link to="/" className="yp-btn" reloadDocument>
          返回首页
        </Link>
      </div>
    </div>
  );
}
