import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/domain';
import { NEWS_TYPES, newsTypeName } from '../../../shared/domain/help';
import { Empty, Loading, useAsync } from '../../../shared/ui';
import { routeId } from '../../lib/route-id';
import { HelpShell } from './help-shell';
import { newsDetailPath, newsListPath } from '../../lib/help-paths';
import { RichText } from '../../lib/rich-text';
import { newsApi } from '../../../shared/api/resources/news';

/**
 * /news/info/{id}/{type}?page={n}: one news item (GET /api/post/postDetail),
 * previous/next of its type, and the list page the reader came from beside
 * it. The summary becomes the page's description (docs/product/calls.md).
 */
export default function NewsDetailPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const id = routeId(params.id);
  const type = NEWS_TYPES.find((t) => String(t.type) === params.type)?.type;
  const page = routeId(query.get('page')) ?? 1;
  const detail = useAsync(
    () => (id && type ? newsApi.newsDetail({ id, type, page }, { silent: true }) : Promise.reject(new Error('bad address'))),
    [id, type, page],
  );
  const data = detail.data;
  useDescription(data?.post.summary);
  const typeName = type ? newsTypeName(type) : '新闻中心';
  return (
    <HelpShell
      crumbs={[
        { label: '新闻中心', to: newsListPath(NEWS_TYPES[0].type) },
        { label: typeName, to: type ? newsListPath(type, page) : undefined },
        { label: data?.post.title ?? '资讯详情' },
      ]}
      current={{ newsType: type }}
    >
      {detail.status === 'loading' && !data ? (
        <Loading text="正在加载资讯…" />
      ) : !data ? (
        <Empty icon="warning" text="资讯不存在或已删除" action={<Link to={newsListPath(type ?? NEWS_TYPES[0].type)}>返回新闻中心</Link>} />
      ) : (
        <div className="yp-news-detail" aria-busy={detail.status === 'loading'}>
          <article className="yp-help__article" aria-labelledby="yp-news-title">
            <h1 id="yp-news-title" className="yp-help__title">
              {data.post.title}
            </h1>
            <p className="yp-help__meta">
              <span>{data.post.type_name}</span>
              <time dateTime={new Date(data.post.published_at * 1000).toISOString()}>发布时间：{formatDate(data.post.published_at, true)}</time>
              {data.post.source ? <span>来源：{data.post.source}</span> : null}
            </p>
            {data.post.summary ? <p className="yp-help__summary">{data.post.summary}</p> : null}
            <RichText html={data.post.body} />
            <nav className="yp-news-detail__nav" aria-label="上一篇和下一篇">
              <p>上一篇：{data.prev ? <Link to={newsDetailPath(data.prev.id, data.prev.type, page)}>{data.prev.title}</Link> : <span>没有了</span>}</p>
              <p>下一篇：{data.next ? <Link to={newsDetailPath(data.next.id, data.next.type, page)}>{data.next.title}</Link> : <span>没有了</span>}</p>
              <p>
                <Link to={newsListPath(data.post.type, page)}>返回列表</Link>
              </p>
            </nav>
          </article>
          <aside className="yp-news-detail__side" aria-labelledby="yp-news-side">
            <h2 id="yp-news-side">{data.post.type_name}</h2>
            <ul>
              {data.list.data.map((item) => (
                <li key={item.id}>
                  <Link to={newsDetailPath(item.id, item.type, page)} aria-current={item.id === data.post.id ? 'page' : undefined}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      )}
    </HelpShell>
  );
}

/** The post's summary as the document's description while the page is open. */
function useDescription(summary: string | undefined) {
  useEffect(() => {
    if (!summary) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = summary;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [summary]);
}
