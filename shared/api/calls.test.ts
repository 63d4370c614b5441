import { parse } from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from './client';
import { fetchFocusCommon, fetchGlobalLinks, fetchHomeFocus, fetchSiteFooter, fetchSiteInfo, sendPageView } from './calls/content';
import { recordEffects } from './testing/bus-recorder';
import { resetConfig } from './testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from './testing/http-server';

let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;
let failing = false;

beforeAll(async () => {
  server = await startServer((request, res) => {
    if (failing) return sendEnvelope(res, 503, { code: 503, message: 'down' });
    if (request.path === '/api/stats/pageview') return sendEnvelope(res, 200, { code: 10000, data: parse(request.body) });
    sendEnvelope(res, 200, { code: 10000, data: { path: request.path } });
  });
  resetConfig({ apiBase: server.origin });
});
afterAll(async () => {
  await server.close();
  resetConfig();
});
beforeEach(() => {
  failing = false;
  recorder = recordEffects();
});
afterEach(() => recorder.stop());

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
    failing = true;
    await expect(fetchIt({ api: createApi() })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(recorder.events).toEqual([]);
  });

  it('sendPageView posts the view and never rejects or shows anything', async () => {
    const api = createApi();
    await expect(sendPageView({ path: '/cart', title: '购物车' }, { api })).resolves.toBeUndefined();
    const posted = server.seen.at(-1);
    expect(posted?.method).toBe('POST');
    expect(parse(posted?.body ?? '')).toEqual({ path: '/cart', title: '购物车' });
    failing = true;
    await expect(sendPageView({ path: '/cart' }, { api })).resolves.toBeUndefined();
    expect(recorder.events).toEqual([]);
  });
});
