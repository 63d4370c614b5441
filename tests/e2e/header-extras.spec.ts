import { expect, test, type APIRequestContext } from './hydrated-page';
import type { PlacedAd, TopFocus } from '../../shared/contract';

/**
 * The header and home extras (issue 12 part 2) as a visitor: the top strip
 * closes and stays closed, the notice, 添加到桌面's steps or the browser's
 * prompt, the top-right ad on ggTopRight routes only, the right-bar ad, the
 * login ad and the two recommendation floors. What the page shows is
 * compared with the API's answer, not with seed text.
 */

async function topFocus(request: APIRequestContext): Promise<TopFocus> {
  return ((await (await request.get('/api/focus/top')).json()) as { data: TopFocus }).data;
}

test('the top strip closes and stays closed for the day, on reload and on other pages', async ({ page, request }) => {
  const { ad } = await topFocus(request);
  expect(ad).not.toBeNull();
  await page.goto('/');
  const header = page.getByRole('banner');
  const strip = header.getByRole('complementary', { name: '广告' });
  await expect(strip.getByRole('img', { name: ad!.title })).toBeVisible();
  await strip.getByRole('button', { name: '关闭广告' }).click();
  await expect(strip).toHaveCount(0);

  await page.reload();
  await expect(header.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(header.getByRole('complementary', { name: '广告' })).toHaveCount(0);
  await page.goto('/list');
  await expect(page.getByRole('banner').getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('complementary', { name: '广告' })).toHaveCount(0);
});

test('the notice lists the scheduled lines and stands still for reduced motion', async ({ page, request }) => {
  const { broadcast } = await topFocus(request);
  expect(broadcast.length).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const notice = page.getByRole('region', { name: '网站公告' });
  for (const line of broadcast) await expect(notice).toContainText(line.text);
  const animation = await notice.locator('ul').evaluate((track) => getComputedStyle(track).animationName);
  expect(animation).toBe('none');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => notice.locator('ul').evaluate((track) => getComputedStyle(track).animationName)).not.toBe('none');
});

test('添加到桌面 opens the install steps when the browser offers no prompt', async ({ page }) => {
  // Headless Chromium may or may not offer the prompt; this test takes it away so the fallback is what runs.
  await page.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '添加到桌面' }).click();
  const dialog = page.getByRole('dialog', { name: '将药批添加到桌面' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  // The manifest the browser installs from, with its icons.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toContain('药批');
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('添加到桌面 uses the browser install prompt when one is offered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: '添加到桌面' })).toBeVisible();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.documentElement.dataset.installPrompted = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('banner').getByRole('button', { name: '添加到桌面' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(page.getByRole('dialog', { name: '将药批添加到桌面' })).toHaveCount(0);
});

test('the top-right ad shows on ggTopRight routes only', async ({ page, request }) => {
  const { top_right } = await topFocus(request);
  expect(top_right).not.toBeNull();
  await page.goto('/');
  const ad = page.getByRole('banner').getByRole('link', { name: top_right!.title });
  await expect(ad).toBeVisible();
  await expect(ad).toHaveAttribute('href', top_right!.url);
  await page.goto('/list');
  await expect(page.getByRole('banner').getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: top_right!.title })).toHaveCount(0);
});

test('the right-bar ad leads to its page, hides behind an open panel and stays closed for the visit', async ({ page, request }) => {
  const right = ((await (await request.get('/api/focus/right')).json()) as { data: PlacedAd | null }).data;
  expect(right).not.toBeNull();
  // From 1,552 px the card fits in the margin beside the page's column (right-bar.css).
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  const bar = page.getByRole('complementary', { name: '快捷工具栏' });
  const card = bar.getByRole('complementary', { name: '广告' });
  await expect(card.getByRole('link', { name: right!.title })).toHaveAttribute('href', right!.url);
  // At 1,440 px the margin is too narrow: the card would sit on the goods, so it is not shown.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(card).toHaveCount(0);
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(card).toBeVisible();

  await bar.getByRole('button', { name: '我的账户' }).click();
  await expect(card).toHaveCount(0);
  await bar.getByRole('button', { name: '收起' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: '关闭广告' }).click();
  await expect(card).toHaveCount(0);
  await page.goto('/list');
  await expect(bar.getByRole('button', { name: '我的账户' })).toBeVisible();
  await expect(bar.getByRole('complementary', { name: '广告' })).toHaveCount(0);
});

test('the login page shows its advertisement beside the login card', async ({ page, request }) => {
  const login = ((await (await request.get('/api/focus/login')).json()) as { data: PlacedAd | null }).data;
  expect(login).not.toBeNull();
  await page.goto('/login');
  const ad = page.getByRole('main').getByRole('region', { name: '广告' });
  await expect(ad.getByRole('img', { name: login!.title })).toBeVisible();
  await expect(page.getByLabel('用户名/手机号')).toBeVisible();
});

test('home shows 新人推荐 to a visitor and 猜你喜欢 pages through 换一批', async ({ page }) => {
  await page.goto('/');
  const newUser = page.getByRole('region', { name: '新人推荐' });
  await expect(newUser.getByRole('link').first()).toBeVisible();
  const youMayLike = page.getByRole('region', { name: '猜你喜欢' });
  const firstCard = youMayLike.locator('.yp-floor__grid > *').first();
  await expect(firstCard).toBeVisible();
  const before = await firstCard.textContent();
  await youMayLike.getByRole('button', { name: '换一批' }).click();
  await expect(firstCard).not.toHaveText(before ?? '');
});
