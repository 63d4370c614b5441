import { useSearchParams } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { routeId } from '../../lib/route-id';
import { HelpShell } from './help-shell';
import { helpCategoryPath } from '../../lib/help-paths';
import { ArticleView } from './article-view';
import { articleApi } from '../../../shared/api/resources/article';

/** /help/xrzn/hyzc?id={id}: one help article (the footer's and the help menu's links; licences are id 66). */
export default function HelpArticlePage() {
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  const article = useAsync(() => (id ? articleApi.helpArticle({ id }, { silent: true }) : Promise.reject(new Error('no id'))), [id]);
  const data = article.data;
  return (
    <HelpShell
      crumbs={data ? [{ label: data.category.name, to: helpCategoryPath(data.category.id) }, { label: data.title }] : [{ label: '帮助文章' }]}
      current={{ articleId: data?.id, categoryId: data?.category.id }}
    >
      <ArticleView article={article} />
    </HelpShell>
  );
}
