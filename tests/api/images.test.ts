import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /img/qr.svg', () => {
  it('draws a QR code of the text as SVG, cacheable', async () => {
    const res = await fetch(`${server.base}/img/qr.svg?text=${encodeURIComponent('https://yaopi.example/下载')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it('draws different codes for different texts', async () => {
    const a = await (await fetch(`${server.base}/img/qr.svg?text=a`)).text();
    const b = await (await fetch(`${server.base}/img/qr.svg?text=b`)).text();
    expect(a).not.toBe(b);
  });

  it('answers 422 for a missing or too long text', async () => {
    const missing = await server.api('/img/qr.svg');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ text: ['缺少二维码内容'] });
    const long = await server.api(`/img/qr.svg?text=${'x'.repeat(513)}`);
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('二维码内容不能超过512个字符');
  });
});

describe('GET /img/category/:key.svg and /img/brand/:id.svg', () => {
  it('draws category icons in the normal and the light tone', async () => {
    const dark = await fetch(`${server.base}/img/category/pill.svg`);
    expect(dark.status).toBe(200);
    expect(await dark.text()).toContain('stroke="#1a7fd4"');
    const light = await fetch(`${server.base}/img/category/pill.svg?tone=light`);
    expect(await light.text()).toContain('stroke="#ffffff"');
  });

  it('answers 404 for an unknown icon or banner', async () => {
    for (const path of ['/img/category/nope.svg', '/img/banner/9999.svg', '/img/banner/abc.svg', '/img/brand/9999.svg']) {
      const res = await server.api(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe(404);
    }
  });

  it('draws a brand wordmark', async () => {
    const res = await fetch(`${server.base}/img/brand/1.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('同仁堂');
  });
});
