import { expect, test, type Page } from './hydrated-page';
import { isRedirect, routes } from '../../host/routes';
import { NOT_FOUND_PATH } from '../../host/paths';
import { crawlKey, fillPattern, patternRegExp } from './crawl-paths';
import { DEMO } from './demo-account';
import { inDocumentNavigator, sampleParams, settle } from './route-visits';

/**
 * No dead links (issue 12): as a visitor and as the demo buyer, start from /
 * and visit every internal <a href> found on each visited page (breadth
 * first, deduplicated by path and query, at most PER_ROUTE addresses per route
 * pattern and MAX_PAGES in all; a path not yet
 * seen goes before another query of a path already visited, so the cap
 * cuts the hundreds of /list?category=… variants, not whole pages), plus every
 * path of the route table (host/routes.ts) with its params filled from
 * sample records. A page fails when it lands on /404, shows the route error
 * screen, throws, or logs a console error; the test fails with the list.
 *
 * One browser page is reused, moving from route to route inside the one
 * document; after each change the crawl waits until the route has rendered
 * its main content and nothing on the page is still loading (aria-busy),
 * never for a fixed time.
 */
const MAX_PAGES = Number(process.env.YP_CRAWL_MAX_PAGES) || 300;
/** Addresses followed per route pattern (two goods pages say what a hundred would). */
const PER_ROUTE = 2;
const routePatterns = routes.map((route) => ({ pattern: route.path, regExp: patternRegExp(route.path) }));

interface Problem {
  path: string;
  from: string;
  problem: string;
}

async function crawl(page: Page, asBuyer: boolean): Promise<{ visited: number; problems: Problem[]; unsampled: string[] }> {
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const samples = await sampleParams(page.request, asBuyer);
  const problems: Problem[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`页面异常: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs every non-2xx answer as "Failed to load resource". A 401 is how the API tells a visitor to
    // log in (docs/product/errors.md: go to the login page) and a 422 an answer the page shows (a register step with no draft);
    // both are handled. A 404 or 5xx resource is a dead link or a fault and counts.
    if (/Failed to load resource: the server responded with a status of (401|422)\b/.test(text)) return;
    errors.push(`控制台错误: ${text}`);
  });

  // Two FIFO queues: new paths, and other queries of paths already queued.
  const fresh: { key: string; from: string }[] = [{ key: '/', from: '(起点)' }];
  const variants: { key: string; from: string }[] = [];
  const seen = new Set<string>(['/']);
  const seenPaths = new Set<string>(['/']);
  // Links are followed per route: the first PER_ROUTE addresses of each route
  // pattern (a goods page, another goods page), not the hundred goods cards
  // of the home page one by one. A link that matches no route is always
  // followed: it is the dead link the crawl is for.
  const perRoute = new Map<string, number>();
  const enqueue = (key: string, from: string) => {
    if (seen.has(key)) return;
    const path = key.split('?')[0]!;
    const pattern = routePatterns.find(({ regExp }) => regExp.test(path))?.pattern;
    if (pattern !== undefined) {
      const count = perRoute.get(pattern) ?? 0;
      if (count >= PER_ROUTE) return;
      perRoute.set(pattern, count + 1);
    }
    seen.add(key);
    if (seenPaths.has(path)) variants.push({ key, from });
    else {
      seenPaths.add(path);
      fresh.push({ key, from });
    }
  };
  let visited = 0;

  // The first page loads in full; every later one is a route change inside the same document.
  const go = inDocumentNavigator(page);

  const visit = async (key: string, from: string) => {
    errors.length = 0;
    await go(key);
    try {
      await settle(page);
    } catch {
      problems.push({ path: key, from, problem: '页面10秒内未加载完成' });
    }
    visited += 1;
    const landed = new URL(page.url()).pathname;
    if (landed === NOT_FOUND_PATH && key !== NOT_FOUND_PATH) problems.push({ path: key, from, problem: '跳转到了 /404' });
    if (await page.locator('.yp-fatal').count()) problems.push({ path: key, from, problem: '显示了页面出错' });
    for (const error of errors) problems.push({ path: key, from, problem: error });
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const next = crawlKey(href, origin);
      if (next) enqueue(next, key);
    }
  };

  while ((fresh.length > 0 || variants.length > 0) && visited < MAX_PAGES) {
    const { key, from } = (fresh.length > 0 ? fresh : variants).shift()!;
    await visit(key, from);
  }

  // Every route of the table, params from the samples or from a link the crawl met.
  const unsampled: string[] = [];
  for (const route of routes) {
    let path = fillPattern(route.path, samples);
    if (path === null) {
      const pattern = patternRegExp(route.path);
      path = [...seen].find((key) => pattern.test(key)) ?? null;
    }
    if (path === null) {
      unsampled.push(route.path);
      continue;
    }
    if (!seen.has(path)) {
      seen.add(path);
      await visit(path, `路由表 ${route.path}${isRedirect(route) ? '（重定向）' : ''}`);
    }
  }
  return { visited, problems, unsampled };
}

function report(problems: readonly Problem[], unsampled: readonly string[]): string {
  return [
    ...problems.map((p) => `${p.path}  ←  ${p.from}\n    ${p.problem}`),
    ...unsampled.map((pattern) => `${pattern}\n    路由参数没有样例：请在 dead-links.spec.ts 的 sampleParams 中补充`),
  ].join('\n');
}

test.describe('no dead links', () => {
  // Hundreds of route changes: far beyond one ordinary test's 30 s.
  // The two crawls are independent (each its own browser context and session): in
  // parallel they run on both workers, not one after the other at the end of one.
  test.describe.configure({ mode: 'parallel', timeout: 1_200_000 });

  test('as a visitor, every link and every route leads to a live page', async ({ page }) => {
    await page.goto('/');
    const { visited, problems, unsampled } = await crawl(page, false);
    expect(visited).toBeGreaterThan(routes.length / 2);
    expect(report(problems, unsampled), `访客: ${problems.length} 个问题`).toBe('');
  });

  test('as the demo buyer, every link and every route leads to a live page', async ({ page }) => {
    await page.goto('/');
    const login = await page.request.post('/api/login', { data: DEMO });
    expect(login.ok()).toBe(true);
    const { visited, problems, unsampled } = await crawl(page, true);
    expect(visited).toBeGreaterThan(routes.length / 2);
    expect(report(problems, unsampled), `会员: ${problems.length} 个问题`).toBe('');
  });
});
