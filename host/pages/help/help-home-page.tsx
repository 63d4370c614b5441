import { Link, useSearchParams } from 'react-router';
import { contentApi } from '../../../shared/api/resources/content';
import { formatDate } from '../../../shared/domain';
import { Empty, LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { routeId } from '../../lib/route-id';
import { HelpShell } from './help-shell';
import { helpLinkPath, newsDetailPath, newsListPath } from '../../lib/help-paths';
import { newsApi } from '../../../shared/api/resources/news';
import { articleApi } from '../../../shared/api/resources/article';

/** /help: the help centre's home; /help?category={id} lists one category (GET /api/article/category). */
export default function HelpHomePage() {
  const [params] = useSearchParams();
  const categoryId = routeId(params.get('category'));
  return categoryId ? <CategoryPage id={categoryId} /> : <Overview />;
}

function Overview() {
  const footer = useAsync(() => contentApi.siteFooter(), []);
  const news = useAsync(() => newsApi.newsList({ page: 1 }, { silent: true }), []);
  return (
    <HelpShell crumbs={[]} current={{}} overview>
      <h1 className="yp-help__title">帮助中心</h1>
      <p className="yp-help__lead">新用户注册、采购下单、支付配送与售后问题，都可以在这里找到答案；仍有疑问请拨打客服热线 400-611-8899。</p>
      {footer.status === 'loading' && !footer.data ? <Loading text="正在加载帮助目录…" /> : null}
      <div className="yp-help__cards">
        {(footer.data?.help ?? []).map((category) => (
          <section key={category.id} className="yp-help__card" aria-labelledby={`yp-help-card-${category.id}`}>
            <h2 id={`yp-help-card-${category.id}`}>{category.name}</h2>
            <ul>
              {category.children.map((article) => (
                <li key={article.id}>
                  <Link to={helpLinkPath(article)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="yp-help__news" aria-labelledby="yp-help-latest">
        <div className="yp-help__section-head">
          <h2 id="yp-help-latest">最新资讯</h2>
          <Link to={newsListPath(1)}>更多资讯 &gt;</Link>
        </div>
        {news.data ? (
          <ul className="yp-news-list yp-news-list--compact">
            {news.data.data.slice(0, 6).map((item) => (
              <li key={item.id}>
                <span className="yp-news-list__type">[{item.type_name}]</span>
                <Link to={newsDetailPath(item.id, item.type)}>{item.title}</Link>
                <time dateTime={new Date(item.published_at * 1000).toISOString()}>{formatDate(item.published_at)}</time>
              </li>
            ))}
          </ul>
        ) : news.status === 'loading' ? (
          <Loading text="正在加载资讯…" />
        ) : (
          <LoadFailed text="资讯加载失败" />
        )}
      </section>
    </HelpShell>
  );
}

function CategoryPage({ id }: { id: number }) {
  const category = useAsync(() => articleApi.helpCategoryArticles({ category_id: id }, { silent: true }), [id]);
  const name = category.data?.name ?? '帮助分类';
  return (
    <HelpShell crumbs={[{ label: name }]} current={{ categoryId: id }}>
      {category.status === 'loading' && !category.data ? (
        <Loading text="正在加载…" />
      ) : category.data ? (
        <>
          <h1 className="yp-help__title">{category.data.name}</h1>
          {category.data.articles.length > 0 ? (
            <ul className="yp-news-list">
              {category.data.articles.map((article) => (
                <li key={article.id}>
                  <Link to={helpLinkPath(article)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <Empty icon="box" text="该分类下暂无文章" />
          )}
        </>
      ) : (
        <Empty icon="warning" text="帮助分类不存在或已删除" action={<Link to="/help">返回帮助中心</Link>} />
      )}
    </HelpShell>
  );
}
