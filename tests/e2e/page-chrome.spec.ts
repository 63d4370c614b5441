import { expect, test } from './hydrated-page';
import type { HomeFocus, SiteInfo } from '../../shared/contract/content';

/**
 * docs/product/overview.md, docs/product/routes.md page chrome, in the browser against the real server: the
 * bottom advertisement banner the home page shows from /api/focus, and the
 * header's 手机版 pop-up with the phone site's QR from /api/site/info —
 * each drawn by the server, loaded by the page, and leading where it says.
 */
test('the home page shows the bottom advertisement banner, its picture loaded, linking its target', async ({ page }) => {
  const focus = ((await (await page.request.get('/api/focus')).json()) as { data: HomeFocus }).data;
  const bottom = focus.bottom;
  expect(bottom, 'the seeded bottom banner').not.toBeNull();

  await page.goto('/');
  const picture = page.getByRole('img', { name: bottom!.title ?? '广告', exact: true });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await picture.getAttribute('src')).toBe(bottom!.image);
  // The full content width on a desktop, above the footer.
  const box = (await picture.boundingBox())!;
  expect(Math.round(box.width)).toBe(1200);
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(footer.y);

  const link = page.locator('a.yp-bottom-banner');
  if (bottom!.url) {
    await expect(link).toHaveAttribute('href', bottom!.url);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${bottom!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  } else {
    // A banner without a target says so instead of going nowhere (docs/product/errors.md).
    await link.click();
    await expect(page.getByRole('status').filter({ hasText: /活动暂未开始|活动未开始/ })).toBeVisible();
  }
});

test("without an app, the header's 手机版 pop-up shows the phone site's QR the server draws, captioned so", async ({ page }) => {
  const site = ((await (await page.request.get('/api/site/info')).json()) as { data: SiteInfo }).data;
  // The seed has no app: the entry must not promise one (its QR opens this site).
  expect(site.app_download).toMatchObject({ label: '手机版', text: '手机扫码访问手机版商城' });
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: /手机版/ });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const qr = page.getByRole('img', { name: site.app_download.text, exact: true });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toBe(site.app_download.qr);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The QR encodes the site the buyer is on (the server's render
  // passes the visitor's host on to its calls, not its in-process localhost).
  const encoded = new URL(site.app_download.qr, page.url()).searchParams.get('text') ?? '';
  expect(encoded.startsWith(new URL(page.url()).origin)).toBe(true);
  const svg = await page.request.get(site.app_download.qr);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  await page.keyboard.press('Escape');
  await trigger.focus();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
