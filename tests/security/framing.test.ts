import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, DEVELOPMENT_ORIGINS, frameAncestorsFromEnv, isProductionFromEnv } from '../../server/config';
import { sandboxProvider } from '../../server/services/payment/sandbox';
import { openTestDatabase, type TestDatabase } from '../api/database';
import { json, startServer, type TestServer } from '../api/harness';
import { as, loginAs, orderOf, plainGoods } from '../api/order-fixtures';

/**
 * Issue 9 "Framing and CSP per page" (server/http/page-policy.ts):
 * - only the pages meant for frames (the ERP's order frame, the chat) may be
 *   framed by the configured partner origins; every other page by the site alone;
 * - every HTML page allows scripts from the site only, no plugins, no <base>;
 * - the development origins are allowed (CORS and framing) only outside production.
 * The browser's side of it: tests/e2e/csp.spec.ts.
 */
const built = mkdtempSync(join(tmpdir(), 'yaopi-framing-'));
const empty = mkdtempSync(join(tmpdir(), 'yaopi-framing-nobuild-'));
mkdirSync(join(built, 'dist', 'site'), { recursive: true });
mkdirSync(join(built, 'demo'), { recursive: true });
writeFileSync(join(built, 'dist', 'site', 'index.html'), '<!doctype html><title>药批</title><div id="root"></div>');
writeFileSync(join(built, 'demo', 'erp.html'), '<!doctype html><title>ERP</title>');

const ERP = 'https://erp.example';
const DEV = 'http://localhost:5173';

let site: TestServer;
let selfOnly: TestServer;
let production: TestServer;
let development: TestServer;
let notBuilt: TestServer;
/** One database for the five apps: they differ in configuration only, and a database each cost seconds. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  [site, selfOnly, production, development, notBuilt] = await Promise.all([
    startServer({
      database,
      app: {
        projectRoot: built,
        // A configured origin with a directive smuggled in must not reach the header.
        frameAncestors: [ERP, 'http://127.0.0.1:8000', "https://x.example; script-src 'unsafe-inline'"],
        payments: sandboxProvider('framing-secret'),
      },
    }),
    startServer({ database, app: { projectRoot: built, frameAncestors: [] } }),
    // The lists main.ts would build from a production environment.
    startServer({ database, app: { projectRoot: built, allowedOrigins: allowedOriginsFromEnv({ NODE_ENV: 'production', ALLOWED_ORIGINS: ERP }) } }),
    // The tests run in development (NODE_ENV unset or 'test'): buildApp's own defaults.
    startServer({ database, app: { projectRoot: built } }),
    startServer({ database, app: { projectRoot: empty } }),
  ]);
});
afterAll(async () => {
  await Promise.all([site, selfOnly, production, development, notBuilt].map((s) => s?.close()));
  await database?.dispose();
  rmSync(built, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

/** The sources of one directive of a CSP header, or undefined when it is missing. */
function directive(policy: string | null, name: string): string[] | undefined {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

async function policyOf(
  server: TestServer,
  path: string,
): Promise<{ status: number; csp: string | null; xfo: string | null; referrer: string | null; type: string }> {
  const res = await fetch(`${server.base}${path}`);
  await res.arrayBuffer();
  return {
    status: res.status,
    csp: res.headers.get('content-security-policy'),
    xfo: res.headers.get('x-frame-options'),
    referrer: res.headers.get('referrer-policy'),
    type: res.headers.get('content-type') ?? '',
  };
}

let sandboxPage: Promise<string> | undefined;
/** The sandbox gateway's page of a fresh online payment (a page the server writes itself). */
function sandboxPagePath(): Promise<string> {
  sandboxPage ??= (async () => {
    const buyer = await loginAs(site, 'demo');
    const [goods] = await plainGoods(site, 1, 0);
    const order = await orderOf(site, buyer, [{ goods: goods!, number: 1 }]);
    const started = await site.api<{ payment_no: string; pay_url: string }>(`/api/order/${order.id}/pay`, as(buyer, json({ method: 'online' })));
    if (started.status !== 200) throw new Error(`online payment did not start: ${JSON.stringify(started.body)}`);
    // The page opens with the QR code's single-use token (a payment number alone is refused).
    const payUrl = new URL(started.body.data.pay_url);
    return `${payUrl.pathname}${payUrl.search}`;
  })();
  return sandboxPage;
}

const SITE_PAGES = ['/', '/index.html', '/order', '/order/info/12', '/login', '/cart', '/cart/step3/1', '/chatroom', '/frame/cart', '/frame/order/12/x'];
const FRAMED_PAGES = ['/frame/order/12', `/frame/order/12?parent_origin=${encodeURIComponent(ERP)}`, '/chat'];

describe('frame-ancestors per page', () => {
  it('lets the configured partner origins frame the order frame and the chat', async () => {
    for (const path of FRAMED_PAGES) {
      const page = await policyOf(site, path);
      expect(page.status, path).toBe(200);
      expect(page.type, path).toMatch(/^text\/html/);
      expect(directive(page.csp, 'frame-ancestors'), path).toEqual(["'self'", ERP, 'http://127.0.0.1:8000']);
      // X-Frame-Options cannot name several origins: none where partners may frame.
      expect(page.xfo, path).toBeNull();
    }
  });

  it('lets only the site frame every other page (home, orders, login, cart, payment), with X-Frame-Options as a fallback', async () => {
    for (const path of SITE_PAGES) {
      const page = await policyOf(site, path);
      expect(page.status, path).toBe(200);
      expect(directive(page.csp, 'frame-ancestors'), path).toEqual(["'self'"]);
      expect(page.xfo, path).toBe('SAMEORIGIN');
    }
  });

  it('never lets a configured origin add a directive or a source', async () => {
    const page = await policyOf(site, '/frame/order/12');
    expect(page.csp).not.toContain('x.example');
    expect(page.csp).not.toContain("'unsafe-inline'");
    expect(page.csp!.match(/script-src/g)).toHaveLength(1);
  });

  it("is 'self' alone on the order frame when no partner is configured", async () => {
    expect(directive((await policyOf(selfOnly, '/frame/order/12')).csp, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('script policy on every HTML page', () => {
  it("sends script-src 'self', object-src 'none' and base-uri 'self' on site, frame, demo, sandbox and not-built pages", async () => {
    const pages: [TestServer, string][] = [
      ...[...SITE_PAGES, ...FRAMED_PAGES, '/demo/erp.html', await sandboxPagePath()].map((path): [TestServer, string] => [site, path]),
      [notBuilt, '/'],
      [notBuilt, '/frame/order/12'],
    ];
    for (const [server, path] of pages) {
      const page = await policyOf(server, path);
      expect(page.type, path).toMatch(/^text\/html/);
      expect(directive(page.csp, 'script-src'), path).toEqual(expect.arrayContaining(["'self'"]));
      expect(directive(page.csp, 'script-src'), path).not.toContain("'unsafe-inline'");
      expect(directive(page.csp, 'script-src'), path).not.toContain("'unsafe-eval'");
      expect(directive(page.csp, 'object-src'), path).toEqual(["'none'"]);
      expect(directive(page.csp, 'base-uri'), path).toEqual(["'self'"]);
    }
  });

  it('keeps site pages to our own styles, connections and forms; the sandbox page too, and it sends no Referer (its URL holds a token)', async () => {
    const home = await policyOf(site, '/');
    expect(directive(home.csp, 'style-src')).toEqual(["'self'"]);
    expect(directive(home.csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(home.csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(home.csp, 'frame-src')).toEqual(["'self'"]);
    expect(directive(home.csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const sandbox = await policyOf(site, await sandboxPagePath());
    expect(sandbox.status).toBe(200);
    expect(directive(sandbox.csp, 'style-src')).toEqual(["'self'"]);
    expect(sandbox.referrer).toBe('no-referrer');
    expect(directive(sandbox.csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('gives a demo page the policy of a partner page embedding us: scripts and API from the site origin, framed by nobody else', async () => {
    const demo = await policyOf(site, '/demo/erp.html');
    const port = new URL(site.base).port;
    expect(directive(demo.csp, 'script-src')).toEqual(["'self'", `http://127.0.0.1:${port}`, `http://localhost:${port}`]);
    expect(directive(demo.csp, 'connect-src')).toEqual(["'self'", `http://127.0.0.1:${port}`, `http://localhost:${port}`]);
    expect(directive(demo.csp, 'frame-src')).toContain(`http://127.0.0.1:${port}`);
    expect(directive(demo.csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('sends no page policy on API answers', async () => {
    const res = await fetch(`${site.base}/api/order/12`);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('development origins only in development', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'production' }, true],
  ])('%j is production: %s', (env, expected) => {
    expect(isProductionFromEnv(env)).toBe(expected);
  });

  it('production allows only the configured origins, for CORS and for framing', () => {
    const env = { NODE_ENV: 'production', ALLOWED_ORIGINS: `${ERP}, https://portal.example/` };
    const allowed = allowedOriginsFromEnv(env);
    expect(allowed).toEqual([ERP, 'https://portal.example']);
    expect(frameAncestorsFromEnv(env, allowed)).toEqual([ERP, 'https://portal.example']);
    expect(allowedOriginsFromEnv({ NODE_ENV: 'production' })).toEqual([]);
    expect(frameAncestorsFromEnv({ NODE_ENV: 'production', FRAME_ANCESTORS: 'https://erp2.example' }, allowed)).toEqual(['https://erp2.example']);
  });

  it('development adds the local tool origins to the configured ones', () => {
    const allowed = allowedOriginsFromEnv({ ALLOWED_ORIGINS: ERP });
    expect(allowed).toEqual([...DEVELOPMENT_ORIGINS, ERP]);
    expect(allowed).toContain(DEV);
    expect(frameAncestorsFromEnv({}, allowed)).toContain(DEV);
  });

  it('a production server refuses CORS and framing to a development origin, and grants them to the partner', async () => {
    const fromDev = await fetch(`${production.base}/api/site/info`, { headers: { origin: DEV } });
    expect(fromDev.headers.get('access-control-allow-origin')).toBeNull();
    const fromPartner = await fetch(`${production.base}/api/site/info`, { headers: { origin: ERP } });
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe(ERP);
    const frame = await policyOf(production, '/frame/order/12');
    expect(directive(frame.csp, 'frame-ancestors')).toEqual(["'self'", ERP]);
  });

  it('a development server grants CORS and framing to the development origins', async () => {
    const fromDev = await fetch(`${development.base}/api/site/info`, { headers: { origin: DEV } });
    expect(fromDev.headers.get('access-control-allow-origin')).toBe(DEV);
    const frame = await policyOf(development, '/frame/order/12');
    expect(directive(frame.csp, 'frame-ancestors')).toContain(DEV);
    // …but still not for the other pages.
    expect(directive((await policyOf(development, '/cart')).csp, 'frame-ancestors')).toEqual(["'self'"]);
  });
});
