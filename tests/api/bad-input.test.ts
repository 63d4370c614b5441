import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    setup(app) {
      // Echoes what the parsers made of a request, to check bracket notation.
      app.post('/api/test/echo', async (request) => ({ code: 10000, message: '操作成功', data: request.body }));
      app.get('/api/test/echo', async (request) => ({ code: 10000, message: '操作成功', data: request.query }));
    },
  });
});
afterAll(() => server.close());

describe('request bodies', () => {
  it('parses bracket notation in form bodies into arrays and objects', async () => {
    const res = await server.api('/api/test/echo', form('params[0][goods_id]=1&params[0][number]=10&params[1][goods_id]=2&ids[]=7&ids[]=8&new=1'));
    expect(res.body.data).toEqual({
      params: [{ goods_id: '1', number: '10' }, { goods_id: '2' }],
      ids: ['7', '8'],
      new: '1',
    });
  });

  it('parses bracket notation in query strings', async () => {
    const res = await server.api('/api/test/echo?filters[type]=1&ids[]=3&ids[]=4&page=2');
    expect(res.body.data).toEqual({ filters: { type: '1' }, ids: ['3', '4'], page: '2' });
  });

  it('answers malformed JSON with a 422 envelope and changes nothing', async () => {
    const before = await server.sessionCount();
    const res = await server.api('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "demo", "password": ',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 422, message: '提交的内容格式有误', data: null });
    expect(res.body.errors).toEqual({ body: ['提交的内容格式有误'] });
    expect(await server.sessionCount()).toBe(before);
  });

  it('answers a JSON body that is not an object with 422', async () => {
    const res = await server.api('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '["demo", "yaopi123"]',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.errors?.body?.[0]).toBe('格式不正确');
  });

  it('answers a garbage form body with field messages, not a 500', async () => {
    const before = await server.sessionCount();
    const res = await server.api('/api/login', form('%%%&&&===%E0%A4%A&username[][]]=x&password[a]=1'));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.errors?.username?.[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(res.body.errors?.password?.[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(await server.sessionCount()).toBe(before);
  });

  it('answers an unsupported content type with 415', async () => {
    const before = await server.sessionCount();
    const res = await server.api('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'username=demo&password=yaopi123',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 415, data: null });
    expect(res.body.message).toMatch(/不支持/);
    expect(await server.sessionCount()).toBe(before);
  });

  it('answers a body over the size limit with 413', async () => {
    const before = await server.sessionCount();
    const res = await server.api('/api/login', form(`username=demo&password=${'x'.repeat(600 * 1024)}`));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: '提交的内容过大', data: null });
    expect(await server.sessionCount()).toBe(before);
  });

  it('ignores prototype keys in form bodies', async () => {
    const res = await server.api('/api/test/echo', form('__proto__[admin]=1&constructor[prototype][x]=1&a=1'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ a: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
