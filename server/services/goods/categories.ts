import { sql, type SQL } from 'drizzle-orm';
import type { CategoryCrumb } from '../../../shared/contract/goods';
import type { Database } from '../../db/client';
import { categories, goods } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * `goods.category_id` lies in the subtree of `categoryId` (the category
 * itself and every descendant), so filtering by a top or middle category
 * finds the goods hanging on its leaves. A recursive CTE rather than a
 * fixed three-level join: the tree's depth is data, not code.
 */
export function inCategorySubtree(categoryId: number): SQL {
  return sql`${goods.categoryId} in (
    with recursive subtree(id) as (
      select ${categories.id} from ${categories} where ${categories.id} = ${categoryId}
      union all
      select c.id from ${categories} c join subtree on c.parent_id = subtree.id
    )
    select id from subtree
  )`;
}

/** Root → … → the category itself; [] for an unknown id. */
export async function categoryPath(db: Database, categoryId: number): Promise<CategoryCrumb[]> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, name, depth) as (
      select id, parent_id, name, 0 from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, c.name, up.depth + 1 from ${categories} c join up on c.id = up.parent_id
    )
    select id, name, depth from up order by depth desc`);
  return rowsOf<{ id: number; name: string }>(result).map((row) => ({ id: Number(row.id), name: row.name }));
}
