import { parse } from 'qs';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from './client';
import { clearPageMemo } from './query/per-page';
import { contentApi } from './resources/content';
import { adApi } from './resources/ad';
import { orderApi, withIdempotencyKey } from './resources/order';
import { echoServer } from './testing/echo-server';

const echo = echoServer((request) => (request.path === '/api/stats/pageview' ? parse(request.body) : { path: request.path }));

// The calls whose failures the buyer is spared (docs/product/errors.md), and those shared per page.
const pageWide = [
  ['focusCommon', contentApi.focusCommon, '/api/focus/common'],
  ['globalLinks', contentApi.globalLinks, '/api/global/links'],
  ['homeFocus', contentApi.homeFocus, '/api/focus'],
  ['siteFooter', contentApi.siteFooter, '/api/article/footer'],
  ['siteInfo', contentApi.siteInfo, '/api/site/info'],
  ['focusTop', adApi.focusTop, '/api/focus/top'],
  ['focusRight', adApi.focusRight, '/api/focus/right'],
] as const;

afterEach(() => clearPageMemo());

describe('quiet and per-page calls', () => {
  it.each(pageWide)('%s calls its contract path', async (_name, callIt, path) => {
    await expect(callIt({}, { api: createApi() })).resolves.toEqual({ path });
  });

  it.each(pageWide)('%s fails quietly (no alert or toast) but still rejects', async (_name, callIt) => {
    echo.failing = true;
    await expect(callIt({}, { api: createApi() })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(echo.recorder.events).toEqual([]);
  });

  it('a quiet call still shows its failure when the caller asks (silent: false)', async () => {
    echo.failing = true;
    await expect(contentApi.siteInfo({}, { api: createApi(), silent: false })).rejects.toMatchObject({ status: 503 });
    expect(echo.recorder.events).not.toEqual([]);
  });

  it('a call that is not quiet shows its failure', async () => {
    echo.failing = true;
    await expect(orderApi.orderList({}, { api: createApi() })).rejects.toMatchObject({ status: 503 });
    expect(echo.recorder.events).not.toEqual([]);
  });

  it.each(pageWide)('%s is made once for the widgets of one page, and again after a failure', async (_name, callIt, path) => {
    const before = echo.server.seen.length;
    const answers = await Promise.all([callIt(), callIt(), callIt()]);
    expect(answers).toEqual([{ path }, { path }, { path }]);
    expect(echo.server.seen.length - before).toBe(1);
    clearPageMemo();
    echo.failing = true;
    await expect(callIt()).rejects.toMatchObject({ status: 503 });
    echo.failing = false;
    await expect(callIt()).resolves.toEqual({ path });
    expect(echo.server.seen.length - before).toBe(3);
  });

  it('a per-page call on its own client is its own request', async () => {
    const before = echo.server.seen.length;
    await Promise.all([contentApi.siteInfo(), contentApi.siteInfo({}, { api: createApi() })]);
    expect(echo.server.seen.length - before).toBe(2);
  });

  it('the page view is posted quietly', async () => {
    const api = createApi();
    await expect(contentApi.pageView({ path: '/cart', title: '购物车' }, { api })).resolves.toBeDefined();
    const posted = echo.server.seen.at(-1);
    expect(posted?.method).toBe('POST');
    expect(parse(posted?.body ?? '')).toEqual({ path: '/cart', title: '购物车' });
    echo.failing = true;
    await expect(contentApi.pageView({ path: '/cart' }, { api })).rejects.toMatchObject({ status: 503 });
    expect(echo.recorder.events).toEqual([]);
  });

  it('an idempotent call carries its key', async () => {
    await orderApi.orderCreate({ ids: [1], address_id: 1 }, withIdempotencyKey('k-1', { api: createApi() }));
    expect(echo.server.seen.at(-1)?.headers['idempotency-key']).toBe('k-1');
  });
});
