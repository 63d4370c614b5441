import { z } from 'zod';
import { helpArticleLinkSchema } from './content';
import { pageSchema } from './envelope';

/** One help-centre article (帮助中心), as `GET /api/article/:id` returns it. */
export const helpArticleSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  /** Sanitised rich text (HTML, server/lib/rich-text.ts allowlist): safe to render as HTML. */
  body: z.string(),
  category: z.strictObject({
    id: z.number(),
    name: z.string(),
  }),
  /** 10-digit seconds. */
  created_at: z.number(),
});

/** GET /api/article/category {category_id}: one help category and its article titles (the help menu's section). */
export const helpCategoryArticlesSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  articles: z.array(helpArticleLinkSchema),
});

/** A news item in a list (GET /api/focus/postList). */
export const newsItemSchema = z.strictObject({
  id: z.number(),
  /** 1 行业资讯, 2 公司新闻 (shared/domain/help.ts NEWS_TYPES). */
  type: z.number(),
  type_name: z.string(),
  title: z.string(),
  /** Plain text. */
  summary: z.string(),
  /** 10-digit seconds. */
  published_at: z.number(),
});

export const newsListSchema = pageSchema(newsItemSchema);

const newsLinkSchema = z.strictObject({ id: z.number(), type: z.number(), title: z.string() });

/** GET /api/post/postDetail {type, id, page}: the post, its neighbours and a page of its type for the side list. */
export const newsDetailSchema = z.strictObject({
  post: z.strictObject({
    id: z.number(),
    type: z.number(),
    type_name: z.string(),
    title: z.string(),
    /** Plain text; the page's description (docs/product/calls.md: post.summary fills header content). */
    summary: z.string(),
    /** Sanitised rich text (HTML). */
    body: z.string(),
    source: z.string(),
    published_at: z.number(),
  }),
  /** The newer post of the same type (上一篇), or null. */
  prev: newsLinkSchema.nullable(),
  /** The older post of the same type (下一篇), or null. */
  next: newsLinkSchema.nullable(),
  /** Page `page` of the same type, newest first (the side list; also where 返回列表 goes). */
  list: newsListSchema,
});

export type HelpArticle = z.infer<typeof helpArticleSchema>;
export type HelpCategoryArticles = z.infer<typeof helpCategoryArticlesSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsList = z.infer<typeof newsListSchema>;
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export type NewsLink = z.infer<typeof newsLinkSchema>;
