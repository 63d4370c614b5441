import { z } from 'zod';

/** One help-centre article (帮助中心), as `GET /api/article/:id` returns it. */
export const helpArticleSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  body: z.string(),
  category: z.strictObject({
    id: z.number(),
    name: z.string(),
  }),
  /** 10-digit seconds. */
  created_at: z.number(),
});

export type HelpArticle = z.infer<typeof helpArticleSchema>;
