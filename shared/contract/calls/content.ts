import { z } from 'zod';
import { defineCall } from '../define-call';
import { text } from './fields';
import { focusCommonSchema, homeFocusSchema, navItemSchema, siteFooterSchema, siteInfoSchema } from '../content';

export const focusCommon = defineCall({
  output: focusCommonSchema,
  method: 'GET',
  path: '/api/focus/common',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

export const globalLinks = defineCall({
  output: z.array(navItemSchema),
  method: 'GET',
  path: '/api/global/links',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** Home ads (docs/product/calls.md `GET /api/focus`): banners and the bottom banner. */
export const homeFocus = defineCall({
  output: homeFocusSchema,
  method: 'GET',
  path: '/api/focus',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** The footer's help categories and licences. The spec does not show this path; see docs/decisions.md ADR-001. */
export const siteFooter = defineCall({
  output: siteFooterSchema,
  method: 'GET',
  path: '/api/article/footer',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** Site-wide facts for the header of visitors and members alike. Path decided in docs/decisions.md ADR-001. */
export const siteInfo = defineCall({
  output: siteInfoSchema,
  method: 'GET',
  path: '/api/site/info',
  access: 'optional',
  quiet: true,
  perPage: true,
  input: z.object({}),
});

/** Page views for the statistics adapter (docs/product/routes.md route flags). */
export const pageView = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/stats/pageview',
  access: 'optional',
  quiet: true,
  input: z.object({
    path: text('页面路径', 512, '缺少页面路径').refine((value) => value.startsWith('/'), '页面路径须以 / 开头'),
    title: text('页面标题', 200),
    referrer: text('来源地址', 1024),
  }),
});
