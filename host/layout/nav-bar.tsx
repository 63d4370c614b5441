import { useLocation } from 'react-router';
import { NAV_MAX } from '../../shared/domain/constants';
import { useAsync } from '../../shared/ui';
import { loadGlobalLinks } from '../data/global-links';
import { CategoryMenu } from '../../widgets/category-menu/category-menu.component';
import { SiteLink } from './site-link';
import { categoryMenuZone } from '../pages/zones/zone-paths';
import { useMediaQuery } from './use-media-query';
import './nav-bar.css';

/** Where the home page no longer shows the category menu beside the carousel (home-page.css). */
const NARROW_QUERY = '(max-width: 991px)';

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
 * or a tap (and on the home page too in a window too narrow for its menu).
 */
export function NavBar() {
  const links = useAsync(loadGlobalLinks, []);
  const { pathname } = useLocation();
  // The home page's menu leaves its first screen below 992 px (home-page.css): the handle drops it down there too.
  const narrow = useMediaQuery(NARROW_QUERY);
  const dropsDown = pathname !== '/' || narrow;

  return (
    <div className="ys-nav">
      <div className="yp-container ys-nav__inner">
        <div className="ys-nav__all">
          {dropsDown ? (
            <CategoryMenu collapsible zone={categoryMenuZone(pathname)} />
          ) : (
            <span className="ys-nav__all-label">
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              全部商品分类
            </span>
          )}
        </div>
        <nav className="ys-nav__links" aria-label="主导航">
          {links.status === 'loading' ? (
            <span className="ys-nav__skeleton" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} className="ys-skeleton ys-skeleton--nav" />
              ))}
            </span>
          ) : links.status === 'error' ? (
            <button type="button" className="ys-nav__retry" onClick={links.reload}>
              导航加载失败，点击重试
            </button>
          ) : (
            links.data.slice(0, NAV_MAX).map((item) => (
              <SiteLink
                key={item.id}
                url={item.url}
                newWindow={item.is_open === 1}
                message={item.message}
                className={`ys-nav__link${isCurrent(item.url, pathname) ? ' is-current' : ''}`}
              >
                {item.image ? <img src={item.image} alt="" className="ys-nav__icon" /> : null}
                {item.name}
                {item.badge ? <sup className="ys-nav__badge">{item.badge}</sup> : null}
              </SiteLink>
            ))
          )}
        </nav>
      </div>
    </div>
  );
}
