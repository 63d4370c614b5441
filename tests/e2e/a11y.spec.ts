import { expect, test, type Page } from './hydrated-page';
import { isRedirect, routes } from '../../host/routes';
import { fillPattern } from './crawl-paths';
import { runAxe } from './axe-in-page';
import { DEMO } from './demo-account';
import { inDocumentNavigator, sampleParams, settle } from './route-visits';

/**
 * Accessibility (issue 14 item 3): axe-core over every route of the route
 * table (host/routes.ts, params filled from sample records as the dead-link
 * crawl fills them), as a visitor and as the demo buyer, with the WCAG 2 A
 * and AA rules. A route fails on any serious or critical violation; the test
 * fails with the list, route by route, naming the rule and where it hit.
 *
 * One browser page moves from route to route inside one document and waits
 * for the route's main content and for nothing to be loading, never for a
 * fixed time. A route that lands where another already landed (a member
 * page sending the visitor to /login) is checked once.
 */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  route: string;
  landed: string;
  lines: string[];
}

const MAIN_ID = 'yp-main';

/** Which chrome the page shows: the layout's children beside <main>, by tag and class (the login header, cart steps and nav differ by route). */
function chromeArrangement(page: Page): Promise<string> {
  return page.evaluate((mainId) => {
    const main = document.getElementById(mainId);
    const layout = main?.parentElement;
    if (!layout) return '';
    return [...layout.children]
      .filter((child) => child !== main)
      .map((child) => `${child.localName}.${child.className}`)
      .join('|');
  }, MAIN_ID);
}

async function audit(page: Page, asBuyer: boolean): Promise<{ checked: number; findings: Finding[]; unsampled: string[] }> {
  const samples = await sampleParams(page.request, asBuyer);
  const go = inDocumentNavigator(page);
  const checkedPaths = new Set<string>();
  const chromeSeen = new Set<string>();
  const findings: Finding[] = [];
  const unsampled: string[] = [];
  for (const route of routes) {
    if (isRedirect(route)) continue; // lands on a route of its own, checked there
    const path = fillPattern(route.path, samples);
    if (path === null) {
      unsampled.push(route.path);
      continue;
    }
    await go(path);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (checkedPaths.has(landed)) continue;
    checkedPaths.add(landed);
    // The site's chrome (skip link, header, nav, footer, right bar: the layout's children
    // beside <main>) is the same on most routes and is most of each page's markup. It is
    // audited with the first route that shows each arrangement of it; after that, only the
    // route's own content in <main> is.
    const chrome = await chromeArrangement(page);
    const include = chromeSeen.has(chrome) ? `#${MAIN_ID}` : undefined;
    chromeSeen.add(chrome);
    // axe.run in the page itself, its source put in once per document (axe-in-page.ts): the site's
    // pages have no frames to audit (the chat frame is only there with its panel open).
    const results = await runAxe(page, { include, tags: ['wcag2a', 'wcag2aa'] });
    const lines = results.violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ');
        const more = violation.nodes.length > 3 ? ` 等 ${violation.nodes.length} 处` : '';
        return `[${violation.impact}] ${violation.id}: ${violation.help} — ${where}${more}`;
      });
    if (lines.length > 0) findings.push({ route: route.path, landed, lines });
  }
  return { checked: checkedPaths.size, findings, unsampled };
}

function report(findings: readonly Finding[], unsampled: readonly string[]): string {
  return [
    ...findings.map((f) => `${f.route}${f.landed === f.route ? '' : `（${f.landed}）`}\n    ${f.lines.join('\n    ')}`),
    ...unsampled.map((pattern) => `${pattern}\n    路由参数没有样例：请在 route-visits.ts 的 sampleParams 中补充`),
  ].join('\n');
}

test.describe('accessibility of every route', () => {
  // Some seventy routes with an axe run each: beyond one ordinary test's 30 s.
  // The visitor's and the buyer's runs are independent (each its own context and session).
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });

  test('as a visitor, no route has a serious or critical axe violation', async ({ page }) => {
    const { checked, findings, unsampled } = await audit(page, false);
    expect(checked).toBeGreaterThan(10);
    expect(report(findings, unsampled), `访客: ${findings.length} 个页面有严重的无障碍问题`).toBe('');
  });

  test('as the demo buyer, no route has a serious or critical axe violation', async ({ page }) => {
    await page.goto('/');
    const login = await page.request.post('/api/login', { data: DEMO });
    expect(login.ok()).toBe(true);
    const { checked, findings, unsampled } = await audit(page, true);
    expect(checked).toBeGreaterThan(routes.filter((route) => !isRedirect(route)).length / 2);
    expect(report(findings, unsampled), `会员: ${findings.length} 个页面有严重的无障碍问题`).toBe('');
  });

  test('the first Tab stop is 跳到主要内容, and it moves focus to the main content', async ({ page }) => {
    await page.goto('/list');
    await expect(page.getByRole('main')).not.toBeEmpty();
    // The server's page is a plain page until the app hydrates it: its skip link then follows #yp-main as any link does.
    // What is tested here is the app's focus move, so the page is hydrated first.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // A focus move, not a route change: the address keeps no fragment.
    await expect(page).toHaveURL(/\/list$/);
  });
});
