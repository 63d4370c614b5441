import { z } from 'zod';
import { defineCall } from '../define-call';
import { id, integerChoice, optionalIntegerChoice, page } from './fields';
import { newsDetailSchema, newsListSchema } from '../help';
import { NEWS_TYPE_VALUES } from '../../domain/help';

const NEWS_TYPE_MESSAGE = '资讯类型只能是行业资讯或公司新闻';

/** docs/product/calls.md GET /api/focus/postList: the news centre, newest first; one type, or both when type is left out. */
export const newsList = defineCall({
  output: newsListSchema,
  method: 'GET',
  path: '/api/focus/postList',
  access: 'optional',
  input: z.object({
    type: optionalIntegerChoice(NEWS_TYPE_VALUES, NEWS_TYPE_MESSAGE, undefined),
    page,
  }),
});

/** docs/product/calls.md GET /api/post/postDetail {type, id, page}: /news/info/{id}/{type}; 404 when the post is not of that type. */
export const newsDetail = defineCall({
  output: newsDetailSchema,
  method: 'GET',
  path: '/api/post/postDetail',
  access: 'optional',
  input: z.object({
    type: integerChoice(NEWS_TYPE_VALUES, NEWS_TYPE_MESSAGE),
    id: id('资讯编号'),
    page,
  }),
});
