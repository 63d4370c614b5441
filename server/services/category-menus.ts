import { and, asc, eq } from 'drizzle-orm';
import type { MenuCategory } from '../../shared/contract/content';
import type { Database } from '../db/client';
import { categories, goods } from '../db/schema';
import type { CategoryRow } from '../db/schema';
import { categoryIconUrl } from '../images/category-icon';

export interface CategoryMenus {
  /** The whole tree (the header shows at most 7 tops). */
  category: MenuCategory[];
  /** Free-shipping zone: only the branches that hold free-shipping goods. */
  category_yx: MenuCategory[];
  /** Chinese-medicine zone: the 中成药 and 中药饮片 trees. */
  category_zy: MenuCategory[];
  /** Devices zone: the 医疗器械 tree. */
  category_qx: MenuCategory[];
}

// Zones pick their tops by icon key rather than by name, so renaming a
// category in the admin does not empty a zone menu.
const CHINESE_MEDICINE_ICONS = new Set(['herb', 'slices']);
const DEVICE_ICONS = new Set(['device']);

interface Node {
  row: CategoryRow;
  children: Node[];
}

function buildTree(rows: CategoryRow[]): Node[] {
  const byId = new Map<number, Node>();
  for (const row of rows) byId.set(row.id, { row, children: [] });
  const roots: Node[] = [];
  // rows arrive ordered by sort, so children keep their order.
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) roots.push(node);
  }
  return roots;
}

function toMenu(node: Node): MenuCategory {
  const icon = node.row.icon;
  return {
    id: node.row.id,
    name: node.row.name,
    logo: icon ? categoryIconUrl(icon, 'dark') : '',
    logo1: icon ? categoryIconUrl(icon, 'light') : '',
    children: node.children.map(toMenu),
  };
}

/** Keeps the leaves in `keep` and the branches above them. */
function prune(node: Node, keep: ReadonlySet<number>): Node | null {
  if (node.children.length === 0) return keep.has(node.row.id) ? node : null;
  const children = node.children.map((child) => prune(child, keep)).filter((child): child is Node => child !== null);
  return children.length > 0 ? { row: node.row, children } : null;
}

export async function categoryMenus(db: Database): Promise<CategoryMenus> {
  const [rows, freeShipping] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
    db
      .selectDistinct({ categoryId: goods.categoryId })
      .from(goods)
      .where(and(eq(goods.isFreeShipping, true), eq(goods.isBuy, true))),
  ]);
  const tree = buildTree(rows);
  const freeShippingLeaves = new Set(freeShipping.map((row) => row.categoryId));
  const withIcon = (icons: ReadonlySet<string>) => tree.filter((node) => node.row.icon !== null && icons.has(node.row.icon));
  return {
    category: tree.map(toMenu),
    category_yx: tree
      .map((node) => prune(node, freeShippingLeaves))
      .filter((node): node is Node => node !== null)
      .map(toMenu),
    category_zy: withIcon(CHINESE_MEDICINE_ICONS).map(toMenu),
    category_qx: withIcon(DEVICE_ICONS).map(toMenu),
  };
}
