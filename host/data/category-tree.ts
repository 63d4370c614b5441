import type { MenuCategory } from '../../shared/contract';

/**
 * The chain of categories from a top category down to `id` in the menu tree
 * (GET /api/focus/common `category`), or [] when the id is not in it.
 */
export function categoryPath(tree: readonly MenuCategory[], id: number): MenuCategory[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Where a category's goods are listed. */
export function categoryListHref(id: number): string {
  return `/list?category=${id}`;
}
