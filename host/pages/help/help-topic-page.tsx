import { Link, Navigate, useParams } from 'react-router';
import { HELP_PAGES, type HelpPageSlug } from '../../../shared/domain/help';
import { useAsync } from '../../../shared/ui';
import { NOT_FOUND_PATH } from '../../paths';
import { ArticleView } from './article-view';
import { HelpShell } from './help-shell';
import { helpTopicPath } from '../../lib/help-paths';
import { articleApi } from '../../../shared/api/resources/article';

/** /help/zfps/{ddzf|hwps|ypth} (/help/pay opens the first): 订单支付, 货物配送, 药品退换货 as tabs. */
export default function HelpTopicPage() {
  const { slug } = useParams();
  const topic = HELP_PAGES.find((page) => page.slug === slug);
  if (!topic) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <Topic slug={topic.slug} name={topic.name} />;
}

function Topic({ slug, name }: { slug: HelpPageSlug; name: string }) {
  const article = useAsync(() => articleApi.helpPage({ slug }, { silent: true }), [slug]);
  return (
    <HelpShell crumbs={[{ label: '支付与配送', to: '/help/pay' }, { label: name }]} current={{ articleId: article.data?.id }}>
      <nav className="yp-help__tabs" aria-label="支付与配送">
        {HELP_PAGES.map((page) => (
          <Link key={page.slug} to={helpTopicPath(page.slug)} aria-current={page.slug === slug ? 'page' : undefined}>
            {page.name}
          </Link>
        ))}
      </nav>
      <ArticleView article={article} />
    </HelpShell>
  );
}
