import { useId, useState, type KeyboardEvent } from 'react';
import type { MenuCategory } from '../../shared/contract/content';
import { CATEGORY_MENU_MAX } from '../../shared/domain/constants';
import { assetUrl } from '../../shared/ui/asset-url';
import { Link } from '../../shared/ui/link';
import { useAsync } from '../../shared/ui/use-async';
import { useStyles } from '../../shared/ui/use-styles';
import { contentApi } from '../../shared/api/resources/content';
import { categoryPath, zoneCategories, type CategoryZone } from './category-data';
import css from './category-menu.css?inline';
import { openWhileInside } from '../../shared/ui/focus';

export { categoryPath, zoneCategories } from './category-data';
export type { CategoryZone } from './category-data';

export interface CategoryMenuProps {
  /** default | yx (free shipping) | zy (Chinese medicine) | qx (devices). */
  zone?: CategoryZone | (string & {});
  /**
   * Only the 全部商品分类 bar shows; hovering or focusing it drops the menu
   * down (list pages). Without it the menu is open (home page).
   */
  collapsible?: boolean;
  /** Called after a category link was followed (the host closes its dropdowns). */
  onNavigate?: () => void;
}

/** Second-level names under a top category, as a hint of what is inside. */
const HINT_COUNT = 3;

export const MENU_TITLE = '全部商品分类';

function MenuBody({ zone, onChosen }: { zone: string | undefined; onChosen: () => void }) {
  const common = useAsync(() => contentApi.focusCommon(), []);
  const [active, setActive] = useState<number | null>(null);
  const baseId = useId();

  if (common.status === 'loading' && !common.data) {
    return (
      <ul className="ycm__list" aria-busy="true" aria-label="商品分类加载中">
        {Array.from({ length: CATEGORY_MENU_MAX }, (_, i) => (
          <li key={i} className="ycm__item ycm__item--skeleton">
            <span className="yp-skeleton ycm__shimmer--icon" />
            <span className="yp-skeleton ycm__shimmer--line" />
          </li>
        ))}
      </ul>
    );
  }
  if (common.status === 'error' || !common.data) {
    return (
      <div className="ycm__message" role="alert">
        <p>商品分类加载失败</p>
        <button type="button" className="yp-btn yp-btn--small" onClick={common.reload}>
          重新加载
        </button>
      </div>
    );
  }

  const top = zoneCategories(common.data, zone).slice(0, CATEGORY_MENU_MAX);
  if (top.length === 0) {
    return (
      <div className="ycm__message">
        <p>暂无商品分类</p>
      </div>
    );
  }

  const close = () => setActive(null);
  const chosen = () => {
    close();
    onChosen();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && active !== null) {
      event.stopPropagation();
      close();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- leaving with the mouse closes the fly-out; keyboard users close it with Esc and focus moves
    <ul
      className="ycm__list"
      part="categories"
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus left the whole menu, not just moved into a fly-out.
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {top.map((category: MenuCategory) => {
        const open = active === category.id;
        const panelId = `${baseId}-${category.id}`;
        const hint = category.children.slice(0, HINT_COUNT);
        const hasChildren = category.children.length > 0;
        return (
          <li
            key={category.id}
            className={`ycm__item${open ? ' is-active' : ''}`}
            part={open ? 'category category-active' : 'category'}
            data-category-id={category.id}
            onMouseEnter={() => setActive(category.id)}
            onFocus={() => setActive(category.id)}
          >
            <Link
              to={categoryPath(category)}
              className="ycm__top"
              aria-controls={hasChildren ? panelId : undefined}
              aria-expanded={hasChildren ? open : undefined}
              onClick={chosen}
            >
              {category.logo ? (
                <img className="ycm__icon" src={assetUrl(open && category.logo1 ? category.logo1 : category.logo)} alt="" width={20} height={20} />
              ) : null}
              <span className="ycm__name">{category.name}</span>
              <svg className="ycm__arrow" viewBox="0 0 8 12" aria-hidden="true">
                <path d="M1.5 1 6.5 6l-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </Link>
            {hint.length > 0 ? (
              <p className="ycm__hint" aria-hidden="true">
                {hint.map((child) => child.name).join(' / ')}
              </p>
            ) : null}
            {hasChildren ? (
              <div id={panelId} className="ycm__flyout" part="flyout" hidden={!open} role="group" aria-label={`${category.name}的子分类`}>
                <dl className="ycm__groups">
                  {category.children.map((second) => (
                    <div key={second.id} className="ycm__group">
                      <dt>
                        <Link to={categoryPath(second)} onClick={chosen}>
                          {second.name}
                          <span aria-hidden="true"> ›</span>
                        </Link>
                      </dt>
                      <dd>
                        {second.children.map((third) => (
                          <Link key={third.id} to={categoryPath(third)} onClick={chosen}>
                            {third.name}
                          </Link>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The left category menu (docs/product/routes.md Header): at most CATEGORY_MENU_MAX (7) top
 * categories of the zone with their icons (logo, logo1 when active); hovering
 * or focusing one opens a fly-out with its second- and third-level
 * categories; Esc closes it. Links go to /list?category=<id>.
 *
 * Collapsible (list pages): a 全部商品分类 bar that drops the menu down on
 * hover or keyboard focus, and closes it on leaving, Esc or a chosen link.
 */
export function CategoryMenu({ zone = 'default', collapsible = false, onNavigate }: CategoryMenuProps) {
  const ref = useStyles<HTMLElement>(css);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const chosen = () => {
    setOpen(false);
    onNavigate?.();
  };

  if (!collapsible) {
    return (
      <nav ref={ref} className="ycm yp-surface" part="menu" aria-label="商品分类" data-zone={zone}>
        <MenuBody zone={zone} onChosen={chosen} />
      </nav>
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus-within drop the collapsible menu; the bar inside is a button for the keyboard
    <nav
      ref={ref}
      className={`ycm ycm--collapsible yp-surface${open ? ' is-open' : ''}`}
      part="menu"
      aria-label="商品分类"
      data-zone={zone}
      {...openWhileInside(setOpen)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <button type="button" className="ycm__bar" part="bar" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {MENU_TITLE}
      </button>
      <div id={menuId} className="ycm__dropdown" part="dropdown" hidden={!open}>
        {open ? <MenuBody zone={zone} onChosen={chosen} /> : null}
      </div>
    </nav>
  );
}
