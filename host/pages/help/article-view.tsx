import { Link } from 'react-router';
import type { HelpArticle } from '../../../shared/contract/help';
import { formatDate } from '../../../shared/domain';
import { Empty, Loading, type AsyncState } from '../../../shared/ui';
import { RichText } from '../../lib/rich-text';

/** An article, or its loading / missing state (also the /help/zfps pages' body). */
export function ArticleView({ article }: { article: AsyncState<HelpArticle> & { reload: () => void } }) {
  if (article.status === 'loading' && !article.data) return <Loading text="正在加载文章…" />;
  if (!article.data) return <Empty icon="warning" text="文章不存在或已删除" action={<Link to="/help">返回帮助中心</Link>} />;
  const data = article.data;
  return (
    <article className="yp-help__article" aria-labelledby="yp-help-article-title" aria-busy={article.status === 'loading'}>
      <h1 id="yp-help-article-title" className="yp-help__title">
        {data.title}
      </h1>
      <p className="yp-help__meta">
        <span>{data.category.name}</span>
        <span>更新时间：{formatDate(data.created_at)}</span>
      </p>
      <RichText html={data.body} />
    </article>
  );
}
