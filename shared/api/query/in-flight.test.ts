import type { ServerResponse } from 'node:http';
import { parse } from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, type Method } from '../../contract/define-call';
import { query } from './query';
import { createApi } from '../client';
import { createInFlight } from './in-flight';
import { beginRenderPass, endRenderPass } from '../../page/render-pass';
import { recordEffects } from '../testing/bus-recorder';
import { resetConfig } from '../testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from '../testing/http-server';

// The server answers a request marked n=1 only once one marked n=2 has
// reached the same method and path (in either arrival order: the two travel
// on separate connections). So the first call only ever resolves when it was
// not cancelled, whatever the timing.
const held = new Map<string, ServerResponse>();
const released = new Set<string>();
function answer(res: ServerResponse, n: string) {
  sendEnvelope(res, 200, { code: 10000, data: { n } });
}

const def = (method: Method, path: string) =>
  defineCall({ output: z.object({ n: z.string() }), method, path, access: 'member', input: z.object({ n: z.number() }) });

let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;

beforeAll(async () => {
  server = await startServer((request, res) => {
    const input = parse(request.method === 'GET' ? request.query : request.body) as { n?: string };
    const key = `${request.method} ${request.path}`;
    if (input.n === '1') {
      if (released.has(key)) answer(res, '1');
      else held.set(key, res);
      return;
    }
    answer(res, input.n ?? '');
    const first = held.get(key);
    held.delete(key);
    if (first) {
      if (!first.destroyed) answer(first, '1');
    } else {
      released.add(key);
    }
  });
  resetConfig({ apiBase: server.origin });
});
afterAll(async () => {
  await server.close();
  resetConfig();
});
beforeEach(() => {
  recorder = recordEffects();
});
afterEach(() => {
  recorder.stop();
  held.clear();
  released.clear();
});

describe('cancel-previous (docs/product/calls.md)', () => {
  it('a repeated call to a path aborts the previous one silently; the newer one resolves', async () => {
    const api = createApi();
    const search = def('GET', '/api/goods/search');
    const first = query(search, { n: 1 }, { api });
    const second = query(search, { n: 2 }, { api });
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    await expect(second).resolves.toEqual({ n: '2' });
    expect(recorder.events).toEqual([]);
  });

  it('cancels /api/cart/list: the exceptions match the path exactly', async () => {
    const api = createApi();
    const list = def('GET', '/api/cart/list');
    const first = query(list, { n: 1 }, { api });
    const second = query(list, { n: 2 }, { api });
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    await expect(second).resolves.toEqual({ n: '2' });
  });

  // The page view is ours: a quick route change must not abort the last page's view.
  it.each(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap', '/api/stats/pageview'])(
    'never cancels POST %s: both calls resolve',
    async (path) => {
      const api = createApi();
      const add = def('POST', path);
      const first = query(add, { n: 1 }, { api });
      const second = query(add, { n: 2 }, { api });
      await expect(Promise.all([first, second])).resolves.toEqual([{ n: '1' }, { n: '2' }]);
    },
  );

  it('never cancels GET /api/user/coupon', async () => {
    const api = createApi();
    const coupons = def('GET', '/api/user/coupon');
    const first = query(coupons, { n: 1 }, { api });
    const second = query(coupons, { n: 2 }, { api });
    await expect(Promise.all([first, second])).resolves.toEqual([{ n: '1' }, { n: '2' }]);
  });

  it('does not cancel across different paths or methods', async () => {
    const api = createApi();
    const lineA = defineCall({
      output: z.object({ n: z.string() }),
      method: 'POST',
      path: '/api/cart/:id/edit',
      access: 'member',
      input: z.object({ id: z.number(), n: z.number() }),
    });
    const first = query(lineA, { id: 12, n: 1 }, { api });
    // Another line's edit: a different filled path, so the first survives…
    const other = query(lineA, { id: 13, n: 3 }, { api });
    await expect(other).resolves.toEqual({ n: '3' });
    // …and a GET on the same path does not cancel a POST either.
    const list = def('GET', '/api/cart/12/edit');
    await expect(query(list, { n: 4 }, { api })).resolves.toEqual({ n: '4' });
    // Release the held first call from another client (its own in-flight
    // table), so nothing here can cancel it: it resolves only if it survived.
    await expect(query(lineA, { id: 12, n: 2 }, { api: createApi() })).resolves.toEqual({ n: '2' });
    await expect(first).resolves.toEqual({ n: '1' });
  });
});

describe('cancel-previous during a server render', () => {
  afterEach(() => endRenderPass());

  it('cancels nothing: the render’s loads run side by side and each gets its answer', async () => {
    beginRenderPass({ phase: 'server', async: new Map(), api: createApi() });
    const search = def('GET', '/api/goods/search');
    const first = query(search, { n: 1 });
    const second = query(search, { n: 2 });
    await expect(Promise.all([first, second])).resolves.toEqual([{ n: '1' }, { n: '2' }]);
  });
});

describe('createInFlight', () => {
  it('frees the slot only for the newest call', () => {
    const registry = createInFlight(['/api/cart']);
    const cancelled: string[] = [];
    const releaseA = registry.track('GET', '/api/cart/list', () => cancelled.push('a'));
    registry.track('GET', '/api/cart/list', () => cancelled.push('b'));
    // A late settle of the replaced call must not free the newer one's slot.
    releaseA();
    registry.track('GET', '/api/cart/list', () => cancelled.push('c'));
    expect(cancelled).toEqual(['a', 'b']);
    registry.track('POST', '/api/cart', () => cancelled.push('d'));
    registry.track('POST', '/api/cart', () => cancelled.push('e'));
    expect(cancelled).toEqual(['a', 'b']);
  });
});
