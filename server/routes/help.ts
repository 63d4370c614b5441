import type { FastifyInstance } from 'fastify';
import * as calls from '../../shared/contract/calls';
import { route, type AppDeps } from '../http/route';
import { helpArticle, helpCategoryArticles, helpPage } from '../services/help/articles';
import { newsDetail, newsList } from '../services/help/news';

/** Help centre and news centre (docs/product/routes.md "Help centre /help", docs/product/calls.md): public content, every body sanitised on the way out. */
export function registerHelpRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, calls.helpArticle, ({ input }) => helpArticle(deps.db, input.id));
  route(app, deps, calls.helpCategoryArticles, ({ input }) => helpCategoryArticles(deps.db, input.category_id));
  route(app, deps, calls.helpPage, ({ input }) => helpPage(deps.db, input.slug));
  route(app, deps, calls.newsList, ({ input }) => newsList(deps.db, input.type, input.page));
  route(app, deps, calls.newsDetail, ({ input }) => newsDetail(deps.db, input.type, input.id, input.page));
}
