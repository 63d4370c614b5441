import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { cartApi } from './resources/cart';
import { echoServer } from './testing/echo-server';

// The client derived from the contract: each def is called as a function and
// goes through call() (path filling, body encoding, error effects, silent).
const echo = echoServer((request) => ({ path: request.path, body: parse(request.body) }));

describe('cartApi (derived from shared/contract/calls/cart)', () => {
  it('fills the path parameter from the input and sends the rest as the body', async () => {
    const answer = await cartApi.cartEdit({ id: 12, params: { number: 3 } }, { api: createApi() });
    expect(answer).toEqual({ path: '/api/cart/12/edit', body: { params: { number: '3' } } });
    expect(echo.server.seen.at(-1)?.method).toBe('POST');
  });

  it('makes a call whose input is all optional without one', async () => {
    await expect(cartApi.cartTotal(undefined, { api: createApi() })).resolves.toMatchObject({ path: '/api/cart/total' });
  });

  it('shows the failure (the 5xx toast) and rejects, unless silent', async () => {
    echo.failing = true;
    await expect(cartApi.cartList({}, { api: createApi() })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(echo.recorder.events.length).toBeGreaterThan(0);
    const shown = echo.recorder.events.length;
    await expect(cartApi.cartList({}, { api: createApi(), silent: true })).rejects.toMatchObject({ status: 503 });
    expect(echo.recorder.events.length).toBe(shown);
  });

  it('keeps the contract facts on each call', () => {
    const { method, path, access } = cartApi.cartAdd;
    expect({ method, path, access }).toEqual({ method: 'POST', path: '/api/cart', access: 'member' });
  });
});
