import { z } from 'zod';
import { defineCall } from '../define-call';
import { pageSchema } from '../envelope';
import { goodsSummarySchema } from '../goods';
import { newUserPicksSchema, placedAdSchema, topFocusSchema } from '../ad';
import { integer, perPage } from './fields';

/** The header's top strip, top-right ad and scrolling notice (docs/product/routes.md Header, docs/product/calls.md). */
export const focusTop = defineCall({
  output: topFocusSchema,
  method: 'GET',
  path: '/api/focus/top',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** The right bar's advertisement (docs/product/calls.md lists the path; docs/product/calls.md "Not shown" leaves the shape to us). */
export const focusRight = defineCall({
  output: placedAdSchema.nullable(),
  method: 'GET',
  path: '/api/focus/right',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** The login page's advertisement. */
export const focusLogin = defineCall({
  output: placedAdSchema.nullable(),
  method: 'GET',
  path: '/api/focus/login',
  access: 'optional',
  quiet: true,
  input: z.object({}),
});

/** 新人推荐 on home: promoted best sellers for visitors and buyers without an order (rule in docs/decisions.md ADR-030). */
export const focusNewUser = defineCall({
  output: newUserPicksSchema,
  method: 'GET',
  path: '/api/focus/xrtj',
  access: 'optional',
  quiet: true,
  input: z.object({}),
});

export const WNTJ_PER_PAGE = 10;

/** 猜你喜欢 on home, a page at a time (换一批): the rule is in docs/decisions.md ADR-030. */
export const youMayLike = defineCall({
  output: pageSchema(goodsSummarySchema),
  method: 'GET',
  path: '/api/index_wntj/:page',
  access: 'optional',
  quiet: true,
  input: z.object({
    page: integer({ min: 1, max: 10000, invalid: '页码必须是数字', fraction: '页码必须是整数', tooSmall: '页码最小为1', tooBig: '页码过大' }),
    per_page: perPage(WNTJ_PER_PAGE),
  }),
});
