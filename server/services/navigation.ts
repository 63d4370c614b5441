import { asc } from 'drizzle-orm';
import type { NavItem } from '../../shared/contract/content';
import type { Database } from '../db/client';
import { navItems } from '../db/schema';
import type { NavItemRow } from '../db/schema';

/** The header navigation as a tree, in display order (the header shows the first 9). */
export async function navigation(db: Database): Promise<NavItem[]> {
  const rows = await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  const toItem = (row: NavItemRow): NavItem => ({
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    is_open: row.isOpen ? 1 : 0,
    badge: row.badge,
    ...(row.message ? { message: row.message } : {}),
    children: rows.filter((child) => child.parentId === row.id).map(toItem),
  });
  return rows.filter((row) => row.parentId === null).map(toItem);
}
