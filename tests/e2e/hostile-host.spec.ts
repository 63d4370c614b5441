import { writeFileSync } from 'node:fs';
import { request as apiRequest, expect, test, type Locator, type Page } from './hydrated-page';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ensureCartLine } from './buyer-api';
import { DEMO } from './demo-account';

/**
 * A hostile host: demo/partner.html keeps its rude global CSS (content-box
 * sizing, serif fonts, line-height 2.4 on every div, purple wavy links, loud
 * buttons) and runs another framework's runtime, jQuery, with its own
 * delegated document handlers and animations (demo/partner-portal.js).
 * demo/plain.html shows the same widgets with the same attributes on a page
 * with nothing of its own. Each widget must look the same on both: its shadow
 * root's rendering is compared pixel by pixel between the two pages in the
 * same run (no baseline images: fonts differ between machines), and it must
 * behave the same.
 *
 * Both pages are opened on the site's origin, as csp.spec.ts does: the API's
 * CORS allowlist has no entry for a random test port, and the page's
 * hostility is what is tested here, not the origin. A member's token goes in
 * through <yp-config token>, as a partner passes one, so the widgets show
 * prices and the cart badge a count.
 */
const WIDGETS = ['yp-site-header', 'yp-search-bar', 'yp-product-list', 'yp-site-footer', 'yp-cart-badge'] as const;

/**
 * Pixels may differ by anti-aliasing only: at most this share of them, each
 * beyond pixelmatch's colour threshold (measured: under 0.02 %; the seven goods
 * names of the list turned red through ::part come to 0.22 %).
 */
const MAX_DIFFERENT_SHARE = 0.0005;

let token = '';

test.beforeAll(async ({ baseURL }) => {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const body = (await (await api.post('/api/login', { data: DEMO })).json()) as { data: { token: string } };
    token = body.data.token;
    // The badge draws a count only above 0.
    await ensureCartLine(api, { authorization: `Bearer ${token}` });
  } finally {
    await api.dispose();
  }
});

/** Opens a demo page with the buyer's token in its <yp-config>, and waits until every widget has drawn its data. */
async function openDemo(page: Page, path: '/demo/partner.html' | '/demo/plain.html'): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('<yp-config ');
    await route.fulfill({ response, body: html.replace('<yp-config ', `<yp-config token="${token}" `) });
  });
  await page.goto(path);
  // The first widget chunks and the goods search on a cold server: more than the default 10 s on a busy machine.
  await expect(
    page
      .locator('yp-product-list')
      .getByRole('link', { name: /布洛芬/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  // The partner page has two badges (its header link and its 采购车明细 button): the first is compared.
  await expect(page.locator('yp-cart-badge').first().getByRole('status')).toBeVisible();
  await expect(page.locator('yp-site-footer').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

/** A widget's box in page coordinates. */
async function pageBox(widget: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return widget.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}

/**
 * The partner's rude line heights leave its widgets at fractional offsets
 * (313.94 px down where the clean page has 56), and text drawn at another
 * sub-pixel offset anti-aliases differently. So before a capture the clean
 * page (only it: the partner page is not touched) nudges the widget's
 * element by less than a pixel (position: relative) until it sits at the
 * same fraction of a pixel as on the partner page.
 */
async function matchSubpixelOffset(widget: Locator, hostile: { x: number; y: number }): Promise<void> {
  const nudge = (offset: { left: number; top: number }) =>
    widget.evaluate((element, { left, top }) => {
      const style = (element as HTMLElement).style;
      style.position = 'relative';
      style.left = `${left}px`;
      style.top = `${top}px`;
    }, offset);
  const fraction = (value: number) => ((value % 1) + 1) % 1;
  await nudge({ left: 0, top: 0 });
  const here = await pageBox(widget);
  await nudge({ left: fraction(hostile.x - here.x), top: fraction(hostile.y - here.y) });
  const moved = await pageBox(widget);
  for (const axis of ['x', 'y'] as const) {
    const apart = Math.abs(fraction(moved[axis]) - fraction(hostile[axis]));
    expect(Math.min(apart, 1 - apart), `${axis} sub-pixel offset`).toBeLessThan(1 / 32);
  }
}

/** The widget as drawn, and where: the clip is its box rounded as Chromium snaps it when painting. */
async function shot(widget: Locator): Promise<{ png: PNG; x: number; y: number }> {
  // In view, so its lazy images load; then every image it draws done (a
  // lazy image in a part not shown never loads and is not drawn either).
  await widget.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect
    .poll(
      () =>
        widget.evaluate(
          (element) => [...(element.shadowRoot?.querySelectorAll('img') ?? [])].filter((image) => !image.complete && image.getClientRects().length > 0).length,
        ),
      { timeout: 30_000, message: 'images still loading' },
    )
    .toBe(0);
  const box = await pageBox(widget);
  // Captured in viewport coordinates (the widget was just scrolled to the top):
  // a full-page capture's clip lands a few pixels off in Chromium's headless
  // shell, whose full-page path differs from the full browser's.
  const view = await widget.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const clip = { x: Math.round(view.x), y: Math.round(view.y), width: Math.round(view.width), height: Math.round(view.height) };
  const png = PNG.sync.read(await widget.page().screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  return { png, x: box.x, y: box.y };
}

/**
 * The widget on the clean page, drawn twice: on a white page and on a black
 * one. Where the two differ, the widget lets the page show through (its
 * transparent corners and gaps), so those pixels are the page's, not the
 * widget's: on the partner page they show the partner's own backgrounds.
 */
async function cleanShot(widget: Locator): Promise<{ png: PNG; seeThrough: Uint8Array }> {
  const page = widget.page();
  const backdrop = (colour: string) =>
    page.evaluate((value) => {
      document.documentElement.style.background = value;
    }, colour);
  await backdrop('#fff');
  const { png } = await shot(widget);
  await backdrop('#000');
  const { png: onBlack } = await shot(widget);
  await backdrop('');
  const seeThrough = new Uint8Array(png.width * png.height);
  for (let i = 0; i < seeThrough.length; i += 1) {
    const at = i * 4;
    seeThrough[i] = png.data[at] !== onBlack.data[at] || png.data[at + 1] !== onBlack.data[at + 1] || png.data[at + 2] !== onBlack.data[at + 2] ? 1 : 0;
  }
  return { png, seeThrough };
}

/**
 * The share of pixels that differ between two renderings of one widget (sizes
 * must match first). Beyond the tolerance, both renderings and the difference
 * are attached to the report.
 */
async function difference({ png: clean, seeThrough }: { png: PNG; seeThrough: Uint8Array }, hostile: PNG, name: string): Promise<number> {
  expect({ width: hostile.width, height: hostile.height }, `${name}: the same size on both pages`).toEqual({ width: clean.width, height: clean.height });
  // Where the page shows through, the partner page's pixel stands for the clean one.
  const ours = new PNG({ width: clean.width, height: clean.height });
  clean.data.copy(ours.data);
  for (let i = 0; i < seeThrough.length; i += 1) if (seeThrough[i]) hostile.data.copy(ours.data, i * 4, i * 4, i * 4 + 4);
  const diff = new PNG({ width: clean.width, height: clean.height });
  const different = pixelmatch(ours.data, hostile.data, diff.data, clean.width, clean.height, { threshold: 0.1 });
  const share = different / (clean.width * clean.height);
  if (share > MAX_DIFFERENT_SHARE) {
    for (const [label, png] of [
      ['clean', clean],
      ['hostile', hostile],
      ['diff', diff],
    ] as const) {
      const path = test.info().outputPath(`${name}-${label}.png`);
      writeFileSync(path, PNG.sync.write(png));
      await test.info().attach(`${name}-${label}.png`, { path, contentType: 'image/png' });
    }
  }
  return share;
}

test.describe('the widgets on a hostile partner page', () => {
  test('the partner page really is hostile: its rude CSS applies and its jQuery runs', async ({ page }) => {
    test.setTimeout(60_000);
    await openDemo(page, '/demo/partner.html');
    await expect(page.getByText(/^门户脚本：jQuery 4\./)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.yaopi-themed')!).lineHeight)).toBe('36px');
    // The portal's own jQuery widget works beside ours: its notice card folds away and back.
    const title = page.getByRole('button', { name: '本月采购安排' });
    const notice = page.getByText('各门店请于每周二、周五中午前完成药批采购下单');
    await title.click();
    await expect(notice).toBeHidden();
    await title.click();
    await expect(notice).toBeVisible();
  });

  test('each widget looks the same as on a page with no styles or scripts of its own', async ({ browser, baseURL }) => {
    // Two pages and ten full-page captures.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    try {
      // One page at a time in front (a page in a background tab gets no
      // animation frames and slowed timers): the partner page first, then the
      // clean page with each widget at the partner page's sub-pixel offset.
      const hostilePage = await context.newPage();
      await openDemo(hostilePage, '/demo/partner.html');
      const hostile = new Map<string, { png: PNG; x: number; y: number }>();
      for (const name of WIDGETS) hostile.set(name, await shot(hostilePage.locator(name).first()));
      await hostilePage.close();

      const cleanPage = await context.newPage();
      await openDemo(cleanPage, '/demo/plain.html');
      const differences: Record<string, number> = {};
      for (const name of WIDGETS) {
        const theirs = hostile.get(name)!;
        await matchSubpixelOffset(cleanPage.locator(name).first(), theirs);
        differences[name] = await difference(await cleanShot(cleanPage.locator(name).first()), theirs.png, name);
      }
      for (const name of WIDGETS) expect(differences[name], `${name}: share of pixels that differ`).toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
    } finally {
      await context.close();
    }
  });

  test('each widget behaves the same: the search bar suggests, the badge counts an add', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    try {
      const clean = await context.newPage();
      const hostile = await context.newPage();

      // Typing in the search bar shows the same suggestions, drawn the same
      // (the clean page's bar at the partner page's sub-pixel offset, as above).
      const suggestions = async (page: Page, path: '/demo/plain.html' | '/demo/partner.html', alignTo?: { x: number; y: number }) => {
        await page.bringToFront();
        await openDemo(page, path);
        const bar = page.locator('yp-search-bar');
        if (alignTo !== undefined) await matchSubpixelOffset(bar, alignTo);
        const { x, y } = await pageBox(bar);
        const box = bar.getByRole('combobox');
        await box.click();
        await box.pressSequentially('blf');
        const list = bar.getByRole('listbox', { name: '搜索建议' });
        await expect(list.getByRole('option').first()).toBeVisible();
        const texts = await list.getByRole('option').allInnerTexts();
        return { texts, picture: alignTo ? await cleanShot(list) : { png: (await shot(list)).png, seeThrough: new Uint8Array() }, x, y };
      };
      const theirs = await suggestions(hostile, '/demo/partner.html');
      const ours = await suggestions(clean, '/demo/plain.html', theirs);
      expect(ours.texts.length).toBeGreaterThan(0);
      expect(theirs.texts).toEqual(ours.texts);
      expect(await difference(ours.picture, theirs.picture.png, 'suggestions'), 'suggestions: share of pixels that differ').toBeLessThanOrEqual(
        MAX_DIFFERENT_SHARE,
      );

      // 加入购物车 in the product list: the badge shows the count the server answers, on both pages.
      for (const page of [clean, hostile]) {
        await page.bringToFront();
        await page.keyboard.press('Escape');
        const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
        const card = page
          .locator('yp-product-list')
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: '加入购物车' }) });
        await card.first().getByRole('button', { name: '加入购物车' }).click();
        const { data } = (await (await added).json()) as { data: { total: number } };
        await expect(page.locator('yp-cart-badge').first().getByRole('status')).toHaveText(data.total > 99 ? '99+' : String(data.total));
      }
    } finally {
      await context.close();
    }
  });
});
