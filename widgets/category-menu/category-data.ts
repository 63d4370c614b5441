import type { FocusCommon, MenuCategory } from '../../shared/contract/content';

export type CategoryZone = 'default' | 'yx' | 'zy' | 'qx';

/**
 * The menu of each zone (docs/product/routes.md Header: "Category menu varies by zone"):
 * free shipping → category_yx, Chinese medicine → category_zy, devices →
 * category_qx, anything else → category.
 */
export function zoneCategories(common: FocusCommon, zone: string | undefined): MenuCategory[] {
  switch (zone) {
    case 'yx':
      return common.category_yx;
    case 'zy':
      return common.category_zy;
    case 'qx':
      return common.category_qx;
    default:
      return common.category;
  }
}

/** Where a category leads: the goods list filtered by it (any level). */
export function categoryPath(category: Pick<MenuCategory, 'id'>): string {
  return `/list?category=${category.id}`;
}
