import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { contentApi } from '../../../shared/api/resources/content';
import { NEWS_TYPES } from '../../../shared/domain/help';
import { useAsync } from '../../../shared/ui';
import { Breadcrumb, type Crumb } from '../../lib/breadcrumb';
import type { HelpCategory } from '../../../shared/contract';
import { helpCategoryPath, helpLinkPath, newsListPath } from '../../lib/help-paths';
import { readStoredHelpCategories, storeHelpCategories } from './stored-help-categories';
import './help.css';

export interface HelpMenuCurrent {
  /** The article open in the main pane. */
  articleId?: number;
  categoryId?: number;
  newsType?: number;
}

/**
 * Every help and news page: breadcrumb, the help menu on the left (the
 * footer call's categories and their articles, docs/product/states.md "Help article
 * category: from the footer call"; then the news centre's two tabs), and
 * the page itself on the right.
 */
export function HelpShell({
  crumbs,
  current,
  overview = false,
  children,
}: {
  crumbs: Crumb[];
  current: HelpMenuCurrent;
  /** The help home, whose own cards list every category: below 992 px it goes without the menu. */
  overview?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={overview ? 'yp-container yp-help yp-help--overview' : 'yp-container yp-help'}>
      <Breadcrumb items={[{ label: '帮助中心', to: '/help' }, ...crumbs]} />
      <div className="yp-help__body">
        <HelpMenu current={current} />
        <div className="yp-help__main">{children}</div>
      </div>
    </div>
  );
}

function HelpMenu({ current }: { current: HelpMenuCurrent }) {
  const footer = useAsync(() => contentApi.siteFooter(), []);
  // The copy from an earlier page load, read after the first render (which the server draws too).
  const [stored, setStored] = useState<HelpCategory[] | null>(null);
  useEffect(() => setStored(readStoredHelpCategories()), []);
  const answered = footer.data?.help;
  useEffect(() => {
    if (answered) storeHelpCategories(answered);
  }, [answered]);
  const categories = answered ?? stored ?? [];
  return (
    <nav className="yp-help__menu" aria-label="帮助菜单" aria-busy={footer.status === 'loading'}>
      <h2 className="yp-help__menu-title">
        <Link to="/help">帮助中心</Link>
      </h2>
      {footer.status === 'error' && categories.length === 0 ? (
        <p className="yp-help__menu-note" role="status">
          帮助目录加载失败
          <button type="button" className="yp-btn yp-btn--small" onClick={footer.reload}>
            重试
          </button>
        </p>
      ) : null}
      {categories.map((category) => (
        <section key={category.id} className="yp-help__menu-group" aria-labelledby={`yp-help-cat-${category.id}`}>
          <h3 id={`yp-help-cat-${category.id}`} className="yp-help__menu-head">
            <Link to={helpCategoryPath(category.id)} aria-current={current.categoryId === category.id && !current.articleId ? 'page' : undefined}>
              {category.name}
            </Link>
          </h3>
          <ul>
            {category.children.map((article) => (
              <li key={article.id}>
                <Link to={helpLinkPath(article)} aria-current={current.articleId === article.id ? 'page' : undefined}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="yp-help__menu-group" aria-labelledby="yp-help-news">
        <h3 id="yp-help-news" className="yp-help__menu-head">
          <Link to={newsListPath(NEWS_TYPES[0].type)}>新闻中心</Link>
        </h3>
        <ul>
          {NEWS_TYPES.map((tab) => (
            <li key={tab.type}>
              <Link to={newsListPath(tab.type)} aria-current={current.newsType === tab.type ? 'page' : undefined}>
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
