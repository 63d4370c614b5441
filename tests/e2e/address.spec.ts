import { expect, test, type APIRequestContext, type Page } from './hydrated-page';
import type { Address, CartItem, GoodsSummary, Page as ListPage } from '../../shared/contract';
import { logIn, logInThroughForm } from './demo-account';

/**
 * /zhzx/addr (收货地址): the address book as a buyer uses it. A buyer other
 * than demo, so the purchase tests' addresses are not disturbed; the names
 * are unique to this run, so whatever the seed or other tests saved for this
 * buyer does not matter.
 */
const BUYER = { username: 'bdyimin', password: 'yaopi123' } as const;
const tag = Date.now().toString(36).slice(-4);
const CONSIGNEE = `赵明${tag}`;

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = method === 'get' ? await api.get(path) : method === 'delete' ? await api.delete(path) : await api.post(path, { data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

function card(page: Page, consignee: string) {
  return page.getByRole('list', { name: '收货地址列表' }).getByRole('listitem').filter({ hasText: consignee });
}

test.describe('delivery addresses /zhzx/addr', () => {
  test('add (bad phone first), set default, edit and delete with the confirm', async ({ page, baseURL }) => {
    // A visitor is sent to log in and brought back.
    await page.goto('/zhzx/addr');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInThroughForm(page, BUYER.username, BUYER.password);
    await expect(page).toHaveURL(new URL('/zhzx/addr', baseURL).href);
    await expect(page).toHaveTitle('收货地址 - 药批');
    await expect(page.getByRole('heading', { level: 1, name: /收货地址/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '收货地址' })).toHaveAttribute('aria-current', 'page');

    // Add: a phone that is neither a mobile nor an area-code landline is named at its field.
    await page.getByRole('button', { name: '+ 新增收货地址' }).click();
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByLabel('收货人').fill(CONSIGNEE);
    await form.getByLabel('联系电话').fill('12345678901');
    await form.getByLabel('省份').fill('河北省');
    await form.getByLabel('城市').fill('保定市');
    await form.getByLabel('区县').fill('竞秀区');
    await form.getByLabel('详细地址').fill('朝阳北大街88号');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form.getByLabel('联系电话')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('联系电话格式不正确（手机号或区号-座机号）');
    await expect(card(page, CONSIGNEE)).toHaveCount(0);

    // A good phone: saved and listed with the full address.
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toHaveCount(0);
    const mine = card(page, CONSIGNEE);
    await expect(mine).toContainText('13912345678');
    await expect(mine).toContainText('河北省保定市竞秀区朝阳北大街88号');

    // 设为默认: the one 默认 badge moves to this card.
    if ((await mine.getByText('默认', { exact: true }).count()) === 0) {
      await mine.getByRole('button', { name: '设为默认' }).click();
    }
    await expect(mine.getByText('默认', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '收货地址列表' }).getByText('默认', { exact: true })).toHaveCount(1);
    await expect(mine.getByRole('button', { name: '设为默认' })).toHaveCount(0);

    // Another address, made default: the badge moves away from the first one.
    const other = `钱芳${tag}`;
    await page.getByRole('button', { name: '+ 新增收货地址' }).click();
    await form.getByLabel('收货人').fill(other);
    await form.getByLabel('联系电话').fill('0312-5012345');
    await form.getByLabel('省份').fill('河北省');
    await form.getByLabel('城市').fill('保定市');
    await form.getByLabel('详细地址').fill('裕华西路2号');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(card(page, other)).toBeVisible();
    await card(page, other).getByRole('button', { name: '设为默认' }).click();
    await expect(card(page, other).getByText('默认', { exact: true })).toBeVisible();
    await expect(mine.getByText('默认', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '收货地址列表' }).getByText('默认', { exact: true })).toHaveCount(1);

    // Edit: the form starts from the saved values; the card shows the change.
    await mine.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑收货地址' });
    await expect(edit.getByLabel('收货人')).toHaveValue(CONSIGNEE);
    await expect(edit.getByLabel('联系电话')).toHaveValue('13912345678');
    await edit.getByLabel('详细地址').fill('朝阳北大街99号');
    await edit.getByRole('button', { name: '保存地址' }).click();
    await expect(edit).toHaveCount(0);
    await expect(mine).toContainText('河北省保定市竞秀区朝阳北大街99号');

    // The change is the server's: it survives a reload.
    await page.reload();
    await expect(mine).toContainText('朝阳北大街99号');

    // Delete asks first; 取消 keeps the address, 确定 removes it.
    await mine.getByRole('button', { name: '删除' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('确定删除该收货地址吗?');
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toHaveCount(0);
    await expect(mine).toHaveCount(1);

    await mine.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(mine).toHaveCount(0);
    await expect(card(page, other)).toBeVisible();

    // Tidy up the second one too, so a rerun against the same database starts from the seed's count.
    await card(page, other).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(card(page, other)).toHaveCount(0);
  });

  test('an address added at 核对订单信息 says 地址已保存 and is chosen for the order', async ({ page }) => {
    await logIn(page, BUYER);
    const api = page.request;
    const list = await apiData<ListPage<GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number }>>(api, 'get', '/api/goods/list?per_page=60');
    const goods = list.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3)!;
    await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step, 1) }] });
    const line = (await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list')).data.find((item) => item.goods?.id === goods.id)!;

    await page.goto(`/cart/step2?ids=${line.id}`);
    const consignee = `孙磊${tag}`;
    await page.getByRole('button', { name: '+ 新增收货地址' }).click();
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByLabel('收货人').fill(consignee);
    await form.getByLabel('联系电话').fill('13712345678');
    await form.getByLabel('省份').fill('河北省');
    await form.getByLabel('城市').fill('保定市');
    await form.getByLabel('详细地址').fill('东风中路18号');
    await form.getByRole('button', { name: '保存地址' }).click();
    // The save says so, briefly, and the new address is the one the order will go to.
    await expect(page.getByText('地址已保存')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: '收货地址' }).getByRole('radio', { name: new RegExp(consignee) })).toBeChecked();

    // Tidy up: this buyer's address book and cart as they were.
    const saved = (await apiData<Address[]>(api, 'get', '/api/address')).find((address) => address.consignee === consignee)!;
    await apiData(api, 'delete', `/api/address/${saved.id}`);
    await apiData(api, 'post', '/api/cart/batch_delete', { ids: [line.id] });
  });

  test('the order centre links to the address book', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=%2Forder');
    await logInThroughForm(page, BUYER.username, BUYER.password);
    await expect(page).toHaveURL(new URL('/order', baseURL).href);
    await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '收货地址' }).click();
    await expect(page).toHaveURL(new URL('/zhzx/addr', baseURL).href);
    await expect(page.getByRole('heading', { level: 1, name: /收货地址/ })).toBeVisible();
  });
});
