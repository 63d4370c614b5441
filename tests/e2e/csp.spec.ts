import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import { expect, test, type BrowserContext, type Page } from './hydrated-page';
import type { GoodsSummary, Page as ListPage } from '../../shared/contract';
import { DEMO, logInThroughForm } from './demo-account';
import { newOrder } from './new-order';

/**
 * The site's Content-Security-Policy in a real browser
 * (server/http/page-policy.ts): the pages work under it without a single
 * violation, an injected inline script does not run, only the pages meant
 * for frames can be framed by a partner, and the embed bundle works on a
 * partner page with a strict policy of its own (docs/embed.md).
 *
 * The partner lives on another origin: a tiny loopback server on a port of
 * the development allowlist (server/config.ts DEVELOPMENT_ORIGINS; the e2e
 * server runs in development), so CORS and FRAME_ANCESTORS accept it.
 */
const ALLOWLISTED_PORTS = [8000, 5173, 8080];

interface Violation {
  url: string;
  directive: string;
  blocked: string;
}

let partnerOrigin = '';
let server: Server | undefined;
/** Pages the partner server answers: path → [headers, body]. Filled by the tests before navigating. */
const partnerPages = new Map<string, [OutgoingHttpHeaders, string]>();

function listen(port: number): Promise<Server> {
  const s = createServer((request, response) => {
    const page = partnerPages.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page[0] });
    response.end(page[1]);
  });
  return new Promise((resolve, reject) => {
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}

test.beforeAll(async () => {
  for (const port of ALLOWLISTED_PORTS) {
    try {
      server = await listen(port);
      partnerOrigin = `http://127.0.0.1:${port}`;
      break;
    } catch {
      // Taken: try the next allowlisted port.
    }
  }
  if (!server) throw new Error(`e2e: none of the allowlisted ports ${ALLOWLISTED_PORTS.join(', ')} is free for the partner page`);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * Collects every CSP violation in the page and its frames: the
 * securitypolicyviolation event (from a script installed before any page
 * script) and Chromium's console report of a refusal.
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<{ events: Violation[]; console: string[] }> {
  const events: Violation[] = [];
  const consoleReports: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    events.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation({
          url: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
        });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return { events, console: consoleReports };
}

/** One directive's sources of a CSP header. */
function directive(policy: string | null | undefined, name: string): string[] | undefined {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

/** A bare page on the partner origin holding one iframe. */
function framingPage(src: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作方</title></head><body>
<iframe id="f" title="药批" style="width:1100px;height:600px;border:0" src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>
</body></html>`;
}

type ListedGoods = GoodsSummary & { min_buy: number; step: number };

/** A goods anyone may buy, read from the catalogue as the site reads it. */
async function buyableGoods(page: Page): Promise<ListedGoods> {
  const response = await page.request.get('/api/goods/list?per_page=40');
  const body = (await response.json()) as { data: ListPage<ListedGoods> };
  const goods = body.data.data.find((g) => g.is_buy === 1 && g.number >= Math.max(g.min_buy, g.step) * 3);
  if (!goods) throw new Error('no buyable goods in the catalogue');
  return goods;
}

test.describe('Content-Security-Policy on the site', () => {
  test("the main pages send script-src 'self' and raise no violation", async ({ context, page }) => {
    const seen = await watchViolations(context, page);
    const policies = new Map<string, string>();
    const visit = async (path: string) => {
      const response = await page.goto(path);
      policies.set(path, (await response?.headerValue('content-security-policy')) ?? '');
    };

    await visit('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');

    await visit(`/search?keywords=${encodeURIComponent('阿莫西林')}`);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /阿莫西林/ })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    const goods = await buyableGoods(page);
    await visit(`/list/info/${goods.id}`);
    await expect(page.getByRole('region', { name: '商品信息' }).getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await visit('/login');
    // A successful login reloads the page once (the login flag, docs/product/routes.md): wait
    // for that load, or the next goto races it.
    const reloaded = page.waitForEvent('load');
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await reloaded;

    // The cart with at least one line, and the right bar (its chat is an iframe of /chat).
    // Read again as the buyer: a visitor's list hides the prices.
    const priced = await buyableGoods(page);
    const number = Math.max(priced.min_buy, priced.step, 1);
    const added = await page.request.post('/api/cart', {
      data: {
        params: [{ goods_id: priced.id, price: priced.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
      },
    });
    expect(await added.json()).toMatchObject({ code: 10000 });
    await visit('/cart');
    await expect(page).toHaveTitle('购物车 - 药批');
    await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    for (const [path, policy] of policies) {
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'self'");
    }
    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
  });

  test("the order frame works inside the partner's frame, with no violation", async ({ context, page, baseURL }) => {
    const seen = await watchViolations(context, page);
    const { order, token } = await newOrder(baseURL!);
    const src = `${baseURL}/frame/order/${order.id}?parent_origin=${encodeURIComponent(partnerOrigin)}#token=${encodeURIComponent(token)}`;
    partnerPages.set('/erp.html', [{}, framingPage(src)]);
    await page.goto(`${partnerOrigin}/erp.html`);

    const frame = page.frameLocator('#f');
    await expect(frame.getByText(order.order_no)).toBeVisible();
    await expect(frame.getByRole('heading', { name: '待付款' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
  });

  test('an inline script injected into a site page does not run', async ({ context, page }) => {
    const seen = await watchViolations(context, page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => seen.events.map((v) => v.directive)).toContain('script-src-elem');
  });
});

test.describe('framing per page', () => {
  test('a partner allowed to frame the order page cannot frame the other pages', async ({ page, baseURL }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    for (const path of ['/login', '/cart', '/']) {
      refusals.length = 0;
      partnerPages.set('/frame-site.html', [{}, framingPage(`${baseURL}${path}`)]);
      await page.goto(`${partnerOrigin}/frame-site.html`);
      await expect.poll(() => refusals.length, path).toBeGreaterThan(0);
      // Nothing of the site reached the partner's frame: no app root, no login form.
      await expect(page.frameLocator('#f').locator('#root'), path).toHaveCount(0);
    }
  });
});

test.describe('the embed bundle on a partner page with a strict policy', () => {
  test('the search bar and product list load, styled, with no violation', async ({ context, page, baseURL }) => {
    const seen = await watchViolations(context, page);
    const site = new URL(baseURL!).origin;
    // The pinned entry with its Subresource Integrity hash, as docs/embed.md "Versioned delivery" shows.
    const integrity = JSON.parse(readFileSync(new URL('../../dist/embed/v1/integrity.json', import.meta.url), 'utf8')) as {
      pinned: string;
      files: Record<string, string>;
    };
    const pinnedHash = integrity.files[integrity.pinned];
    // What docs/embed.md tells a partner to send: no 'unsafe-inline' anywhere,
    // so the widgets' styles must come through constructable stylesheets.
    const partnerPolicy = [
      "default-src 'self'",
      `script-src 'self' ${site}`,
      `connect-src 'self' ${site}`,
      `img-src 'self' data: ${site}`,
      "style-src 'self'",
      `frame-src ${site}`,
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; ');
    partnerPages.set('/portal.html', [
      { 'content-security-policy': partnerPolicy },
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作方门户</title>
<script type="module" src="${site}/embed/v1/${integrity.pinned}" integrity="${pinnedHash}" crossorigin="anonymous"></script></head><body>
<yp-config api-base="${site}" site="${site}"></yp-config>
<yp-search-bar></yp-search-bar>
<yp-product-list keywords="布洛芬" per-page="5"></yp-product-list>
</body></html>`,
    ]);
    await page.goto(`${partnerOrigin}/portal.html`);

    const list = page.locator('yp-product-list');
    await expect(list.getByRole('link', { name: /布洛芬/ }).first()).toBeVisible();
    await expect(page.locator('yp-search-bar').getByRole('combobox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The widget's stylesheet applied inside its shadow root (a plain div would be block).
    const display = await list.evaluate((element) => {
      const root = element.shadowRoot?.querySelector('.yp-list');
      return root ? getComputedStyle(root).display : 'missing';
    });
    expect(display).toBe('flex');
    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
  });
});

test.describe('the demo pages under their own policy', () => {
  test('the partner portal and the ERP page run their scripts from files and raise no violation', async ({ context, page, baseURL }) => {
    const seen = await watchViolations(context, page);
    // Opened on the site's own origin here, so the widgets' API calls need no CORS entry for a random port.
    const response = await page.goto('/demo/partner.html');
    expect(directive(await response?.headerValue('content-security-policy'), 'script-src')).not.toContain("'unsafe-inline'");
    await expect(
      page
        .locator('yp-product-list')
        .getByRole('link', { name: /布洛芬/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('yp-site-header').getByRole('link', { name: '请登录' })).toBeVisible();
    // demo/partner.js ran: it pointed the portal's yaopi link at this server's port.
    await expect(page.getByRole('link', { name: /药批采购车/ })).toHaveAttribute('href', `${new URL(baseURL!).origin}/`);
    await page.waitForLoadState('networkidle');

    // The ERP binds the buyer from its form (demo/erp.js) and frames the order.
    const { order } = await newOrder(baseURL!);
    await page.goto(`/demo/erp.html?order=${order.id}`);
    await expect(page.frameLocator('#yaopi-frame').getByText(order.order_no)).toBeVisible();
    await expect(page.locator('#erp-log li[data-action="load"]')).toContainText(order.order_no);
    await page.waitForLoadState('networkidle');
    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
  });
});
