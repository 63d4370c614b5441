import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { fetchFocusCommon, fetchGlobalLinks, fetchHomeFocus, fetchSiteFooter, fetchSiteInfo, sendPageView } from './calls/content';
import { echoServer } from './testing/echo-server';

const echo = echoServer((request) => (request.path === '/api/stats/pageview' ? parse(request.body) : { path: request.path }));

const contentCalls = [
  ['fetchFocusCommon', fetchFocusCommon, '/api/focus/common'],
  ['fetchGlobalLinks', fetchGlobalLinks, '/api/global/links'],
  ['fetchHomeFocus', fetchHomeFocus, '/api/focus'],
  ['fetchSiteFooter', fetchSiteFooter, '/api/article/footer'],
  ['fetchSiteInfo', fetchSiteInfo, '/api/site/info'],
] as const;

describe('content calls', () => {
  it.each(contentCalls)('%s calls its contract path', async (_name, fetchIt, path) => {
    await expect(fetchIt({ api: createApi() })).resolves.toEqual({ path });
  });

  it.each(contentCalls)('%s fails quietly (docs/product/errors.md: common-data and ad failures are ignored) but still rejects', async (_name, fetchIt) => {
    echo.failing = true;
    await expect(fetchIt({ api: createApi() })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(echo.recorder.events).toEqual([]);
  });

  it('sendPageView posts the view and never rejects or shows anything', async () => {
    const api = createApi();
    await expect(sendPageView({ path: '/cart', title: '购物车' }, { api })).resolves.toBeUndefined();
    const posted = echo.server.seen.at(-1);
    expect(posted?.method).toBe('POST');
    expect(parse(posted?.body ?? '')).toEqual({ path: '/cart', title: '购物车' });
    echo.failing = true;
    await expect(sendPageView({ path: '/cart' }, { api })).resolves.toBeUndefined();
    expect(echo.recorder.events).toEqual([]);
  });
});
