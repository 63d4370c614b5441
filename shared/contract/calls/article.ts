import { z } from 'zod';
import { defineCall } from '../define-call';
import type { HelpArticle } from '../help';

/** A help article (/help/xrzn/hyzc?id=<id>; the footer's licence links use id 66). */
export const helpArticle = defineCall<HelpArticle>()({
  method: 'GET',
  path: '/api/article/:id',
  access: 'optional',
  input: z.object({
    id: z.coerce
      .number({ error: '文章编号不正确' })
      .int('文章编号不正确')
      .positive('文章编号不正确')
      .max(2147483647, '文章编号不正确'),
  }),
});
