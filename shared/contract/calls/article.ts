import { z } from 'zod';
import { defineCall } from '../define-call';
import { DB_INT_MAX, integer } from './fields';
import { helpArticleSchema, helpCategoryArticlesSchema } from '../help';
import { HELP_PAGE_SLUGS } from '../../domain/help';

/** A help article (/help/xrzn/hyzc?id=<id>; the footer's licence links use id 66). */
export const helpArticle = defineCall({
  output: helpArticleSchema,
  method: 'GET',
  path: '/api/article/:id',
  access: 'optional',
  input: z.object({
    id: integer({ min: 1, max: DB_INT_MAX, invalid: '文章编号不正确' }),
  }),
});

/** docs/product/calls.md GET /api/article/category {category_id}: a help category's articles, in menu order. */
export const helpCategoryArticles = defineCall({
  output: helpCategoryArticlesSchema,
  method: 'GET',
  path: '/api/article/category',
  access: 'optional',
  input: z.object({
    category_id: integer({ min: 1, max: DB_INT_MAX, invalid: '分类编号不正确', required: '请选择帮助分类' }),
  }),
});

/**
 * The article behind one of the /help/zfps/{slug} pages (订单支付, 货物配送,
 * 药品退换货). The spec shows the pages, not their call; path decided in
 * docs/decisions.md ADR-030.
 */
export const helpPage = defineCall({
  output: helpArticleSchema,
  method: 'GET',
  path: '/api/article/page/:slug',
  access: 'optional',
  input: z.object({
    slug: z.enum(HELP_PAGE_SLUGS, { error: '帮助页面不存在' }),
  }),
});
