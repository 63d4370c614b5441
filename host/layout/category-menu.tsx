import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '../../shared/contract';
import { CATEGORY_MENU_MAX } from '../../shared/domain/constants';
import { useAsync } from '../../shared/ui';
import { loadFocusCommon } from '../data/focus-common';
import './category-menu.css';

/** Where a category leads: the goods list filtered by it. */
export function categoryHref(category: MenuCategory): string {
  return `/list?category=${category.id}`;
}

/** The second-level names shown under a top category, as a hint of what is inside. */
const HINT_COUNT = 3;

interface CategoryMenuProps {
  /** Set by a dropdown owner to close the menu after a link was chosen. */
  onNavigate?: () => void;
}

/**
 * The left category menu (spec §2 header): at most CATEGORY_MENU_MAX top
 * categories with their icons; hovering or focusing one opens a fly-out with
 * its second- and third-level categories. The fly-out lives inside the item,
 * so tabbing walks through it and leaving the item closes it.
 */
export function CategoryMenu({ onNavigate }: CategoryMenuProps) {
  const common = useAsync(loadFocusCommon, []);
  const [active, setActive] = useState<number | null>(null);
  const baseId = useId();

  if (common.status === 'loading') {
    return (
      <nav className="ys-catmenu" aria-label="商品分类" aria-busy="true">
        <ul className="ys-catmenu__list">
          {Array.from({ length: CATEGORY_MENU_MAX }, (_, i) => (
            <li key={i} className="ys-catmenu__item ys-catmenu__item--skeleton">
              <span className="ys-skeleton ys-skeleton--icon" />
              <span className="ys-skeleton ys-skeleton--line" />
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  if (common.status === 'error') {
    return (
      <nav className="ys-catmenu ys-catmenu--message" aria-label="商品分类">
        <p>商品分类加载失败</p>
        <button type="button" className="yp-btn yp-btn--small" onClick={common.reload}>
          重新加载
        </button>
      </nav>
    );
  }

  const top = common.data.category.slice(0, CATEGORY_MENU_MAX);
  if (top.length === 0) {
    return (
      <nav className="ys-catmenu ys-catmenu--message" aria-label="商品分类">
        <p>暂无商品分类</p>
      </nav>
    );
  }

  const close = () => setActive(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <nav
      className="ys-catmenu"
      aria-label="商品分类"
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moved out of the whole menu (not just to a fly-out link).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul className="ys-catmenu__list">
        {top.map((category) => {
          const open = active === category.id;
          const panelId = `${baseId}-${category.id}`;
          const hint = category.children.slice(0, HINT_COUNT);
          return (
            <li
              key={category.id}
              className={`ys-catmenu__item${open ? ' is-active' : ''}`}
              onMouseEnter={() => setActive(category.id)}
              onFocus={() => setActive(category.id)}
            >
              <Link
                to={categoryHref(category)}
                className="ys-catmenu__top"
                aria-controls={category.children.length ? panelId : undefined}
                aria-expanded={category.children.length ? open : undefined}
                onClick={() => {
                  close();
                  onNavigate?.();
                }}
              >
                {category.logo ? <img className="ys-catmenu__icon" src={open && category.logo1 ? category.logo1 : category.logo} alt="" width={20} height={20} /> : null}
                <span className="ys-catmenu__name">{category.name}</span>
                <svg className="ys-catmenu__arrow" viewBox="0 0 8 12" aria-hidden="true">
                  <path d="M1.5 1 6.5 6l-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </Link>
              {hint.length > 0 ? (
                <p className="ys-catmenu__hint" aria-hidden="true">
                  {hint.map((child) => child.name).join(' / ')}
                </p>
              ) : null}
              {category.children.length > 0 ? (
                <div id={panelId} className="ys-catmenu__flyout" hidden={!open} aria-label={`${category.name}的子分类`} role="group">
                  <dl className="ys-catmenu__groups">
                    {category.children.map((second) => (
                      <div key={second.id} className="ys-catmenu__group">
                        <dt>
                          <Link to={categoryHref(second)} onClick={() => { close(); onNavigate?.(); }}>
                            {second.name}
                            <span aria-hidden="true"> ›</span>
                          </Link>
                        </dt>
                        <dd>
                          {second.children.map((third) => (
                            <Link key={third.id} to={categoryHref(third)} onClick={() => { close(); onNavigate?.(); }}>
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
    </nav>
  );
}
