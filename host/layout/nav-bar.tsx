import { useLocation } from 'react-router';
import { NAV_MAX } from '../../shared/domain/constants';
import { useAsync } from '../../shared/ui';
import { contentApi } from '../../shared/api/resources/content';
import { CategoryMenu } from '../../widgets/category-menu/category-menu.component';
import { SiteLink } from './site-link';
import { categoryMenuZone } from '../pages/zone/zone-paths';

function isCurrent(url: string, pathname: string): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split(/[?#]/)[0] ?? url;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The navigation row (flag `nav`): the 全部商品分类 handle and the first
 * NAV_MAX links from GET /api/global/links. The home page shows the category
 * menu open below the handle; elsewhere the handle is the category menu
 * widget's collapsible variant, which drops the menu down on hover, focus
 * or a tap (and on the home page too in a window too narrow for its menu:
 * both are rendered and CSS picks, so the server's markup fits any width).
 * Phones have the tab bar's 分类 instead, and keep only the links.
 */
export function NavBar() {
  const links = useAsync(() => contentApi.globalLinks(), []);
  const { pathname } = useLocation();
  const home = pathname === '/';

  return (
    <div className="yp-nav">
      <div className="yp-container yp-nav__inner">
        <div className="yp-nav__all">
          {/* On home the label stands over the open menu; CSS swaps it for the drop-down below 992 px, where the menu leaves the first screen (home-page.css). */}
          {home ? (
            <span className="yp-nav__all-label yp-nav__home-label">
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              全部商品分类
            </span>
          ) : null}
          <div className={home ? 'yp-nav__drop yp-nav__home-drop' : 'yp-nav__drop'}>
            <CategoryMenu collapsible zone={categoryMenuZone(pathname)} />
          </div>
        </div>
        <nav className="yp-nav__links" aria-label="主导航">
          {links.status === 'loading' ? (
            <span className="yp-nav__skeleton" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} className="yp-skeleton yp-site-skeleton--nav" />
              ))}
            </span>
          ) : links.status === 'error' ? (
            <button type="button" className="yp-nav__retry" onClick={links.reload}>
              导航加载失败，点击重试
            </button>
          ) : (
            links.data.slice(0, NAV_MAX).map((item) => (
              <SiteLink
                key={item.id}
                url={item.url}
                newWindow={item.is_open === 1}
                message={item.message}
                className={`yp-nav__link${isCurrent(item.url, pathname) ? ' is-current' : ''}`}
              >
                {item.image ? <img src={item.image} alt="" className="yp-nav__icon" /> : null}
                {item.name}
                {item.badge ? <sup className="yp-nav__badge">{item.badge}</sup> : null}
              </SiteLink>
            ))
          )}
        </nav>
      </div>
    </div>
  );
}
