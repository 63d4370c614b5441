import { Link } from 'react-router';
import type { CategoryChoices } from '../../lib/list-phone/list-filters';

interface CategoryFilterProps {
  /** What the current category offers (list-filters.ts categoryChoices). */
  categories: CategoryChoices;
  /** The current list path (/list, /list/table, /list/no_image): choosing keeps the view. */
  listPath: string;
}

/**
 * 分类筛选 (desktop; a phone has the chips of its strip): the sub-categories
 * of the current category, or its siblings when it has none (a leaf), so the
 * buyer can narrow or move sideways without going back to the menu. 全部
 * goes one level up.
 */
export function CategoryFilter({ categories, listPath }: CategoryFilterProps) {
  const { level, allId, choices, chosenId } = categories;
  if (choices.length === 0) return null;
  const allHref = allId !== undefined ? `${listPath}?category=${allId}` : listPath;
  const allChosen = chosenId === allId;
  return (
    <section className="yp-catfilter" aria-label="分类筛选">
      <h2 className="yp-catfilter__label">{level ? level.name : '全部分类'}：</h2>
      <ul className="yp-catfilter__list">
        <li>
          <Link to={allHref} className={`yp-catfilter__item${allChosen ? ' is-current' : ''}`} aria-current={allChosen ? 'true' : undefined}>
            全部
          </Link>
        </li>
        {choices.map((category) => {
          const selected = category.id === chosenId;
          return (
            <li key={category.id}>
              <Link
                to={`${listPath}?category=${category.id}`}
                className={`yp-catfilter__item${selected ? ' is-current' : ''}`}
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
