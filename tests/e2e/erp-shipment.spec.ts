import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test, type FrameLocator, type Page } from './hydrated-page';
import type { Address, CartStore, CreatedOrder, GoodsSummary, Page as ListPage, PayResult } from '../../shared/contract';
import type { SellerOrder } from '../../shared/contract/seller/order';
import { sellerApiClient, type SellerApiClient } from '../../server/services/seller-sim/client';
import type { SellerOrderPage } from '../../server/services/seller-sim/shapes';
import { seededDump } from '../support/seeded-dump';
import { dumpWithSellerClient } from '../support/seller-erp';
import { apiData, emptyCart } from './buyer-api';
import { logIn, PAY_PASSWORD, usePayPassword } from './demo-account';
import { startErpHosts, type ErpHosts } from './erp-host';
import { BUYER } from './new-order';
import { startServer, stopServer, type StartedServer } from './server-process';

/**
 * The wholesaler's ERP ships through /api/seller/v1 and the buyer sees what
 * it sent (issue 30): a server of its own with the local seller simulation
 * off (LOCAL_SELLER=off), so nothing but this test ships; the test is the
 * ERP, with a seller client registered by the admin command and signed
 * requests. It finds the buyer's paid order by paging the paid orders, ships
 * it in two parcels (carrier, waybill, lines by 批号 with production and
 * expiry dates; one goods split over both parcels by batch) and reports each
 * parcel's trace. The order page then shows both parcels, their batches,
 * expiry dates and the trace: on the site, on a phone, and inside the ERP's
 * iframe (demo/erp.html, which binds the buyer zzbxk).
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ERP_CLIENT = 'erp-e2e';
const PHONE = { width: 375, height: 812 };

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

let server: StartedServer;
let hosts: ErpHosts;
let erp: SellerApiClient;
let erpDump = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  const made = await dumpWithSellerClient(await seededDump(), ERP_CLIENT, ['orders', 'fulfilment']);
  erpDump = made.dump;
  // The server process inherits this worker's environment; the setting is removed again once it runs.
  process.env.LOCAL_SELLER = 'off';
  try {
    server = await startServer(root, join(root, 'test-results/e2e-erp-shipment-server.log'), erpDump);
  } finally {
    delete process.env.LOCAL_SELLER;
  }
  base = server.baseURL;
  erp = sellerApiClient({ baseUrl: base, clientId: ERP_CLIENT, secret: made.secret });
  hosts = await startErpHosts();
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await hosts?.close();
  if (erpDump) rmSync(erpDump, { force: true });
});

interface Shipped {
  order: CreatedOrder;
  /** The parcel lines as the buyer should read them, and the trace texts. */
  lines: string[];
  waybills: string[];
  carriers: string[];
  traces: string[];
}

/** zzbxk orders two goods (the second in two units' worth) and pays from the wallet, over the buyer API. */
async function paidOrder(api: APIRequestContext): Promise<CreatedOrder> {
  await usePayPassword(api, PAY_PASSWORD, BUYER.password);
  await emptyCart(api);
  const listed = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=60');
  const goods = listed.data
    .filter((g) => g.is_buy === 1 && !g.is_ephedrine && g.base_price !== null && Number(g.base_price) < 100 && g.number >= Math.max(g.min_buy, g.step, 1) * 4)
    .slice(0, 2);
  expect(goods, 'two cheap buyable goods').toHaveLength(2);
  for (const [index, item] of goods.entries()) {
    await apiData(api, 'post', '/api/cart', { params: [{ goods_id: item.id, number: Math.max(item.min_buy, item.step, 1) * (index + 1) }] });
  }
  const lines = await apiData<CartStore>(api, 'get', '/api/cart/list');
  const addresses = await apiData<Address[]>(api, 'get', '/api/address');
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0]!;
  const order = await apiData<CreatedOrder>(api, 'post', '/api/order', { ids: lines.data.map((line) => line.id), address_id: address.id });
  const paid = await apiData<PayResult>(api, 'post', `/api/order/${order.id}/pay`, { method: 'wallet', pay_password: PAY_PASSWORD });
  expect(paid.status).toBe('paid');
  return order;
}

/** The ERP's side: finds the order among the paid ones, ships it in two parcels and reports their trace, all signed. */
async function shipAsTheErp(order: CreatedOrder): Promise<Omit<Shipped, 'order'>> {
  const paidNos: string[] = [];
  let cursor: string | null = null;
  do {
    const page: SellerOrderPage = await erp.get<SellerOrderPage>(`/api/seller/v1/orders?status=2&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    paidNos.push(...page.orders.map((o) => o.order_no));
    cursor = page.next_cursor;
  } while (cursor);
  expect(paidNos).toContain(order.order_no);

  const detail = await erp.get<SellerOrder>(`/api/seller/v1/orders/${order.order_no}`);
  expect(detail.lines).toHaveLength(2);
  const [first, second] = detail.lines as [SellerOrder['lines'][number], SellerOrder['lines'][number]];
  const half = second.quantity / 2;
  const stamp = order.order_no.slice(-8);
  const parcels = [
    {
      carrier: '顺丰速运',
      waybill_no: `SF14${stamp}01`,
      lines: [
        { line_id: first.line_id, quantity: first.quantity, batch_no: `A${stamp}`, produced_on: '2026-03-01', expires_on: '2028-02-29' },
        { line_id: second.line_id, quantity: half, batch_no: `B${stamp}1`, produced_on: '2026-05-10', expires_on: '2028-05-09' },
      ],
      events: ['【顺丰速运】已揽收，快件发往郑州转运中心', '快件已到达【郑州转运中心】'],
    },
    {
      carrier: '京东物流',
      waybill_no: `JDVA${stamp}02`,
      lines: [{ line_id: second.line_id, quantity: half, batch_no: `B${stamp}2`, produced_on: '2026-07-20', expires_on: '2028-07-19' }],
      events: ['【京东物流】已揽收，另一批号的货分开发出'],
    },
  ];
  // Shipped three hours ago, ten minutes apart, each event ten minutes after the one before.
  const start = Date.now() - 3 * 3600_000;
  let minute = 0;
  const at = () => new Date(start + (minute += 10) * 60_000).toISOString();
  for (const parcel of parcels) {
    await erp.post(
      `/api/seller/v1/orders/${order.order_no}/shipments`,
      { carrier: parcel.carrier, waybill_no: parcel.waybill_no, shipped_at: at(), lines: parcel.lines },
      `e2e-ship-${parcel.waybill_no}`,
    );
    const events = parcel.events.map((text) => ({ at: at(), text }));
    await erp.post(`/api/seller/v1/orders/${order.order_no}/shipments/${parcel.waybill_no}/events`, { events }, `e2e-trace-${parcel.waybill_no}`);
  }
  const nameOf = new Map(detail.lines.map((line) => [line.line_id, line.name]));
  return {
    lines: parcels.flatMap((parcel) =>
      parcel.lines.map(
        (line) => `${nameOf.get(line.line_id)} ×${line.quantity} · 批号 ${line.batch_no} · 生产日期 ${line.produced_on} · 有效期至 ${line.expires_on}`,
      ),
    ),
    waybills: parcels.map((parcel) => parcel.waybill_no),
    carriers: parcels.map((parcel) => parcel.carrier),
    traces: parcels.flatMap((parcel) => parcel.events),
  };
}

let shipped: Shipped;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: base });
  try {
    const login = await api.post('/api/login', { form: BUYER });
    expect(login.ok()).toBe(true);
    const order = await paidOrder(api);
    shipped = { order, ...(await shipAsTheErp(order)) };
  } finally {
    await api.dispose();
  }
});

/** The order page's 物流信息 card shows both parcels, each line by batch with its dates, and every trace line the ERP sent. */
async function expectParcels(scope: Page | FrameLocator): Promise<void> {
  const card = scope.getByRole('region', { name: '物流信息' });
  const parcels = card.getByRole('list', { name: '包裹' });
  await expect(parcels.locator(':scope > li')).toHaveCount(2);
  for (const [index, waybill] of shipped.waybills.entries()) {
    const parcel = parcels.locator(':scope > li').filter({ hasText: waybill });
    await expect(parcel).toContainText(shipped.carriers[index]!);
  }
  for (const line of shipped.lines) await expect(card.getByText(line, { exact: true })).toBeVisible();
  const trace = card.getByRole('list', { name: '物流信息' });
  for (const text of shipped.traces) await expect(trace.getByText(text, { exact: true })).toBeVisible();
  // Newest first: the second parcel's pickup was reported last.
  await expect(trace.locator('li').first()).toContainText(shipped.traces.at(-1)!);
}

test('the buyer’s order page shows both parcels, their batches, expiry dates and trace', async ({ page }) => {
  await logIn(page, BUYER, base);
  await page.goto(`${base}/order/info/${shipped.order.id}`);
  await expect(page.getByRole('main').getByRole('heading', { name: '待收货' })).toBeVisible();
  await expectParcels(page);
});

test('on a phone the same, and nothing on the page is wider than the screen', async ({ browser }) => {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await logIn(page, BUYER, base);
    await page.goto(`${base}/order/info/${shipped.order.id}`);
    await expectParcels(page);
    const card = page.getByRole('region', { name: '物流信息' });
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});

test('inside the ERP’s iframe the order page shows the same parcels and trace', async ({ page }) => {
  await page.goto(`${hosts.erpOrigin}/demo/erp.html?site=${encodeURIComponent(base)}&order=${shipped.order.id}`);
  const frame = page.frameLocator('#yaopi-frame');
  await expect(frame.getByText(shipped.order.order_no)).toBeVisible();
  await expect(frame.getByRole('heading', { name: '待收货' })).toBeVisible();
  await expectParcels(frame);
});
