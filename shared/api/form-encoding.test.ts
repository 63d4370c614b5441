import { parse, stringify } from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define-call';
import { query } from './query/query';
import { createApi, FORM_CONTENT_TYPE } from './client';
import { encodeForm } from './form-encoding';
import { resetConfig } from './testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from './testing/http-server';

// The server reads bodies and queries back with qs.parse; the round trip is
// what matters, so the test server does exactly that and echoes the result.
const anything = z.record(z.string(), z.unknown());
const addToCart = defineCall({ output: z.unknown(), method: 'POST', path: '/api/cart', access: 'member', input: anything });
const editLine = defineCall({ output: z.unknown(), method: 'PUT', path: '/api/cart/:id/edit', access: 'member', input: anything });
const cartList = defineCall({ output: z.unknown(), method: 'GET', path: '/api/cart/list', access: 'member', input: anything });
const removeFavourite = defineCall({ output: z.unknown(), method: 'DELETE', path: '/api/favorite/:id', access: 'member', input: anything });

let server: TestServer;
const api = createApi();

beforeAll(async () => {
  server = await startServer((request, res) => {
    const raw = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
    sendEnvelope(res, 200, {
      code: 10000,
      data: { parsed: parse(raw, { arrayLimit: 1000 }), contentType: request.headers['content-type'] ?? null, path: request.path },
    });
  });
  resetConfig({ apiBase: server.origin });
});

afterAll(async () => {
  await server.close();
  resetConfig();
});

describe('form encoding', () => {
  it('writes arrays of objects with indexed brackets', () => {
    expect(decodeURIComponent(encodeForm({ params: [{ goods_id: 1, number: 2 }] }))).toBe('params[0][goods_id]=1&params[0][number]=2');
    expect(decodeURIComponent(encodeForm({ ids: [1, 2] }))).toBe('ids[0]=1&ids[1]=2');
  });

  it('leaves out undefined and empty lists, sends null as an empty value and dates as ISO text', () => {
    const body = encodeForm({ a: undefined, b: null, c: [], d: {}, e: new Date(Date.UTC(2026, 10, 24, 8, 30)), f: 0, g: '' });
    expect(decodeURIComponent(body)).toBe('b=&e=2026-11-24T08:30:00.000Z&f=0&g=');
  });

  it('reads back on the server exactly as the qs encoding it replaces', () => {
    const inputs: Record<string, unknown>[] = [
      { params: [{ goods_id: 1, number: 2, gift: { id: 3, on: true } }], ids: [3, 4], new: false },
      { keywords: '阿莫西林 0.25g&胶囊=24粒+%', page: 2, 'a[b]': 'x', empty: null, skipped: undefined },
      { deep: { list: [[1, 2], [3]], flag: true, when: new Date(0) } },
    ];
    const qsEncoding = (input: Record<string, unknown>) =>
      stringify(input, { arrayFormat: 'indices', filter: (_prefix, value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value) });
    for (const input of inputs) {
      expect(parse(encodeForm(input), { arrayLimit: 1000, depth: 10 })).toEqual(parse(qsEncoding(input), { arrayLimit: 1000, depth: 10 }));
    }
  });

  it('sends POST bodies form-encoded and the server reads back arrays and nested objects', async () => {
    const echo = (await query(
      addToCart,
      {
        params: [
          { goods_id: 1, number: 2 },
          { goods_id: 7, number: 10 },
        ],
        ids: [3, 4],
        new: true,
      },
      { api },
    )) as { parsed: unknown; contentType: string };
    expect(echo.contentType).toBe(FORM_CONTENT_TYPE);
    expect(echo.parsed).toEqual({
      params: [
        { goods_id: '1', number: '2' },
        { goods_id: '7', number: '10' },
      ],
      ids: ['3', '4'],
      // Booleans travel as the spec's 1/0 flags.
      new: '1',
    });
  });

  it('fills path parameters and sends only the rest (PUT)', async () => {
    const echo = (await query(editLine, { id: 12, params: { number: 5 }, new: false }, { api })) as {
      parsed: unknown;
      path: string;
    };
    expect(echo.path).toBe('/api/cart/12/edit');
    expect(echo.parsed).toEqual({ params: { number: '5' }, new: '0' });
  });

  it('puts GET and DELETE input in the query string the same way', async () => {
    const list = (await query(cartList, { filters: 99999, ids: [5, 6] }, { api })) as { parsed: unknown; path: string };
    expect(list.path).toBe('/api/cart/list');
    expect(list.parsed).toEqual({ filters: '99999', ids: ['5', '6'] });

    const removed = (await query(removeFavourite, { id: 9, goods_ids: [1, 2] }, { api })) as { parsed: unknown; path: string };
    expect(removed.path).toBe('/api/favorite/9');
    expect(removed.parsed).toEqual({ goods_ids: ['1', '2'] });
  });

  it('keeps Chinese text and reserved characters intact', async () => {
    const echo = (await query(cartList, { keywords: '阿莫西林 0.25g&胶囊=24粒' }, { api })) as { parsed: unknown };
    expect(echo.parsed).toEqual({ keywords: '阿莫西林 0.25g&胶囊=24粒' });
  });
});
