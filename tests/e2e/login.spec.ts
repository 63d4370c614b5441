import { expect, test } from './hydrated-page';
import { DEMO, demoUserFromApi, logInThroughForm, submitLoginForm } from './demo-account';

test.describe('login and logout', () => {
  test('the demo buyer logs in and the header shows the company and account manager', async ({ page, baseURL }) => {
    const user = await demoUserFromApi(baseURL!);
    expect(user.admin.is_default).toBe(0);

    await page.goto('/login');
    await expect(page).toHaveTitle('登录 - 药批');
    // Login-style route: the slim header, not the site header's top bar.
    await expect(page.getByText('欢迎登录')).toBeVisible();
    await expect(page.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forget/step1');

    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(new URL('/', baseURL).href);

    const header = page.getByRole('banner');
    await expect(header).toContainText(user.company);
    await expect(header).toContainText('专属服务');
    await expect(header).toContainText(user.admin.name);
    await expect(header.getByRole('link', { name: '请登录' })).toHaveCount(0);

    const memberBox = page.getByRole('region', { name: '会员信息' });
    await expect(memberBox).toContainText(user.company);
    await expect(memberBox).toContainText(user.admin.name);
    await expect(memberBox.getByRole('link', { name: '我的订单' })).toBeVisible();
  });

  test('安全退出 returns the page to the visitor state', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, DEMO.username, DEMO.password);
    const header = page.getByRole('banner');
    const logout = header.getByRole('button', { name: '安全退出' });
    await expect(logout).toBeVisible();

    await logout.click();
    await expect(header.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(header.getByRole('button', { name: '安全退出' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '会员信息' }).getByRole('link', { name: '请登录' })).toBeVisible();

    // The server session is gone too, not just the page state.
    // The cookie is gone with it: the browser is a visitor again, answered code 10001 (over HTTP 200, as any guest).
    const base = await page.request.get('/api/user/base');
    expect(((await base.json()) as { code: number }).code).toBe(10001);
  });

  test('a wrong password shows the Chinese error under the field and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, DEMO.username, 'not-the-password');
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page.getByLabel('密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);

    // Typing again clears the message that described the old value.
    await page.getByLabel('密码', { exact: true }).fill('x');
    await expect(page.getByText('用户名或密码错误')).toHaveCount(0);
  });

  test('empty fields are caught before anything is sent', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') loginCalls += 1;
    });
    // The server's first paint is a picture of the page until the app takes its place: wait for the app's field.
    await expect(page.getByLabel('用户名/手机号')).toBeVisible();
    await page.getByLabel('用户名/手机号').press('Enter');
    await expect(page.getByText('请输入用户名或手机号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('after logging in the buyer goes to the redirect path', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=%2F404');
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(new URL('/404', baseURL).href);
    await expect(page.getByRole('banner')).toContainText('安全退出');
  });
});
