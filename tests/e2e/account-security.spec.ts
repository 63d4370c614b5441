import { expect, request, test } from './hydrated-page';
import { logInThroughForm } from './demo-account';

/**
 * /zhzx/aqsz (账户安全): a buyer changes the login password, which logs out
 * their other devices, then logs out of every device. A buyer no other
 * suite uses, as both actions end sessions.
 */
const BUYER = { username: 'tydesheng', password: 'yaopi123' } as const;
const NEW_PASSWORD = 'Kangning2026';

test.describe('account security /zhzx/aqsz', () => {
  test('change the password (errors under fields), other devices end; then 退出所有设备', async ({ page, baseURL }) => {
    // Another device, logged in through the API.
    const otherDevice = await request.newContext({ baseURL });
    expect((await otherDevice.post('/api/login', { form: { ...BUYER } })).ok()).toBe(true);

    await page.goto('/zhzx/aqsz');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInThroughForm(page, BUYER.username, BUYER.password);
    await expect(page).toHaveURL(new URL('/zhzx/aqsz', baseURL).href);
    await expect(page).toHaveTitle('账户安全 - 药批');
    await expect(page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '账户安全' })).toHaveAttribute('aria-current', 'page');

    const devices = page.getByRole('table', { name: '登录设备' });
    await expect(devices.getByText('当前设备')).toHaveCount(1);
    await expect(devices.getByRole('row')).toHaveCount(3);

    const form = page.getByRole('form', { name: '修改登录密码' });
    await form.getByLabel('原密码').fill(BUYER.password);
    await form.getByLabel('新密码', { exact: true }).fill('abcdefgh');
    await form.getByLabel('确认新密码').fill('abcdefgh');
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(form.getByLabel('新密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('新密码须同时包含字母和数字');

    await form.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await expect(form.getByText('密码强度：强')).toBeVisible();
    await form.getByLabel('确认新密码').fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(form.getByRole('alert')).toHaveText('两次输入的新密码不一致');

    // The server's own answer lands under its field too.
    await form.getByLabel('原密码').fill('not-my-password1');
    await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(form.getByRole('alert')).toHaveText('原密码不正确');

    await form.getByLabel('原密码').fill(BUYER.password);
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码已修改，其他设备已退出登录')).toBeVisible();
    await expect(form.getByLabel('原密码')).toHaveValue('');
    // The other device is out; this one stays.
    expect((await otherDevice.get('/api/user/base')).status()).toBe(401);
    await expect(devices.getByRole('row')).toHaveCount(2);

    // 退出所有设备: asked first; 取消 keeps everything.
    await page.getByRole('button', { name: '退出所有设备' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
    await expect(devices.getByText('当前设备')).toHaveCount(1);
    await page.getByRole('button', { name: '退出所有设备' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '全部退出' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Logged out everywhere, this browser is a visitor: code 10001 (over HTTP 200, a guest's answer).
    expect(((await (await page.request.get('/api/user/base')).json()) as { code: number }).code).toBe(10001);

    // Only the new password logs in now.
    expect((await otherDevice.post('/api/login', { form: { ...BUYER } })).status()).toBe(422);
    expect((await otherDevice.post('/api/login', { form: { username: BUYER.username, password: NEW_PASSWORD } })).ok()).toBe(true);
    await otherDevice.dispose();
  });
});
