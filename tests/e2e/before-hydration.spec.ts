import { expect, test, type Page } from '@playwright/test';
import { apiData, emptyCart } from './buyer-api';
import type { CartStore, GoodsSummary, InspectionReportPage, Page as ListPage } from '../../shared/contract';
import { DEMO, logIn } from './demo-account';

/**
 * What a buyer does on a server-rendered page before the app has hydrated
 * it (host/hold-taps.ts, host/early-taps.ts, host/main.tsx), on a 4× slower
 * phone with the app's entry held back, so every step surely comes before
 * hydration: text typed then is still in its field afterwards and is what
 * the app acts on; a search submitted then is a plain GET form's; a tap on a
 * button is replayed once.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** The app's entry module waits until the returned function is called; 4× CPU throttling throughout. */
async function slowPhoneWithAppHeld(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.app ?? null), 'not hydrated before the app is let through').toBeNull();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated', undefined, { timeout: 30_000 });
  };
}

test.describe('typed before hydration', () => {
  test('the login form keeps what was typed, and 登录 signs in with it', async ({ page }) => {
    const hydrate = await slowPhoneWithAppHeld(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const username = page.getByLabel('用户名/手机号');
    const password = page.getByLabel('密码', { exact: true });
    await username.fill(DEMO.username);
    await password.fill(DEMO.password);
    await hydrate();

    await expect(username).toHaveValue(DEMO.username);
    await expect(password).toHaveValue(DEMO.password);
    // 显示密码 draws the form again from its state: the typed text is in it.
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(password).toHaveValue(DEMO.password);
    await expect(username).toHaveValue(DEMO.username);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await reloaded;
    await expect(page).not.toHaveURL(/\/login/);
    expect((await page.request.get('/api/user/base')).status()).toBe(200);
  });

  test('the login form submitted before hydration does not put the password in the address, and signs in once hydrated', async ({ page }) => {
    const hydrate = await slowPhoneWithAppHeld(page);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('用户名/手机号').fill(DEMO.username);
    const password = page.getByLabel('密码', { exact: true });
    await password.fill(DEMO.password);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await hydrate();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    expect(addresses.filter((url) => url.includes(DEMO.password))).toEqual([]);
    expect((await page.request.get('/api/user/base')).status()).toBe(200);
  });

  test('a batch number typed into 质检报告 is kept and is what 查询 searches for', async ({ page }) => {
    await logIn(page);
    const reports = await apiData<InspectionReportPage>(page.request, 'get', '/api/jybg/filter?per_page=100');
    const batch = reports.list[0]?.batch_no;
    if (!batch) throw new Error('the demo buyer sees no inspection report');
    const hydrate = await slowPhoneWithAppHeld(page);
    await page.goto('/zhzx/jybg', { waitUntil: 'commit' });
    const field = page.getByRole('search').getByLabel('批号');
    await field.fill(batch);
    await hydrate();

    await expect(field).toHaveValue(batch);
    // 重置 is not pressed; another field typed after hydration draws the form again.
    await page.getByRole('search').getByLabel('商品名称').fill('');
    await expect(field).toHaveValue(batch);
    await page.getByRole('search').getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`batch_no=${batch}`));
  });

  test('registration keeps the typed user name and the ticked agreement', async ({ page }) => {
    const hydrate = await slowPhoneWithAppHeld(page);
    await page.goto('/register/step1', { waitUntil: 'commit' });
    const username = page.getByLabel('用户名', { exact: true });
    await username.fill('yaopi2026');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await hydrate();

    await expect(username).toHaveValue('yaopi2026');
    await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
    // 下一步 checks the form's state: the phone is missing, the user name and the agreement are not.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入用户名')).toHaveCount(0);
    await expect(page.getByText('请阅读并同意《药批用户注册协议》')).toHaveCount(0);
    await expect(username).toHaveValue('yaopi2026');
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a form that lands on the results', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('阿莫西林');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('keywords')).toBe('阿莫西林');
    await expect(page.getByRole('main').locator('[data-goods-id]').first()).toContainText('阿莫西林');
  });

  test('the goods of /list and /search are on screen as the server sent them, the first picture asked for first', async ({ page }) => {
    for (const path of ['/list', '/search?keywords=阿莫西林']) {
      await page.goto(path);
      // In the page's flow, not in a hidden block waiting for an inline script the page's policy refuses.
      const first = page.getByRole('main').locator('[data-goods-id]').first();
      await expect(first, path).toBeVisible();
      await expect(first.locator('img'), path).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('main').locator('[data-goods-id]').nth(1).locator('img'), path).toHaveAttribute('loading', 'lazy');
    }
  });
});

test.describe('submitted or tapped before hydration', () => {
  test('the header search submitted before hydration lands on the results for that word', async ({ page }) => {
    await slowPhoneWithAppHeld(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('阿莫西林');
    await search.press('Enter');
    // The app never arrives: the server's results page for the word.
    await expect(page).toHaveURL(/\/search\?/);
    const address = new URL(page.url());
    expect([address.pathname, address.searchParams.get('keywords'), address.searchParams.get('type')]).toEqual(['/search', '阿莫西林', '1']);
    await expect(page.getByRole('banner').getByRole('combobox').first()).toHaveValue('阿莫西林');
    await expect(page.getByRole('main').locator('[data-goods-id]').first()).toContainText('阿莫西林');
  });

  test('厂家 tapped, a maker typed and Enter pressed before hydration: the search runs once hydrated, for makers', async ({ page }) => {
    const hydrate = await slowPhoneWithAppHeld(page);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await banner.getByRole('group', { name: '搜索类型' }).getByRole('button', { name: '厂家' }).first().tap();
    const search = banner.getByRole('combobox').first();
    await search.fill('华北制药');
    await search.press('Enter');
    // The tap on 厂家 waits for the app, so the search waits with it rather than go out as a 药品 search.
    await expect(page).not.toHaveURL(/\/search/);
    await hydrate();
    await expect(page).toHaveURL(/\/search\?/);
    const address = new URL(page.url());
    expect([address.pathname, address.searchParams.get('keywords'), address.searchParams.get('type')]).toEqual(['/search', '华北制药', '2']);
  });

  test('质检报告 查询 pressed before hydration lands on that batch’s reports', async ({ page }) => {
    await logIn(page);
    const reports = await apiData<InspectionReportPage>(page.request, 'get', '/api/jybg/filter?per_page=100');
    const batch = reports.list[0]?.batch_no;
    if (!batch) throw new Error('the demo buyer sees no inspection report');
    await slowPhoneWithAppHeld(page);
    await page.goto('/zhzx/jybg', { waitUntil: 'commit' });
    const filter = page.locator('form.yp-ac-filter');
    await filter.getByLabel('批号').fill(batch);
    await filter.getByRole('button', { name: '查询' }).tap();
    // The app never arrives: the server's page for the address the form made.
    await expect(page).toHaveURL(new RegExp(`batch_no=${batch}`));
    const table = page.getByRole('table', { name: '质检报告' });
    // On a phone each cell is a card line that shows its column's label first (批号 26091115).
    await expect(table.getByRole('cell', { name: new RegExp(`^(批号 )?${batch}$`) }).first()).toBeVisible();
    // Only that batch: every report row names it.
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText(batch);
    await expect(filter.getByLabel('批号')).toHaveValue(batch);
  });

  test('+ tapped twice on a list card’s stepper, then 加入购物车, before hydration: two steps, and that quantity in the cart', async ({ page }) => {
    await logIn(page);
    await emptyCart(page.request);
    const list = await apiData<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(
      page.request,
      'get',
      '/api/goods/list?page=1',
    );
    const goods = list.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step, 1) * 3);
    if (!goods) throw new Error('no buyable goods on the first list page');
    const hydrate = await slowPhoneWithAppHeld(page);
    await page.goto('/list', { waitUntil: 'commit' });
    const card = page.getByRole('main').locator(`[data-goods-id="${goods.id}"]`).first();
    const quantity = card.getByRole('spinbutton');
    await quantity.waitFor();
    const before = Number(await quantity.inputValue());
    const plus = card.getByRole('button', { name: '增加数量' });
    await plus.tap();
    await plus.tap();
    await card.getByRole('button', { name: '加入购物车' }).tap();
    await hydrate();

    // Each tap counted once, in order: the add carries the quantity the two + made.
    const wanted = before + 2 * goods.step;
    await expect(quantity).toHaveValue(String(wanted));
    await expect
      .poll(async () => (await apiData<CartStore>(page.request, 'get', '/api/cart/list')).data.map((line) => [line.goods.id, line.number]), { timeout: 20_000 })
      .toEqual([[goods.id, wanted]]);
    await expect(quantity).toHaveValue(String(wanted));
  });
});
