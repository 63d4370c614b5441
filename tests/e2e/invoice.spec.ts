import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './hydrated-page';
import type { Address, CartItem, CreatedOrder, GoodsSummary, Invoice, OrderDetail, Page as ListPage } from '../../shared/contract';
import { pdfText } from '../api/fixtures/pdf-text';
import { advanceLifecycle, advanceUntilStatus } from './clock';
import { logIn as logInByApi, usePayPassword } from './demo-account';

/**
 * E-invoices (/dzfp, issue 11 "Done when"): a delivered order that asked for
 * an invoice shows it on /dzfp, its PDF downloads and the PDF's total is the
 * order's; a re-issue voids it and the new one is issued. tjtongji (a buyer
 * no other spec uses) buys one cheap goods with the wallet over the API, as
 * the checkout would; the server's lifecycle is moved on to ship, complete
 * (auto-confirm after 10 days) and issue.
 */
const BUYER = { username: 'tjtongji', password: 'yaopi123' } as const;
const COMPANY = '天津市河西区同济堂大药房有限公司';
const TAX_NO = '91120103MA05T8LW3R';
const PAY_PASSWORD = '602735';
const TEN_DAYS = 10 * 24 * 60 * 60;

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; type?: number };

async function apiData<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = method === 'get' ? await api.get(path, { headers }) : await api.post(path, { data, headers });
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 10000) throw new Error(`${method.toUpperCase()} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

/** Signs the buyer in over the API (demo-account.ts logIn) and opens `to`. */
async function logIn(page: Page, to: string) {
  await logInByApi(page, BUYER);
  await page.goto(to);
}

/** One goods the wallet (¥50) pays for with the ¥10 freight, ordered with a 普通发票 and paid. */
async function paidOrderWithInvoice(api: APIRequestContext): Promise<OrderDetail> {
  const cart = await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list');
  if (cart.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
  const list = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=100&sort=price&order=asc');
  const goods = list.data.find(
    (g) =>
      g.is_buy === 1 &&
      !g.is_ephedrine &&
      g.type !== 1 &&
      g.number > 100 &&
      g.base_price !== null &&
      Number(g.base_price) * Math.max(g.min_buy, g.step, 1) < 30,
  );
  if (!goods) throw new Error('no goods under ¥30 to buy');
  const number = Math.max(goods.min_buy, goods.step, 1);
  await apiData(api, 'post', '/api/cart', {
    params: [{ goods_id: goods.id, price: goods.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
  });
  const line = (await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list')).data.find((l) => l.goods.id === goods.id)!;
  const [address] = await apiData<Address[]>(api, 'get', '/api/address');
  const created = await apiData<CreatedOrder>(
    api,
    'post',
    '/api/order',
    { ids: [line.id], address_id: address!.id, invoice_type: 1, invoice_title: COMPANY, invoice_tax_no: TAX_NO },
    { 'Idempotency-Key': `e2e-invoice-${Date.now()}` },
  );
  await usePayPassword(api, PAY_PASSWORD, BUYER.password);
  await apiData(api, 'post', `/api/order/${created.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });
  return apiData<OrderDetail>(api, 'get', `/api/order/${created.id}`);
}

test.describe('e-invoices (/dzfp)', () => {
  test('a delivered order’s invoice downloads as a PDF whose total is the order’s, and can be re-issued', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, '/dzfp');
    const api = page.request;
    const order = await paidOrderWithInvoice(api);

    // Ship it, then let the receipt window pass: auto-complete makes it 已完成 and the issuing job issues the invoice.
    await advanceUntilStatus(api, 121, order.id, 3);
    await advanceUntilStatus(api, TEN_DAYS + 300, order.id, 4);
    await expect
      .poll(async () => {
        await advanceLifecycle(api, 0);
        const issued = await apiData<ListPage<Invoice>>(api, 'get', '/api/invoice?status=2');
        return issued.data.some((item) => item.order_id === order.id);
      })
      .toBe(true);

    await page.goto('/dzfp');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '电子发票' })).toBeVisible();
    const row = main.getByRole('row').filter({ hasText: order.order_no }).filter({ hasText: '已开具' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(COMPANY);
    await expect(row).toContainText(TAX_NO);
    await expect(row).toContainText(`¥${order.pay_total}`);

    // 下载PDF: an attachment named after the invoice; the PDF's 价税合计 is the order's pay total to the fen.
    const listed = await apiData<ListPage<Invoice>>(api, 'get', '/api/invoice?status=2');
    const invoice = listed.data.find((item) => item.order_id === order.id)!;
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /下载发票 .* 的PDF/ }).click()]);
    expect(download.suggestedFilename()).toBe(`电子发票-${invoice.invoice_no}.pdf`);
    const file = await download.path();
    const { text } = await pdfText(readFileSync(file));
    expect(text).toContain(invoice.invoice_no);
    expect(text).toContain(order.order_no);
    expect(text).toContain(`（小写）¥${order.pay_total}`);

    // 申请重开: the form checks before sending, then the old invoice is voided and the new one is being issued.
    await row.getByRole('button', { name: '申请重开' }).click();
    const dialog = page.getByRole('dialog', { name: /申请重开发票/ });
    await dialog.getByRole('radio', { name: '电子增值税专用发票' }).check();
    await dialog.getByLabel('纳税人识别号').fill('');
    await dialog.getByRole('button', { name: '提交重开申请' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('增值税专用发票须填写纳税人识别号');
    await dialog.getByLabel('纳税人识别号').fill('91120103ma05yyyy4t');
    await dialog.getByLabel('发票抬头').fill('天津同济堂医药有限公司');
    await dialog.getByRole('button', { name: '提交重开申请' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('row').filter({ hasText: invoice.invoice_no })).toContainText('已作废');
    // The new one is 开具中 until the issuing job runs (the e2e server's own loop may already have run it).
    const requested = (await apiData<ListPage<Invoice>>(api, 'get', '/api/invoice?per_page=50')).data.find(
      (item) => item.order_id === order.id && item.status !== 3,
    )!;
    expect(requested.title).toBe('天津同济堂医药有限公司');
    await advanceLifecycle(api, 0);
    await page.reload();
    const reissued = main.getByRole('row').filter({ hasText: order.order_no }).filter({ hasText: '已开具' });
    await expect(reissued).toContainText('91120103MA05YYYY4T');
    await expect(reissued).not.toContainText(invoice.invoice_no);
    await main.getByRole('navigation', { name: '发票状态' }).getByRole('link', { name: '已作废' }).click();
    await expect(page).toHaveURL(/\/dzfp\?status=3$/);
    await expect(main.getByRole('row').filter({ hasText: invoice.invoice_no })).toContainText('已作废');
  });
});
