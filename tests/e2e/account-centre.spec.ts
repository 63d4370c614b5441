import { expect, request as apiRequest, test, type APIRequestContext } from './hydrated-page';
import type { AccountStores, CreatedOrder, GoodsSummary, InspectionReportPage, Page as ListPage } from '../../shared/contract';
import { logIn } from './demo-account';
import { E2E_CONTROL_TOKEN_ENV } from './server-process';
import { BUYER } from './new-order';

/**
 * The account centre as a chain's buyer uses it (/zhzx/ddgl): switching the
 * store changes the cart and the orders the site shows; cart lines copy to
 * another store. Then /zhzx/wdxx: marking messages read moves the right
 * bar's badge. chain is used by no other spec; demo's unread messages are
 * touched by no other spec.
 */
const CHAIN = { username: 'chain', password: 'yaopi123' } as const;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
  return body.data;
}

interface Setup {
  mainGoods: string;
  storeGoods: string;
  storeOrder: string;
  store: { id: number; company: string };
  sibling: { id: number; company: string };
}

/**
 * Through the API, in its own session: chain's own cart holds one goods;
 * its first store's cart another, and that store has an order.
 */
async function prepare(baseURL: string): Promise<Setup> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const { token } = await ok<{ token: string }>(await api.post('/api/login', { data: CHAIN }));
    const headers = { authorization: `Bearer ${token}` };
    const stores = await ok<AccountStores>(await api.get('/api/user/stores', { headers }));
    const [, store, sibling] = stores.list;
    const list = await ok<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(
      await api.get('/api/goods/list?per_page=40', { headers }),
    );
    const buyable = list.data.filter((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3);
    const [forMain, forStore] = [buyable[5]!, buyable[6]!];
    const add = (goods: typeof forMain) =>
      api.post('/api/cart', { headers, data: { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] } });

    await ok(await api.post('/api/user/stores/switch', { headers, data: { id: stores.list[0]!.id } }));
    await ok(await add(forMain));

    await ok(await api.post('/api/user/stores/switch', { headers, data: { id: store!.id } }));
    await ok(await add(forStore));
    const cart = await ok<{ data: { id: number; goods: { id: number } }[] }>(await api.get('/api/cart/list', { headers }));
    const address = await ok<{ id: number }>(
      await api.post('/api/address', {
        headers,
        data: { consignee: '陈静', phone: '15931107765', province: '河北省', city: '石家庄市', district: '裕华区', detail: '裕华东路133号' },
      }),
    );
    const order = await ok<CreatedOrder>(
      await api.post('/api/order', {
        headers,
        data: { ids: cart.data.filter((line) => line.goods.id === forStore.id).map((line) => line.id), address_id: address.id },
      }),
    );
    // Put the store's cart back: the order took its line.
    await ok(await add(forStore));
    return {
      mainGoods: forMain.name,
      storeGoods: forStore.name,
      storeOrder: order.order_no,
      store: { id: store!.id, company: store!.company },
      sibling: { id: sibling!.id, company: sibling!.company },
    };
  } finally {
    await api.dispose();
  }
}

/** zzbxk orders a goods whose batch on sale has a report (through the API, in its own session); answers the order id. */
async function orderWithReport(baseURL: string): Promise<number> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const { token } = await ok<{ token: string }>(await api.post('/api/login', { data: BUYER }));
    const headers = { authorization: `Bearer ${token}` };
    const reports = await ok<InspectionReportPage>(await api.get('/api/jybg/filter?per_page=100', { headers }));
    const reported = new Map(reports.list.map((report) => [report.goods_id, report.batch_no]));
    const list = await ok<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(
      await api.get('/api/goods/list?per_page=100', { headers }),
    );
    const goods = list.data.find((g) => reported.has(g.id) && g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3);
    if (!goods) throw new Error('no buyable goods with a report');
    await ok(await api.post('/api/cart', { headers, data: { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] } }));
    const cart = await ok<{ data: { id: number; goods: { id: number } }[] }>(await api.get('/api/cart/list', { headers }));
    const addresses = await ok<{ id: number }[]>(await api.get('/api/address', { headers }));
    const order = await ok<CreatedOrder>(
      await api.post('/api/order', {
        headers,
        data: { ids: cart.data.filter((line) => line.goods.id === goods.id).map((line) => line.id), address_id: addresses[0]!.id },
      }),
    );
    return order.id;
  } finally {
    await api.dispose();
  }
}

test.describe('account centre /zhzx', () => {
  test('a store switch in /zhzx/ddgl changes the cart and orders shown; cart lines copy to another store', async ({ page, baseURL }) => {
    // Two stores, two carts, orders and a copy: the longest walk of the account centre.
    test.slow();
    const setup = await prepare(baseURL!);
    await logIn(page, CHAIN);
    await page.goto('/zhzx');
    // /zhzx opens 基本信息.
    await expect(page).toHaveURL(/\/zhzx\/basic$/);
    await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: '账户中心' });
    await nav.getByRole('link', { name: '多门店管理' }).click();
    await expect(page).toHaveTitle('多门店管理 - 药批');
    const table = page.getByRole('table', { name: '门店列表' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row', { name: /河北仁和堂医药连锁有限公司 总店 当前门店/ })).toBeVisible();

    // The login account's cart and orders.
    await page.goto('/cart');
    await expect(page.getByText(setup.mainGoods).first()).toBeVisible();
    await expect(page.getByText(setup.storeGoods)).toHaveCount(0);
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: /我的订单/ })).toBeVisible();
    await expect(page.getByText(setup.storeOrder)).toHaveCount(0);

    // Switch to the store: its cart and its order.
    await page.goto('/zhzx/ddgl');
    await page.getByRole('button', { name: `切换到 ${setup.store.company}` }).click();
    await expect(page.getByText(`已切换到 ${setup.store.company}`)).toBeVisible();
    await expect(table.locator(`tr[data-store-id="${setup.store.id}"]`)).toContainText('当前门店');
    await expect(page.getByRole('heading', { level: 1, name: /多门店管理/ })).toContainText(setup.store.company);

    await page.goto('/cart');
    await expect(page.getByText(setup.storeGoods).first()).toBeVisible();
    await expect(page.getByText(setup.mainGoods)).toHaveCount(0);
    await page.goto('/order');
    await expect(page.getByText(setup.storeOrder)).toBeVisible();

    // Copy the store's cart line to its sibling.
    await page.goto('/zhzx/ddgl');
    const copy = page.getByRole('region', { name: '复制购物车到其他门店' });
    await expect(copy.getByRole('checkbox', { name: new RegExp(setup.storeGoods) })).toBeChecked();
    await copy.getByRole('button', { name: '复制到所选门店' }).click();
    await expect(copy.getByRole('alert')).toHaveText('请选择目标门店');
    await copy.getByRole('checkbox', { name: setup.sibling.company }).check();
    await copy.getByRole('button', { name: '复制到所选门店' }).click();
    await expect(page.getByText('已复制 1 条到所选门店')).toBeVisible();
    await expect(table.locator(`tr[data-store-id="${setup.sibling.id}"]`)).toContainText('1 种商品');

    // The sibling's cart now holds it.
    await page.getByRole('button', { name: `切换到 ${setup.sibling.company}` }).click();
    await expect(table.locator(`tr[data-store-id="${setup.sibling.id}"]`)).toContainText('当前门店');
    await page.goto('/cart');
    await expect(page.getByText(setup.storeGoods).first()).toBeVisible();
  });

  test('marking messages read in /zhzx/wdxx updates the right bar’s badge', async ({ page }) => {
    await logIn(page, { username: 'demo', password: 'yaopi123' });
    await page.goto('/wdxx');
    await expect(page).toHaveTitle('我的消息 - 药批');
    const list = page.getByRole('list', { name: '消息列表' });
    const unread = list.getByRole('button', { name: /标为已读/ });
    // The seed gives demo several unread notices, listed first.
    await expect(unread.first()).toBeVisible();
    const count = await unread.count();
    expect(count).toBeGreaterThan(1);
    const badge = page.getByLabel(`消息，${count}条`);
    await expect(badge).toBeVisible();

    await unread.first().click();
    await expect(page.getByLabel(`消息，${count - 1}条`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /我的消息/ })).toContainText(`未读 ${count - 1} 条`);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByText('已全部标为已读')).toBeVisible();
    await expect(page.getByLabel(/^消息，\d+条$/)).toHaveCount(0);
    await expect(list.getByRole('button', { name: /标为已读/ })).toHaveCount(0);
  });

  test('an account-centre page is titled like the other member pages', async ({ page }) => {
    // The account centre is a widget in its own shadow root: the title's look must come with it (it once showed the browser's 2em h1).
    await logIn(page);
    await page.goto('/order');
    const orders = page.getByRole('heading', { level: 1, name: '我的订单' });
    const size = await orders.evaluate((heading) => getComputedStyle(heading).fontSize);
    await page.goto('/zhzx/basic');
    await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toHaveCSS('font-size', size);
  });

  test('/zhzx/basic changes the phone with the code sent to the new number', async ({ page, request }) => {
    await logIn(page, { username: 'jnrenhe', password: 'yaopi123' });
    await page.goto('/zhzx/basic');
    await expect(page.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
    await expect(page.getByText('15169032217')).toBeVisible();
    await page.getByRole('button', { name: '更换手机号' }).click();
    const form = page.getByRole('form', { name: '更换手机号' });

    // Another login's number: refused at its field before any code is sent.
    await form.getByLabel('新手机号').fill('13933158822');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('alert')).toHaveText('该手机号已被其他账号使用');

    const next = '13677712345';
    await form.getByLabel('新手机号').fill(next);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const sms = await request.get(`/api/test/sms?phone=${next}`, { headers: { 'x-test-control': process.env[E2E_CONTROL_TOKEN_ENV] ?? '' } });
    const { data } = (await sms.json()) as { data: { code: string } };
    expect(data.code).toMatch(/^\d{6}$/);

    await form.getByLabel('验证码').fill(data.code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: '确认更换' }).click();
    await expect(form.getByRole('alert')).toHaveText('验证码错误');
    await form.getByLabel('验证码').fill(data.code);
    await form.getByRole('button', { name: '确认更换' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText(next)).toBeVisible();
  });

  test('/zhzx/bdwx binds WeChat through the local scan page, shows the nickname, unbinds after the confirm', async ({ page, context }) => {
    await logIn(page, { username: 'bdyimin', password: 'yaopi123' });
    await page.goto('/zhzx/bdwx');
    await expect(page.getByRole('heading', { level: 1, name: '绑定微信' })).toBeVisible();
    // A fresh load: the page loads the user itself (the header makes no base call on this route).
    await expect(page).toHaveURL(/\/zhzx\/bdwx$/);
    await page.goto('/zhzx/bdwx');
    await expect(page.getByText('保定市莲池区益民诊所').first()).toBeVisible();

    await page.getByRole('button', { name: '绑定微信' }).last().click();
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: '在本机打开扫码页面' }).click();
    const scan = await opened;
    await expect(scan.getByRole('heading', { name: '微信 · 扫码授权' })).toBeVisible();
    await scan.getByLabel('微信昵称').fill('益民诊所小王');
    await scan.getByRole('button', { name: '确认授权' }).click();
    await expect(scan.getByText('授权成功，请回到药批页面查看')).toBeVisible();
    await scan.close();

    await expect(page.getByText('益民诊所小王')).toBeVisible();
    await expect(page.getByText('已绑定')).toBeVisible();
    await page.getByRole('button', { name: '解除绑定' }).click();
    const dialog = page.getByRole('alertdialog', { name: '解除绑定' });
    await expect(dialog).toContainText('确定解除绑定吗');
    await dialog.getByRole('button', { name: '解除绑定' }).click();
    await expect(page.getByText('已解除微信绑定')).toBeVisible();
    await expect(page.getByText('益民诊所小王')).toHaveCount(0);
  });

  test('/zhzx/jybg finds reports by batch, and an order line links its batch report', async ({ page, baseURL }) => {
    const orderId = await orderWithReport(baseURL!);
    await logIn(page, BUYER);
    await page.goto('/zhzx/jybg');
    const table = page.getByRole('table', { name: '质检报告' });
    const first = table.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    const batch = (await first.getByRole('cell').nth(2).textContent())!.trim();
    const search = page.getByRole('search');
    await search.getByLabel('批号').fill(batch);
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`batch_no=${batch}`));
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(batch);

    // The order's line carries its batch; its report opens from the order page.
    await page.goto(`/order/info/${orderId}`);
    const link = page.getByRole('link', { name: /的质检报告$/ }).first();
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\/svg\+xml|application\/pdf/);
  });
});
