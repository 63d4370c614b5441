import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '../api/calls/self-service';
import { createApi } from '../api/client';
import { recordEffects } from '../api/testing/bus-recorder';
import { resetConfig } from '../api/testing/config-reset';
import { sendEnvelope, startServer, type TestServer } from '../api/testing/http-server';
import { uploadLicenceFile } from './licence-upload';

// What the upload path answers in each test: the server's answers of docs/product/errors.md, one per test.
let answer: (res: ServerResponse) => void;
let server: TestServer;
let recorder: ReturnType<typeof recordEffects>;

const stored = { id: 41, mime: 'image/png', size: 4, original_name: '营业执照.png' };
const png = () => new File(['\x89PNG'], '营业执照.png', { type: 'image/png' });

beforeAll(async () => {
  server = await startServer((_request, res) => answer(res));
});
afterAll(() => server.close());
beforeEach(() => {
  resetConfig({ apiBase: server.origin, token: 'tok-1' });
  recorder = recordEffects();
});
afterEach(() => {
  recorder.stop();
  resetConfig();
  vi.unstubAllGlobals();
});

describe('licence upload through the one client (issue 27, issue 28)', () => {
  it('sends the file as multipart to the configured API base with the token, and answers the stored file', async () => {
    answer = (res) => sendEnvelope(res, 200, { code: 10000, data: stored });
    await expect(uploadLicenceFile('/api/register/upload', png(), { api: createApi() })).resolves.toEqual(stored);
    const sent = server.seen.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/register/upload' });
    expect(sent.headers.authorization).toBe('Bearer tok-1');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="file"; filename="营业执照.png"');
    expect(recorder.events).toEqual([]);
  });

  it('times out with the client: the timeout alert, and the field says the upload failed', async () => {
    answer = () => {
      // Never answers.
    };
    const result = await uploadLicenceFile('/api/user/zizhi/upload', png(), { api: createApi({ timeoutMs: 150 }) });
    expect(result).toEqual({ error: '上传失败，请重试' });
    expect(recorder.events).toEqual([
      { type: 'ui:alert', payload: { message: '请求超时，请刷新页面', icon: 'warning', actions: [{ label: '刷新', kind: 'reload', primary: true }] } },
    ]);
  });

  it('the client waits 30 s by default (docs/product/calls.md)', () => {
    expect(createApi().timeoutMs).toBe(30_000);
  });

  it('5xx: the 系统繁忙 toast, never the server text', async () => {
    answer = (res) => sendEnvelope(res, 503, { code: 503, message: 'disk full' });
    const result = await uploadLicenceFile('/api/register/upload', png(), { api: createApi() });
    expect(result).toEqual({ error: '上传失败，请重试' });
    expect(recorder.events).toEqual([{ type: 'ui:toast', payload: { message: '系统繁忙，请稍候再试', kind: 'error' } }]);
  });

  it('an expired session: sent to login with the way back', async () => {
    vi.stubGlobal('location', { pathname: '/zhzx/zzzj', search: '', href: 'http://127.0.0.1:8080/zhzx/zzzj' });
    answer = (res) => sendEnvelope(res, 401, { code: 10001, message: '请先登录' });
    await uploadLicenceFile('/api/user/zizhi/upload', png(), { api: createApi() });
    expect(recorder.events.map((event) => event.type)).toEqual(['session:expired', 'navigate']);
    expect(recorder.events[1]?.payload).toMatchObject({ path: '/login?redirect=%2Fzhzx%2Fzzzj' });
  });

  it('459: the message and the contract page', async () => {
    answer = (res) => sendEnvelope(res, 459, { code: 459, message: '请先签署电子合同' });
    await uploadLicenceFile('/api/user/zizhi/upload', png(), { api: createApi() });
    expect(recorder.events).toEqual([
      { type: 'ui:alert', payload: { message: '请先签署电子合同', icon: 'warning' } },
      { type: 'navigate', payload: { path: '/dzht', replace: undefined } },
    ]);
  });

  it('422: the field shows the server message, and nothing else is shown', async () => {
    answer = (res) => sendEnvelope(res, 422, { code: 422, message: '提交的信息有误', errors: { file: ['仅支持 JPG、PNG 或 PDF 文件'] } });
    const result = await uploadLicenceFile('/api/register/upload', png(), { api: createApi() });
    expect(result).toEqual({ error: '仅支持 JPG、PNG 或 PDF 文件' });
    expect(recorder.events).toEqual([]);
  });

  it('a file over 5 MB is refused before anything is sent', async () => {
    const seen = server.seen.length;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await expect(uploadLicenceFile('/api/register/upload', big, { api: createApi() })).resolves.toEqual({ error: '文件不能超过5MB' });
    expect(server.seen.length).toBe(seen);
  });

  it('two uploads to one path both arrive: a second file does not cancel the first', async () => {
    const held: ServerResponse[] = [];
    answer = (res) => {
      held.push(res);
      if (held.length === 2) for (const r of held) sendEnvelope(r, 200, { code: 10000, data: stored });
    };
    const api = createApi();
    const both = await Promise.all([uploadLicenceFile('/api/register/upload', png(), { api }), uploadLicenceFile('/api/register/upload', png(), { api })]);
    expect(both).toEqual([stored, stored]);
  });
});

describe('image upload (/api/upload) through the same client', () => {
  it('not silent: a 5xx shows the toast and rejects with the ApiError', async () => {
    answer = (res) => sendEnvelope(res, 500, { code: 500, message: 'boom' });
    // uploadImage sends through the page's client (getApi), configured above.
    await expect(uploadImage(png())).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(recorder.events).toEqual([{ type: 'ui:toast', payload: { message: '系统繁忙，请稍候再试', kind: 'error' } }]);
  });

  it('silent (a form shows it on its field): rejects and shows nothing', async () => {
    answer = (res) => sendEnvelope(res, 422, { code: 422, message: '图片格式不正确', errors: { file: ['图片格式不正确'] } });
    await expect(uploadImage(png(), { silent: true })).rejects.toMatchObject({ status: 422 });
    expect(recorder.events).toEqual([]);
  });
});
