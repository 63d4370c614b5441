import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// A stand-in project folder with a built site, so these tests do not
// depend on whether `npm run build` has run in the checkout.
const built = mkdtempSync(join(tmpdir(), 'yaopi-static-'));
const empty = mkdtempSync(join(tmpdir(), 'yaopi-nobuild-'));
mkdirSync(join(built, 'dist', 'site', 'assets'), { recursive: true });
mkdirSync(join(built, 'dist', 'embed', 'v1', 'chunks'), { recursive: true });
mkdirSync(join(built, 'demo'), { recursive: true });
writeFileSync(join(built, 'dist', 'site', 'index.html'), '<!doctype html><title>药批</title><div id="root"></div>');
writeFileSync(join(built, 'dist', 'site', 'assets', 'app-3f2a.js'), 'console.log(1)');
writeFileSync(join(built, 'dist', 'embed', 'v1', 'yaopi.js'), 'import("./chunks/search-bar.element-Ab12.js")');
writeFileSync(join(built, 'dist', 'embed', 'v1', 'yaopi.0123abcd45.js'), 'import("./chunks/search-bar.element-Ab12.js")');
writeFileSync(join(built, 'dist', 'embed', 'v1', 'chunks', 'search-bar.element-Ab12.js'), 'export {}');
writeFileSync(join(built, 'dist', 'embed', 'v1', 'integrity.json'), '{"entry":"yaopi.js"}');
writeFileSync(join(built, 'demo', 'partner.html'), '<!doctype html><title>合作伙伴</title>');
mkdirSync(join(built, 'demo', 'vendor'), { recursive: true });
writeFileSync(join(built, 'demo', 'vendor', 'jquery.min.js'), '/*! jQuery v4 */window.jQuery=function(){};');
// A development install's jQuery, which a production install would not have: never served.
mkdirSync(join(built, 'node_modules', 'jquery', 'dist'), { recursive: true });
writeFileSync(join(built, 'node_modules', 'jquery', 'dist', 'jquery.js'), '/*! jQuery from node_modules */');

let site: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [site, bare] = await Promise.all([
    startServer({ app: { projectRoot: built, frameAncestors: ['https://erp.example'] } }),
    startServer({ app: { projectRoot: empty } }),
  ]);
});
afterAll(async () => {
  await Promise.all([site.close(), bare.close()]);
  rmSync(built, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

describe('the built site', () => {
  it('serves index.html for app routes (SPA fallback) with the site policy: framed by the site alone', async () => {
    for (const path of ['/', '/list/info/12', '/zhzx/basic']) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<div id="root">');
      // Per-page framing (tests/security/framing.test.ts): the ERP origin frames only the order frame.
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).not.toContain('https://erp.example');
      expect(policy, path).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets as immutable and missing files as 404, not the app shell', async () => {
    const asset = await fetch(`${site.base}/assets/app-3f2a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${site.base}/assets/gone-1234.js`);
    expect(missing.status).toBe(404);
  });

  it('serves the embed bundle to any origin and the demo pages', async () => {
    const embed = await fetch(`${site.base}/embed/v1/yaopi.js`, { headers: { origin: 'https://partner.example' } });
    expect(embed.status).toBe(200);
    expect(embed.headers.get('access-control-allow-origin')).toBe('*');
    expect(embed.headers.get('content-type')).toMatch(/javascript/);
    const demo = await fetch(`${site.base}/demo/partner.html`);
    expect(await demo.text()).toContain('合作伙伴');
  });

  it('caches the moving v1 entry for minutes and the hashed chunks and pinned entry for good', async () => {
    const entry = await fetch(`${site.base}/embed/v1/yaopi.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    const integrity = await fetch(`${site.base}/embed/v1/integrity.json`);
    expect(integrity.status).toBe(200);
    expect(integrity.headers.get('cache-control')).toBe('public, max-age=300');
    for (const path of ['/embed/v1/chunks/search-bar.element-Ab12.js', '/embed/v1/yaopi.0123abcd45.js']) {
      const res = await fetch(`${site.base}${path}`, { headers: { origin: 'https://partner.example' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    const missing = await fetch(`${site.base}/embed/v1/chunks/gone-0000.js`);
    expect(missing.status).toBe(404);
  });

  it('redirects the unversioned /embed/yaopi.js and its chunks to v1, readable cross-origin', async () => {
    const entry = await fetch(`${site.base}/embed/yaopi.js?v=2`, { redirect: 'manual', headers: { origin: 'https://partner.example' } });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('location')).toBe('/embed/v1/yaopi.js?v=2');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${site.base}/embed/chunks/search-bar.element-Ab12.js`, { redirect: 'manual' });
    expect(chunk.headers.get('location')).toBe('/embed/v1/chunks/search-bar.element-Ab12.js');
    // Followed, as a browser's module loader does: the code arrives.
    const followed = await fetch(`${site.base}/embed/yaopi.js`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('./chunks/search-bar.element-Ab12.js');
  });

  it('serves the hostile demo page its jQuery from the copy in demo/vendor, never from node_modules', async () => {
    const jquery = await fetch(`${site.base}/demo/vendor/jquery.min.js`);
    expect(jquery.status).toBe(200);
    expect(jquery.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(await jquery.text()).toContain('jQuery v4');
    for (const path of [
      '/demo/vendor/jquery.js',
      '/demo/vendor/../../node_modules/jquery/dist/jquery.js',
      '/demo/vendor/%2e%2e/%2e%2e/node_modules/jquery/dist/jquery.js',
    ]) {
      expect((await fetch(`${site.base}${path}`)).status, path).toBe(404);
    }
  });

  it('serves the jQuery the repository pins, byte for byte (demo/vendor/README.md)', async () => {
    // The real project folder (the default root), on the database of the server above.
    const repo = await startServer({ database: site.database });
    try {
      const res = await fetch(`${repo.base}/demo/vendor/jquery.min.js`);
      expect(res.status).toBe(200);
      const sha256 = createHash('sha256')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('hex');
      expect(sha256).toBe('39a546ea9ad97f8bfaf5d3e0e8f8556adb415e470e59007ada9759dce472adaa');
    } finally {
      await repo.close();
    }
  });

  it('keeps unknown /api paths as the 404 envelope', async () => {
    const res = await site.api('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('请求的内容不存在');
  });
});

describe('before the build', () => {
  it('answers site paths with a Chinese page that says to run npm run build', async () => {
    const res = await fetch(`${bare.base}/list`);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('npm run build');
    expect(html).toContain('站点尚未构建');
  });

  it('still answers the API', async () => {
    const res = await bare.api('/api/site/info');
    expect(res.status).toBe(200);
  });
});
