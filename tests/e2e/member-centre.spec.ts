import { expect, request, test, type APIRequestContext, type Locator, type Page } from './hydrated-page';
import type { Address, CartItem, CreatedOrder, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { chinaDate, addDays } from '../../shared/domain/time';
import { DEMO, logIn as logInByApi } from './demo-account';

/**
 * The member centre (/user) and what stands behind it: the wallet pages,
 * the points mall and quick purchase. The demo buyer checks the figures;
 * jnrenhe (a buyer no other spec uses) gets eleven wallet-paid orders over
 * the API, so the balance ledger has two pages and quick purchase has goods
 * to offer.
 */
const BUYER = { username: 'jnrenhe', password: 'yaopi123' } as const;
const PAY_PASSWORD = '358214';

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; type?: number };

/** Signs in over the API (demo-account.ts logIn) and opens `to`. */
async function logIn(page: Page, username: string, password: string, to: string) {
  await logInByApi(page, { username, password });
  await page.goto(to);
}

/** A figure of the member centre: the link (named by its aria-label, like the menu entry of the same name beside it). */
function figureLink(page: Page, label: string): Locator {
  return page.getByRole('link', { name: label, exact: true }).filter({ has: page.locator('.yp-mc__figure-value') });
}

/** A figure of the member centre: its value as the buyer reads it. */
function figure(page: Page, label: string): Locator {
  return figureLink(page, label).locator('.yp-mc__figure-value');
}

async function apiFor(baseURL: string, who: { username: string; password: string }) {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/login', { form: { ...who } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await response.json()) as { code: number; message: string; data: T };
    if (body.code !== 10000) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
    return body.data;
  };
  return {
    api,
    get: <T>(path: string) => api.get(path, { headers }).then((r) => data<T>(r)),
    post: <T>(path: string, body: unknown, extra: Record<string, string> = {}) =>
      api.post(path, { headers: { ...headers, ...extra }, data: body }).then((r) => data<T>(r)),
  };
}

/** jnrenhe buys `n` different cheap goods, one order each, paid from the wallet. Answers the goods in order bought. */
async function buyWithWallet(baseURL: string, n: number): Promise<Buyable[]> {
  const buyer = await apiFor(baseURL, BUYER);
  try {
    const state = await buyer.get<{ is_set: 0 | 1 }>('/api/user/pay_password');
    if (state.is_set === 0) await buyer.post('/api/user/pay_password/set', { login_password: BUYER.password, pay_password: PAY_PASSWORD });
    const list = await buyer.get<ListPage<Buyable>>('/api/goods/list?per_page=100&sort=price&order=asc');
    const goods = list.data
      .filter((g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.number > 100 && g.base_price !== null && Number(g.base_price) < 40)
      // One goods per name, so the page's checkboxes name each one.
      .filter((g, index, all) => all.findIndex((other) => other.name === g.name) === index)
      .slice(0, n);
    expect(goods).toHaveLength(n);
    const [address] = await buyer.get<Address[]>('/api/address');
    for (const item of goods) {
      const number = Math.max(item.min_buy, item.step, 1);
      const line = { goods_id: item.id, price: item.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 };
      await buyer.post('/api/cart', { params: [line] });
      const cart = await buyer.get<{ data: CartItem[] }>('/api/cart/list');
      const cartLine = cart.data.find((l) => l.goods.id === item.id)!;
      const order = await buyer.post<CreatedOrder>(
        '/api/order',
        { ids: [cartLine.id], address_id: address!.id },
        { 'Idempotency-Key': `e2e-mc-${item.id}-${Date.now()}` },
      );
      await buyer.post(`/api/order/${order.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });
    }
    return goods;
  } finally {
    await buyer.api.dispose();
  }
}

test.describe('member centre /user', () => {
  test('the demo buyer opens it from the header; every figure equals the page behind it', async ({ page }) => {
    await logIn(page, DEMO.username, DEMO.password, '/');
    await page.getByRole('navigation', { name: '站点导航' }).getByRole('link', { name: '会员中心', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page).toHaveTitle('会员中心 - 药批');
    await expect(page.getByRole('heading', { name: '石家庄市长安区康宁大药房有限公司' })).toBeVisible();
    await expect(page.getByText('资质已认证')).toBeVisible();
    await expect(page.getByLabel('专属客户经理')).toContainText('张雪');

    const balance = (await figure(page, '账户余额').textContent())!;
    const points = (await figure(page, '积分').textContent())!;
    const coupons = (await figure(page, '优惠券').textContent())!;
    const vouchers = (await figure(page, '现金券').textContent())!;
    const unpaid = (await figure(page, '待付款').textContent())!;
    expect(balance).toMatch(/^¥[\d,]+\.\d{2}$/);

    await figureLink(page, '账户余额').click();
    await expect(page).toHaveURL(/\/wdqb\/yegl$/);
    await expect(page.getByLabel('账户余额')).toHaveText(balance);
    // The newest ledger line's 余额 is the balance too.
    await expect(page.getByRole('table', { name: '收支明细' }).getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(balance.replace('¥', ''));

    await page.goto('/user');
    await figureLink(page, '积分').click();
    await expect(page).toHaveURL(/\/wdqb\/jfgl$/);
    await expect(page.getByLabel('可用积分')).toHaveText(points);
    await expect(page.getByRole('table', { name: '积分明细' }).getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(points);

    await page.goto('/user');
    await figureLink(page, '优惠券').click();
    await expect(page).toHaveURL(/\/wdqb\/yhq$/);
    await expect(page.getByTestId('coupon-total')).toHaveText(coupons.replace(/\D/g, ''));
    await expect(page.getByRole('list', { name: '未使用优惠券' }).getByText('适用范围：全场商品（秒杀、套餐除外）').first()).toBeVisible();

    await page.goto('/user');
    await figureLink(page, '现金券').click();
    await expect(page).toHaveURL(/\/wdqb\/xjq$/);
    await expect(page.getByTestId('coupon-total')).toHaveText(vouchers.replace(/\D/g, ''));

    await page.goto('/user');
    await figureLink(page, '待付款').click();
    await expect(page).toHaveURL(/\/order\?status=1$/);
    await expect(page.locator('.yp-orders__tab--active .yp-orders__count')).toHaveText(unpaid);
  });

  test('a points exchange in /jfsc appears in /jfdd with the points deducted', async ({ page }) => {
    await logIn(page, DEMO.username, DEMO.password, '/jfsc');
    await expect(page).toHaveTitle('积分商城 - 药批');
    const before = Number(await page.getByLabel('可用积分').textContent());
    expect(before).toBeGreaterThanOrEqual(200);
    const gift = page.getByRole('listitem', { name: '便携分药盒(7格)' });
    await gift.getByRole('button', { name: '立即兑换' }).click();
    const dialog = page.getByRole('dialog', { name: '兑换 便携分药盒(7格)' });
    await dialog.getByLabel(/兑换数量/).fill('0');
    await dialog.getByRole('button', { name: /确认兑换/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText('兑换数量至少1件');
    await dialog.getByLabel(/兑换数量/).fill('1');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByRole('button', { name: '确认兑换（200积分）' }).click();

    await expect(page).toHaveURL(/\/jfdd$/);
    const row = page.getByRole('row').filter({ hasText: '便携分药盒(7格)' }).first();
    await expect(row).toContainText('200');
    await expect(row).toContainText('待发货');

    await page.goto('/wdqb/jfgl');
    await expect(page.getByLabel('可用积分')).toHaveText(String(before - 200));
    const newest = page.getByRole('table', { name: '积分明细' }).getByRole('row').nth(1);
    await expect(newest).toContainText('使用');
    await expect(newest).toContainText('-200');
    await expect(newest.getByRole('link', { name: /积分订单 JF/ })).toBeVisible();
  });

  test('on a 375 px phone the exchange dialog of /jfsc, address form included, fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, DEMO.username, DEMO.password, '/jfsc');
    await page.getByRole('listitem', { name: '便携分药盒(7格)' }).getByRole('button', { name: '立即兑换' }).click();
    const dialog = page.getByRole('dialog', { name: '兑换 便携分药盒(7格)' });
    await expect(dialog.getByLabel(/兑换数量/)).toBeVisible();
    const widths = await dialog.evaluate((node) =>
      [node, ...node.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => el.className),
    );
    expect(widths, 'parts of the dialog that scroll sideways').toEqual([]);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  test('balance ledger: type and date filters and paging; quick purchase adds three earlier goods at once', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const bought = await buyWithWallet(baseURL!, 11);

    await logIn(page, BUYER.username, BUYER.password, '/wdqb/yegl');
    const table = page.getByRole('table', { name: '收支明细' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText('共 12 条')).toBeVisible();
    await expect(rows.first().getByRole('link', { name: /^订单 YP/ })).toBeVisible();
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(2);
    await expect(rows.last()).toContainText('账户充值');

    const filters = page.getByRole('form', { name: '筛选收支明细' });
    await filters.getByLabel('类型').selectOption('1');
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/type=1/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('收入');

    await filters.getByLabel('类型').selectOption('2');
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 11 条')).toBeVisible();

    const today = chinaDate();
    await filters.getByLabel('开始日期').fill(addDays(today, 1));
    await filters.getByLabel('结束日期').fill(today);
    await expect(filters.getByRole('alert')).toHaveText('开始日期不能晚于结束日期');
    await expect(filters.getByRole('button', { name: '查询' })).toBeDisabled();
    await filters.getByLabel('结束日期').fill(addDays(today, 2));
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('所选条件下没有收支记录')).toBeVisible();
    await filters.getByLabel('开始日期').fill(today);
    await filters.getByLabel('结束日期').fill(today);
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 11 条')).toBeVisible();
    await filters.getByRole('button', { name: '重置' }).click();
    await expect(page.getByText('共 12 条')).toBeVisible();

    // Quick purchase: the same goods again, three ticked and added in one go.
    const buyer = await apiFor(baseURL!, BUYER);
    const cartIds = async () => (await buyer.get<{ data: CartItem[] }>('/api/cart/list')).data.map((line) => line.goods.id);
    expect(await cartIds()).toEqual([]);
    await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '快捷采购' }).click();
    await expect(page).toHaveURL(/\/zzfw\/kjcg$/);
    const goodsTable = page.getByRole('table', { name: '采购过的商品' });
    await expect(goodsTable.locator('tbody tr')).toHaveCount(11);
    const picked = bought.slice(0, 3);
    for (const item of picked) await goodsTable.getByRole('checkbox', { name: `选择 ${item.name}` }).check();
    await expect(page.getByText('已选 3 种')).toBeVisible();
    await page.getByRole('button', { name: '批量加入购物车' }).click();
    await expect(page.getByText('已将 3 种商品加入购物车')).toBeVisible();
    await expect(page.getByText('已选 0 种')).toBeVisible();
    expect((await cartIds()).sort()).toEqual(picked.map((item) => item.id).sort());

    // Sorting by last bought puts the latest order's goods first.
    await page.getByRole('link', { name: '最近购买' }).click();
    await expect(page).toHaveURL(/order=last/);
    await expect(goodsTable.locator('tbody tr').first()).toContainText(bought.at(-1)!.name);
    await goodsTable.getByRole('button', { name: `加入购物车 ${bought.at(-1)!.name}` }).click();
    await expect(page.getByText(`已将 ${bought.at(-1)!.name} 加入购物车`)).toBeVisible();
    expect(await cartIds()).toContain(bought.at(-1)!.id);
    await buyer.api.dispose();
  });

  test('a wanted-variety request with a photo and a feedback are saved and listed', async ({ page }) => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await logIn(page, DEMO.username, DEMO.password, '/zzfw/pzqg');
    await expect(page.getByRole('table', { name: '求购记录' })).toContainText('复方丹参滴丸');
    await page.getByRole('link', { name: '新增求购' }).click();
    await expect(page).toHaveURL(/\/zzfw\/pzqg\/add$/);
    const form = page.getByRole('form', { name: '新增求购' });
    await form.getByRole('button', { name: '提交求购' }).click();
    await expect(form.getByLabel('药品名称')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').first()).toHaveText('请填写药品名称');
    await form.getByLabel('药品名称').fill('小儿豉翘清热颗粒');
    await form.getByLabel('生产厂家').fill('济川药业集团有限公司');
    await form.getByLabel('规格').fill('2g×6袋');
    await form.getByLabel('求购数量').fill('30');
    await form.getByLabel('期望价格（元）').fill('26.8');
    await form.getByLabel(/药品图片/).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByRole('img', { name: '已上传图片1' })).toBeVisible();
    await form.getByRole('button', { name: '提交求购' }).click();
    await expect(page).toHaveURL(/\/zzfw\/pzqg\/info\?id=\d+$/);
    await expect(page.getByText('小儿豉翘清热颗粒')).toBeVisible();
    await expect(page.getByText('¥26.80')).toBeVisible();
    await expect(page.getByRole('img', { name: '小儿豉翘清热颗粒 图片' })).toBeVisible();
    await page.getByRole('link', { name: '品种求购' }).first().click();
    await expect(page.getByRole('table', { name: '求购记录' }).locator('tbody tr').first()).toContainText('小儿豉翘清热颗粒');

    await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '意见反馈' }).click();
    await expect(page).toHaveURL(/\/zzfw\/yjfk$/);
    const feedback = page.getByRole('form', { name: '提交反馈' });
    await feedback.getByRole('radio', { name: '功能建议' }).check();
    await feedback.getByLabel('反馈内容').fill('希望快捷采购能按分类筛选');
    await feedback.getByLabel('联系方式').fill('13800138000');
    await feedback.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('反馈已提交，感谢您的建议')).toBeVisible();
    const newest = page.getByRole('list', { name: '我的反馈' }).getByRole('listitem').first();
    await expect(newest).toContainText('希望快捷采购能按分类筛选');
    await expect(newest).toContainText('待回复');
    await expect(page.getByRole('list', { name: '我的反馈' })).toContainText('已要求仓库对易碎品加装气泡膜');
  });

  test('the purchase agreement /dzht shows who signed which version, and is in the member menu', async ({ page }) => {
    await logIn(page, DEMO.username, DEMO.password, '/dzht');
    await expect(page).toHaveTitle('电子合同 - 药批');
    const agreement = page.getByRole('article', { name: '药品采购电子合同' });
    await expect(agreement).toContainText('乙方（采购方）：石家庄市长安区康宁大药房有限公司');
    await expect(agreement.getByRole('heading', { name: '第一条 合同订立' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('已签署');
    await expect(page.getByRole('status')).toContainText('签署人：刘建华');
    await expect(page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '电子合同' })).toHaveAttribute('aria-current', 'page');
  });
});
