import * as article from '../../contract/calls/article';
import * as news from '../../contract/calls/news';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

// Help and news pages show their own 文章不存在 state, so these calls are
// silent: a missing article is a page state, not an alert.
const quiet = (options?: CallOptions): CallOptions => ({ silent: true, ...options });

/** GET /api/article/category {category_id}: a help category's article titles. */
export function fetchHelpCategory(categoryId: number, options?: CallOptions) {
  return call(article.helpCategoryArticles, { category_id: categoryId }, quiet(options));
}

/** GET /api/article/page/:slug: the article of /help/zfps/{slug}. */
export function fetchHelpPage(slug: InputOf<typeof article.helpPage>['slug'], options?: CallOptions) {
  return call(article.helpPage, { slug }, quiet(options));
}

/** GET /api/focus/postList {type, page}: the news centre, newest first. */
export function fetchNewsList(input: InputOf<typeof news.newsList>, options?: CallOptions) {
  return call(news.newsList, input, quiet(options));
}

/** GET /api/post/postDetail {type, id, page}: a news item, its neighbours and a page of its type. */
export function fetchNewsDetail(input: InputOf<typeof news.newsDetail>, options?: CallOptions) {
  return call(news.newsDetail, input, quiet(options));
}
