import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './hydrated-page';

/**
 * The embed size budgets (scripts/embed-budgets.mjs, checked by npm test)
 * are computed from the build by scripts/embed-pages.mjs. Here Chromium
 * opens a partner page with a search bar and a cart badge and the model is
 * held to what the browser really fetched: the same files, byte for byte,
 * nothing more on first use, and the cart drawer's files when one is added.
 */
interface EmbedModel {
  files: Map<string, { raw: number }>;
  page(tags: string[]): Set<string>;
}
interface EmbedPagesScript {
  readEmbed(dir: string): EmbedModel;
}

const embedDir = fileURLToPath(new URL('../../dist/embed/v1', import.meta.url));

/** Script files fetched from /embed/v1/ so far, as paths below it, with their sizes on the wire. */
async function fetchedScripts(page: Page, origin: string): Promise<Map<string, number>> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize] as const),
  );
  const prefix = `${origin}/embed/v1/`;
  return new Map(entries.filter(([name]) => name.startsWith(prefix) && name.endsWith('.js')).map(([name, size]) => [name.slice(prefix.length), size]));
}

test('a partner page with a search bar and a cart badge fetches exactly the scripts the size budget counts', async ({ page, baseURL }) => {
  const script = (await import(new URL('../../scripts/embed-pages.mjs', import.meta.url).href)) as EmbedPagesScript;
  const model = script.readEmbed(embedDir);
  const origin = new URL(baseURL!).origin;
  await page.route(`${origin}/partner-portal.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作方门户</title>
<script type="module" src="/embed/v1/yaopi.js"></script></head><body>
<yp-config api-base="${origin}" site="${origin}"></yp-config>
<header><yp-search-bar></yp-search-bar> <a href="/cart">购物车 <yp-cart-badge></yp-cart-badge></a></header>
<main id="main"></main>
</body></html>`,
    }),
  );
  await page.goto('/partner-portal.html');
  const box = page.locator('yp-search-bar').getByRole('combobox');
  await expect(box).toBeVisible();
  await page.waitForLoadState('networkidle');

  const firstLoad = model.page(['yp-search-bar', 'yp-cart-badge']);
  let fetched = await fetchedScripts(page, origin);
  expect([...fetched.keys()].sort()).toEqual([...firstLoad].sort());
  // Served uncompressed here, so the bytes on the wire are the files the model sized.
  for (const [file, size] of fetched) expect(size, file).toBe(model.files.get(file)?.raw);

  // First use: suggestions come from the API, no script is fetched for them.
  await box.fill('布洛芬');
  await expect(page.locator('yp-search-bar').getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  fetched = await fetchedScripts(page, origin);
  expect([...fetched.keys()].sort()).toEqual([...firstLoad].sort());

  // A cart drawer added later brings its own files and nothing else.
  await page.locator('#main').evaluate((main) => main.append(document.createElement('yp-cart-drawer')));
  await expect(page.locator('yp-cart-drawer [part="drawer"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  fetched = await fetchedScripts(page, origin);
  expect([...fetched.keys()].sort()).toEqual([...model.page(['yp-search-bar', 'yp-cart-badge', 'yp-cart-drawer'])].sort());
});
