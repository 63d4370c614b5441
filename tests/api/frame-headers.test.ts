import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// The ERP frames /frame/order/{id}. Every HTML page already carries the
// frame-ancestors allowlist (server/http/security-headers.ts), so the order
// frame needs no policy of its own: these tests pin that down, and that
// nothing but HTML gets it.
const built = mkdtempSync(join(tmpdir(), 'yaopi-frame-'));
mkdirSync(join(built, 'dist', 'site'), { recursive: true });
mkdirSync(join(built, 'demo'), { recursive: true });
writeFileSync(join(built, 'dist', 'site', 'index.html'), '<!doctype html><title>药批</title><div id="root"></div>');
writeFileSync(join(built, 'demo', 'erp.html'), '<!doctype html><title>ERP</title>');

let site: TestServer;
let selfOnly: TestServer;
beforeAll(async () => {
  [site, selfOnly] = await Promise.all([
    startServer({ app: { projectRoot: built, frameAncestors: ['https://erp.example', 'http://127.0.0.1:8000'] } }),
    startServer({ app: { projectRoot: built, frameAncestors: [] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([site.close(), selfOnly.close()]);
  rmSync(built, { recursive: true, force: true });
});

const ALLOWLIST = "frame-ancestors 'self' https://erp.example http://127.0.0.1:8000";

describe('frame-ancestors', () => {
  it('lets only the allowlisted origins frame the order frame page', async () => {
    for (const path of ['/frame/order/12', '/frame/order/12?parent_origin=https%3A%2F%2Ferp.example']) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).toBe(ALLOWLIST);
    }
  });

  it('keeps the same policy on the other pages (the order pages, the home page, a demo page)', async () => {
    for (const path of ['/', '/order', '/order/info/12', '/demo/erp.html']) {
      const res = await fetch(`${site.base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBe(ALLOWLIST);
    }
  });

  it("is 'self' alone when no origin is allowed", async () => {
    const res = await fetch(`${selfOnly.base}/frame/order/12`);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('is not sent on API answers', async () => {
    const res = await fetch(`${site.base}/api/order/12`);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
