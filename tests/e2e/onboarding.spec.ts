import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from './hydrated-page';
import type { Address, CartItem, GoodsSummary, OrderCheckoutPreview, Page as ListPage } from '../../shared/contract';
import { logInWithForm } from './demo-account';
import { expectRegisteredAndSignedIn, fillBusinessStep, submitPharmacyDocuments } from './registration-steps';
import { controlHeaders, smsCode } from './test-control';

/**
 * Issue 10's onboarding as a new pharmacy lives it: register with the SMS
 * code from the local outbox, upload the documents, be 审核中 and unable to
 * order, get approved by the reviewer (the same review function as
 * `npm run admin -- review`, through the test-control double: the CLI
 * cannot open the e2e server's embedded database while it runs), order;
 * then forget the password, reset it, and find the old session gone.
 */

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<{ code: number; message: string; data: T }> {
  const response = method === 'get' ? await api.get(path) : await api.post(path, { data });
  return (await response.json()) as { code: number; message: string; data: T };
}

test('a new pharmacy registers, is 审核中, gets approved and orders; forgot password ends the old session', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const phone = `13${randomInt(100_000_000, 999_999_999)}`;
  const username = `e2e${randomInt(100_000, 999_999)}`;
  const password = 'xinkang2026';

  // The header's 注册 leads through /register_index to step 1.
  await page.goto('/login');
  await page.getByRole('link', { name: '免费注册' }).first().click();
  await expect(page).toHaveURL(/\/register\/step1$/);

  // 下一步 on the empty form: each field says what is missing.
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('请输入短信验证码')).toBeVisible();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  // Acting again clears what no longer holds: typing the number clears its message,
  // 获取验证码 clears 请输入短信验证码 (a code is on its way); a field not touched keeps its own.
  await page.getByLabel('手机号').fill(phone);
  await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByText('请输入短信验证码')).toBeHidden();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await page.getByLabel('短信验证码').fill(await smsCode(page.request, phone));
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('登录密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  // The agreement opens in a dialog from the help article.
  await page.getByRole('button', { name: '《药批用户注册协议》' }).click();
  await expect(page.getByRole('dialog')).toContainText('资质材料真实');
  await page.keyboard.press('Escape');
  await page.getByLabel('我已阅读并同意').check();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/register\/step2$/);
  // Checked with the call's own schema before anything is sent: each empty field says so…
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入企业名称')).toBeVisible();
  await expect(page.getByText('请选择所在地区')).toBeVisible();
  await expect(page.getByText('请输入详细地址')).toBeVisible();
  // …and a region without its district is not sent either.
  await page.getByLabel('企业名称').fill('邢台市桥东区康泰大药房');
  await page.getByLabel('联系人').fill('赵敏');
  await page.getByLabel('省份').selectOption({ label: '河北省' });
  await page.getByLabel('城市').selectOption({ label: '邢台市' });
  await page.getByLabel('详细地址').fill('中兴东大街66号');
  await expect(page.getByText('请选择所在地区')).toBeHidden();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择所在地区')).toBeVisible();
  expect(sent).not.toContain('/api/register/step2');
  await fillBusinessStep(page, { company: '邢台市桥东区康泰大药房', contact: '赵敏', address: '中兴东大街66号' });

  await expect(page).toHaveURL(/\/register\/step3$/);
  // 提交审核 with nothing filled: each licence's messages name it, beside its own inputs, and nothing is sent.
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByLabel('GSP证书号码')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('请输入GSP证书号码')).toBeVisible();
  await expect(page.getByText('请上传采购人身份证')).toBeVisible();
  expect(sent).not.toContain('/api/register/submit');
  // A renamed text file is refused by its content.
  await page.getByLabel('上传营业执照').setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not an image</html>') });
  await expect(page.getByRole('alert').filter({ hasText: '仅支持JPG、PNG图片或PDF文件' })).toBeVisible();
  await submitPharmacyDocuments(page, 'XT');
  await expect(page.getByRole('status').filter({ hasText: '注册成功' })).toContainText('注册成功，资质审核中');
  await expectRegisteredAndSignedIn(page, { username, company: '邢台市桥东区康泰大药房' });

  // Signed in by the registration itself, with no second login: 审核中 in the header, fills the cart but cannot order.
  await expect(page.getByRole('banner').getByRole('link', { name: '资质审核中，暂不能下单' })).toBeVisible();
  const api = page.request;
  const list = await apiData<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(api, 'get', '/api/goods/list?per_page=40');
  const goods = list.data.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3)!;
  expect((await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] })).code).toBe(10000);
  const lines = await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list');
  const ids = lines.data.data.map((line) => line.id);
  const preview = await apiData<OrderCheckoutPreview>(api, 'post', '/api/cart/checkout', { ids });
  expect(preview.data.blocked_reason).toBe('您的资质正在审核中，审核通过后即可下单');
  const address = await apiData<Address>(api, 'post', '/api/address', {
    consignee: '赵敏',
    phone,
    province: '河北省',
    city: '邢台市',
    district: '襄都区',
    detail: '中兴东大街66号',
  });
  const refused = await apiData(api, 'post', '/api/order', { ids, address_id: address.data.id });
  expect(refused.message).toBe('您的资质正在审核中，审核通过后即可下单');

  // The licences page shows what was submitted.
  await page.goto('/zhzx/basic/zzzj');
  await expect(page.getByRole('status').filter({ hasText: '资质审核状态' })).toContainText('审核中');
  await expect(page.getByRole('table', { name: '资质证件' })).toContainText('药品经营许可证');
  // 重新上传 checks with the renewal call's schema: the message names the licence, and nothing is sent.
  await page
    .getByRole('row', { name: /^营业执照/ })
    .getByRole('button', { name: '重新上传' })
    .click();
  const renew = page.getByRole('dialog', { name: '上传营业执照' });
  await renew.getByRole('button', { name: '提交审核' }).click();
  await expect(renew.getByText('请输入营业执照号码')).toBeVisible();
  await expect(renew.getByText('请上传营业执照')).toBeVisible();
  expect(sent).not.toContain('/api/user/zizhi');
  await page.keyboard.press('Escape');

  // The reviewer approves (npm run admin -- review <user> approve does the same).
  const reviewed = await api.post('/api/test/review', { data: { user: username, decision: 'approve' }, headers: controlHeaders() });
  expect(reviewed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '资质审核状态' })).toContainText('已通过');
  // Approved, it still has to sign the purchase agreement first (docs/product/errors.md: 459 sends the buyer to /dzht).
  const unsigned = await apiData(api, 'post', '/api/order', { ids, address_id: address.data.id });
  expect(unsigned.code).toBe(459);
  // At checkout, 提交订单 meets the same 459 and the client sends the buyer to /dzht.
  await page.goto(`/cart/step2?ids=${ids.join(',')}`);
  await page.getByRole('main').getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/dzht$/);
  const told = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(told).toContainText('下单前请先签署电子采购合同');
  await told.getByRole('button', { name: '确定' }).click();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '同意并签署' }).click();
  await expect(page.getByText('已签署')).toBeVisible();
  const ordered = await apiData<{ id: number }>(api, 'post', '/api/order', { ids, address_id: address.data.id });
  expect(ordered.code).toBe(10000);

  // Forgot password, from another browser: the reset ends this page's session.
  const other = await browser.newContext();
  const forget = await other.newPage();
  await forget.goto('/login');
  await forget.getByRole('link', { name: '忘记密码？' }).click();
  await expect(forget).toHaveURL(/\/forget\/step1$/);
  // 获取验证码 with no number: refused on the phone field. With the number it
  // says 验证码已发送, and the old refusal is gone.
  await forget.getByRole('button', { name: '获取验证码' }).click();
  await expect(forget.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
  await forget.getByLabel('手机号').fill(phone);
  await forget.getByRole('button', { name: '获取验证码' }).click();
  await expect(forget.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(forget.getByText('验证码已发送')).toBeVisible();
  await expect(forget.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'false');
  await forget.getByLabel('短信验证码').fill(await smsCode(forget.request, phone));
  await forget.getByRole('button', { name: '下一步' }).click();
  await expect(forget).toHaveURL(/\/forget\/step2$/);
  await forget.getByLabel('新密码', { exact: true }).fill('chongzhi2026');
  await forget.getByLabel('确认新密码').fill('chongzhi2026');
  await forget.getByRole('button', { name: '确认重置' }).click();
  await expect(forget).toHaveURL(/\/forget\/step3$/);
  await expect(forget.getByRole('status').filter({ hasText: '密码重置' })).toContainText('密码重置成功');
  await other.close();

  const base = await api.get('/api/user/base');
  expect(((await base.json()) as { code: number }).code).toBe(10001);
  await logInWithForm(page, { username, password: 'chongzhi2026' });
});
