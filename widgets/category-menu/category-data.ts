import { contentApi } from '../../shared/api/resources/content';
import type { FocusCommon, MenuCategory } from '../../shared/contract/content';
import { serverMemo } from '../../shared/page/render-pass';

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

// The common data is the same for every menu on the page: one request,
// shared, and forgotten after a failure so 重新加载 asks again.
let pending: Promise<FocusCommon> | null = null;

export function loadFocusCommon(): Promise<FocusCommon> {
  // A server render's own answer (the embed build, never rendered on a server, leaves this out).
  const rendering = import.meta.env?.MODE === 'embed' ? undefined : serverMemo('focus-common.widgets', () => contentApi.focusCommon());
  if (rendering) return rendering;
  pending ??= contentApi.focusCommon().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
