import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { badgeText } from '../../shared/domain/badge';
import { cart } from '../../shared/store/cart';
import { Badge, Icon, useSignalValue } from '../../shared/ui';
import { categoryMenuZone } from '../pages/zone/zone-paths';

/** The cart tab's name: its label, then the count the badge shows. */
export function cartTabName(count: number): string {
  const text = badgeText(count);
  return text ? `购物车，${text} 种商品` : '购物车';
}

/** The picker is a dialog no first screen shows: its code comes with the first tap on 分类. */
const CategoryPicker = lazy(async () => ({ default: (await import('../../widgets/category-menu/category-picker.component')).CategoryPicker }));

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'yp-tabs__item is-current' : 'yp-tabs__item');

/**
 * The phone's bottom tab bar (below 768 px; CSS hides it wider): 首页,
 * 分类 (the full-screen category picker), 购物车 with the cart's badge, and
 * 我的 (the member centre, which sends a visitor to log in). It takes the
 * right bar's place on phones; the page keeps its height free through
 * --yp-fixed-bottom (layout.css), which sticky bottom bars stand on.
 */
export function TabBar() {
  const count = useSignalValue(cart.count);
  const { pathname } = useLocation();
  const [picking, setPicking] = useState(false);

  return (
    <>
      <nav className="yp-tabs" aria-label="底部导航">
        <NavLink to="/" end className={itemClass}>
          <Icon name="home" />
          <span>首页</span>
        </NavLink>
        <button
          type="button"
          className={picking ? 'yp-tabs__item is-current' : 'yp-tabs__item'}
          aria-haspopup="dialog"
          aria-expanded={picking}
          onClick={() => setPicking(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>分类</span>
        </button>
        <NavLink to="/cart" className={itemClass} aria-label={cartTabName(count)}>
          <span className="yp-tabs__icon">
            <Icon name="cart" />
            <Badge count={count} float />
          </span>
          <span>购物车</span>
        </NavLink>
        <NavLink to="/user" className={itemClass}>
          <Icon name="user" />
          <span>我的</span>
        </NavLink>
      </nav>
      {picking ? (
        <Suspense fallback={null}>
          <CategoryPicker zone={categoryMenuZone(pathname)} onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
