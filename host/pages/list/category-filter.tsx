import { Link } from 'react-router';
import type { MenuCategory } from '../../../shared/contract';

interface CategoryFilterProps {
  /** The chain from the top category down to the current one ([] for all goods). */
  path: MenuCategory[];
  /** Every top category (the choices when no category is chosen). */
  top: MenuCategory[];
  /** The current list path (/list, /list/table, /list/no_image): choosing keeps the view. */
  listPath: string;
}

/**
 * 分类筛选: the sub-categories of the current category, or its siblings when
 * it has none (a leaf), so the buyer can narrow or move sideways without
 * going back to the menu. 全部 goes one level up.
 */
export function CategoryFilter({ path, top, listPath }: CategoryFilterProps) {
  const current = path[path.length - 1];
  const leaf = current !== undefined && current.children.length === 0;
  // The level whose children are offered: the current category, or a leaf's parent.
  const level = leaf ? path[path.length - 2] : current;
  const choices = level ? level.children : top;
  const allHref = level ? `${listPath}?category=${level.id}` : listPath;
  if (choices.length === 0) return null;
  return (
    <section className="ys-catfilter" aria-label="分类筛选">
      <h2 className="ys-catfilter__label">{level ? level.name : '全部分类'}：</h2>
      <ul className="ys-catfilter__list">
        <li>
          <Link to={allHref} className={`ys-catfilter__item${leaf ? '' : ' is-current'}`} aria-current={leaf ? undefined : 'true'}>
            全部
          </Link>
        </li>
        {choices.map((category) => {
          const selected = category.id === current?.id;
          return (
            <li key={category.id}>
              <Link
                to={`${listPath}?category=${category.id}`}
                className={`ys-catfilter__item${selected ? ' is-current' : ''}`}
                aria-current={selected ? 'true' : undefined}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
