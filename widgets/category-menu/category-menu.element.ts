import { defineWidget } from '../../shared/elements/register';
import { CategoryMenu } from './category-menu.component';
import css from './category-menu.css?inline';

/**
 * <yp-category-menu [zone=default|yx|zy|qx] [collapsible] [api-base] [site] [token]>
 *
 * The left category menu: at most 7 top categories of the zone, their
 * sub-categories in a fly-out on hover or focus. `collapsible` shows only
 * the 全部商品分类 bar and drops the menu down on hover (list pages).
 * Parts: menu, bar, dropdown, categories, category, category-active, flyout.
 */
export const CATEGORY_MENU_TAG = 'yp-category-menu';

defineWidget(CATEGORY_MENU_TAG, CategoryMenu, {
  props: { zone: 'string', collapsible: 'boolean' },
  css: [css],
});
