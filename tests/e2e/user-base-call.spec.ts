import { expect, test, type Page } from './hydrated-page';
import { logIn } from './demo-account';
import { ServerLog } from './server-log';

/**
 * docs/product/roles.md: "The user base call is made when the header shows, except on the
 * user_hyzx [member centre, /user], login and zhzx_bdwx routes." On /user the
 * page reads the user itself — once per visit: a page the server renders
 * makes that one call on the server and hands the answer to the page; a
 * visit from another page makes it in the browser. Counted on the server,
 * where both kinds arrive, with the member centre's balance call (its
 * figures) to show the page loads them once too.
 */
const BASE = '/api/user/base';
const FIGURES = '/api/user/user_money';

async function memberCentreShown(page: Page) {
  await expect(page.getByRole('heading', { name: '我的资产' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '账户余额' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the user base call on the member centre', () => {
  test('a full load of /user makes it once, and the page loads its figures once', async ({ page, baseURL }) => {
    const log = new ServerLog(baseURL!);
    await logIn(page);
    const fromBrowser: string[] = [];
    page.on('request', (request) => fromBrowser.push(new URL(request.url()).pathname));
    log.mark();
    await page.goto('/user');
    await memberCentreShown(page);
    expect(await log.count(page.request, BASE)).toBe(1);
    expect(await log.count(page.request, FIGURES)).toBe(1);
    // The server's answer is the page's: the browser does not ask again.
    expect(fromBrowser.filter((path) => path === BASE)).toEqual([]);
  });

  test('going to /user from another page makes it once, in the browser, and the figures load once', async ({ page, baseURL }) => {
    const log = new ServerLog(baseURL!);
    await logIn(page);
    await page.goto('/order');
    await expect(page.getByRole('heading', { name: '我的订单' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    log.mark();
    await page.getByRole('banner').getByRole('link', { name: '会员中心' }).first().click();
    await expect(page).toHaveURL(/\/user$/);
    await memberCentreShown(page);
    expect(await log.count(page.request, BASE)).toBe(1);
    expect(await log.count(page.request, FIGURES)).toBe(1);
  });
});
