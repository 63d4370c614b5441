import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/domain';
import { NEWS_TYPES } from '../../../shared/domain/help';
import { AsyncView, Pager, useAsync } from '../../../shared/ui';
import { routeId } from '../../lib/route-id';
import { HelpShell } from './help-shell';
import { newsDetailPath, newsListPath } from '../../lib/help-paths';
import { newsApi } from '../../../shared/api/resources/news';

/** /news?type={1|2}&page={n}: the news centre, one tab per type, newest first (GET /api/focus/postList). */
export default function NewsListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = NEWS_TYPES.find((t) => String(t.type) === params.get('type')) ?? NEWS_TYPES[0];
  const page = routeId(params.get('page')) ?? 1;
  const list = useAsync(() => newsApi.newsList({ type: tab.type, page }, { silent: true }), [tab.type, page]);
  return (
    <HelpShell crumbs={[{ label: '新闻中心', to: newsListPath(NEWS_TYPES[0].type) }, { label: tab.name }]} current={{ newsType: tab.type }}>
      <h1 className="yp-help__title">新闻中心</h1>
      <nav className="yp-help__tabs" aria-label="资讯类型">
        {NEWS_TYPES.map((t) => (
          <Link key={t.type} to={newsListPath(t.type)} aria-current={t.type === tab.type ? 'page' : undefined}>
            {t.name}
          </Link>
        ))}
      </nav>
      <AsyncView state={list} loadingText="正在加载资讯…" errorText="资讯加载失败" emptyText="暂无资讯">
        {(data) => (
          <>
            <ul className="yp-news-list" aria-label={`${tab.name}列表`}>
              {data.data.map((item) => (
                <li key={item.id} className="yp-news-list__item">
                  <div className="yp-news-list__head">
                    <Link to={newsDetailPath(item.id, item.type, data.current_page)}>{item.title}</Link>
                    <time dateTime={new Date(item.published_at * 1000).toISOString()}>{formatDate(item.published_at)}</time>
                  </div>
                  {item.summary ? <p className="yp-news-list__summary">{item.summary}</p> : null}
                </li>
              ))}
            </ul>
            <div className="yp-help__pager">
              <Pager of={data} onChange={(next) => void navigate(newsListPath(tab.type, next))} />
            </div>
          </>
        )}
      </AsyncView>
    </HelpShell>
  );
}
