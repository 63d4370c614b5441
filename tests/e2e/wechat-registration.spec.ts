import { randomInt } from 'node:crypto';
import { type BrowserContext, expect, hydrated, type Page, test } from './hydrated-page';
import type { AccountStores } from '../../shared/contract/account';
import { expectRegisteredAndSignedIn, fillBusinessStep, submitPharmacyDocuments } from './registration-steps';
import { smsCode } from './test-control';

/**
 * Issue 10 item 5 as a new pharmacy lives it: 微信扫码登录 on /login with a
 * WeChat no account is bound to leads to /register/wechat; the three steps
 * create the account bound to that WeChat, and the same WeChat then logs it
 * in. As that login account, 多门店管理's 新增门店 adds a store that the list
 * then shows.
 */

/** 微信扫码登录 on /login, the QR's page confirmed in its own tab as the WeChat app would. */
async function scanLoginQr(page: Page, context: BrowserContext, nickname: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: '微信扫码登录' }).click();
  await expect(page.getByRole('heading', { name: '微信扫码登录' })).toBeVisible();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: '在本机打开扫码页面' }).click();
  const scan = await opened;
  await expect(scan.getByText('药批 · 微信登录')).toBeVisible();
  await scan.getByLabel('微信昵称').fill(nickname);
  await scan.getByRole('button', { name: '确认授权' }).click();
  await expect(scan.getByText('授权成功，请回到药批页面查看')).toBeVisible();
  await scan.close();
}

/** Step 2 and 3 of either registration, as a pharmacy. */
async function businessAndDocuments(page: Page, company: string) {
  await fillBusinessStep(page, { company, contact: '孙丽', address: '新华北路18号' });
  await submitPharmacyDocuments(page, 'WX');
}

test('an unbound WeChat registers through /register/wechat, then logs in by scan and adds a store on 多门店管理', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  const phone = `13${randomInt(100_000_000, 999_999_999)}`;
  const username = `wx${randomInt(100_000, 999_999)}`;
  const nickname = `邢台孙店长${randomInt(1000, 9999)}`;

  await scanLoginQr(page, context, nickname);
  await expect(page).toHaveURL(/\/register\/wechat\?t=/);
  await expect(page.getByRole('status').filter({ hasText: nickname })).toContainText('尚未绑定药批账号');

  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await smsCode(page.request, phone));
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('登录密码').fill('sunli2026');
  await page.getByLabel('确认密码').fill('sunli2026');
  await page.getByLabel('我已阅读并同意').check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/register\/step2$/);
  await businessAndDocuments(page, '邢台市襄都区仁和大药房');
  await expect(page.getByRole('status').filter({ hasText: '注册成功' })).toContainText('注册成功，资质审核中');
  // Registering ends signed in, step ③ ticked: this browser needs no scan or login to go on.
  await expectRegisteredAndSignedIn(page, { username, company: '邢台市襄都区仁和大药房' });

  // The same WeChat, in a fresh browser, now logs that account in.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await scanLoginQr(fresh, other, nickname);
  await expect(fresh).not.toHaveURL(/\/login|\/register/);
  // A login reloads the page once (the login flag, docs/product/routes.md); a goto before that
  // reload has landed would be interrupted by it. The reloaded document says so.
  await fresh.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload');
  const base = (await (await fresh.request.get('/api/user/base')).json()) as { data: { username: string } };
  expect(base.data.username).toBe(username);

  // 多门店管理 → 新增门店 → /register_dd: the store is listed once submitted.
  await fresh.goto('/zhzx/ddgl');
  await hydrated(fresh);
  await fresh.getByRole('link', { name: '新增门店' }).click();
  await expect(fresh).toHaveURL(/\/register\/dd\/step1$/);
  await hydrated(fresh);
  await fresh.getByRole('button', { name: '开始填写门店信息' }).click();
  await expect(fresh).toHaveURL(/\/register\/dd\/step2$/);
  await businessAndDocuments(fresh, '邢台市襄都区仁和大药房二店');
  await expect(fresh.getByRole('status').filter({ hasText: '门店已提交' })).toContainText('门店已提交，资质审核中');
  await fresh.goto('/zhzx/ddgl');
  await expect(fresh.getByRole('table', { name: '门店列表' })).toContainText('邢台市襄都区仁和大药房二店');
  const stores = (await (await fresh.request.get('/api/user/stores')).json()) as { data: AccountStores };
  expect(stores.data.list.map((store) => store.company)).toEqual(['邢台市襄都区仁和大药房', '邢台市襄都区仁和大药房二店']);
  await other.close();
});
