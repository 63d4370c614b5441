import { z } from 'zod';
import { defineCall } from '../define-call';
import { DB_INT_MAX, integer } from './fields';
import { helpArticleSchema } from '../help';

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
