import { expect, request as playwrightRequest, test, type APIRequestContext } from './hydrated-page';
import type { CartStore, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import type { CouponBatch, GroupDeal } from '../../shared/contract/deal-zone';
import type { Coupon } from '../../shared/contract/order';
import { advanceLifecycle } from './clock';
import { DEMO, logIn } from './demo-account';
import { apiData, emptyCart } from './buyer-api';

/**
 * Deal zones (issue 12) as the demo buyer uses them: each zone lists its own
 * goods and adds to the cart; a group buy reaches its target with another
 * buyer's join and the joined orders become payable, while a second deal
 * misses its deadline (the server's lifecycle clock moved forward) and its
 * order is cancelled; a coupon claimed in the coupon centre applies at
 * checkout. Figures are compared with the server's answers, not seed numbers.
 */

/** Another seeded buyer, signed in on its own request context (bearer token). */
async function otherBuyer(baseURL: string, username: string): Promise<APIRequestContext> {
  const anon = await playwrightRequest.newContext({ baseURL });
  const login = await apiData<{ token: string }>(anon, 'post', '/api/login', { username, password: DEMO.password });
  await anon.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${login.token}` } });
}

test.describe.serial('deal zones', () => {
  test('each zone lists the right goods and adds to the cart', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page);
    const api = page.request;
    for (const [path, zone] of [
      ['/mrtj', 'mrtj'],
      ['/ptzq', 'ptzq'],
      ['/zhzq', 'zhzq'],
    ] as const) {
      await emptyCart(api);
      await page.goto(path);
      // The server renders the zone's first page with its goods (no request of the browser's to wait for): the
      // cards shown are the zone's goods, in the zone's order.
      const goods = await apiData<ListPage<GoodsSummary>>(api, 'get', `/api/goods/list?zone=${zone}`);
      expect(goods.data.length).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: '活动规则' })).toBeVisible();
      const main = page.getByRole('main');
      const shown = await main.locator('[data-goods-id]').evaluateAll((cards) => [...new Set(cards.map((card) => Number(card.getAttribute('data-goods-id'))))]);
      expect(shown.slice(0, goods.data.length)).toEqual(goods.data.map((g) => g.id).slice(0, shown.length));
      // The first buyable card's 加入购物车 puts that goods in the cart.
      const first = goods.data.find((g) => g.is_buy === 1 && g.number >= Math.max(g.min_buy, g.step))!;
      const card = main.locator(`[data-goods-id="${first.id}"]`).first();
      await card.getByRole('button', { name: /加入购物车/ }).click();
      await expect.poll(async () => (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.map((line) => line.goods.id)).toContain(first.id);
      // The table view is the zone's own path.
      await page.goto(`${path}/table`);
      await expect(main.getByRole('table').first()).toBeVisible();
    }
    await emptyCart(api);
  });

  test('a group buy reaches its target and the joined orders become payable; a second misses its deadline and is cancelled', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const api = page.request;
    const deals = await apiData<ListPage<GroupDeal>>(api, 'get', '/api/groupBuy/list');
    // The earliest deadline is the one that will be missed; the one to succeed must be reachable by two joins.
    const missed = deals.data[0]!;
    const reached = deals.data.find((d) => d.id !== missed.id && d.deadline > missed.deadline && d.remaining <= 2 * d.max_per_order && d.remaining > 1)!;
    expect(reached).toBeTruthy();

    // Another pharmacy joins first, leaving what one order can take.
    const chain = await otherBuyer(baseURL!, 'chain');
    const chainAddress = (await apiData<{ id: number; is_default: 0 | 1 }[]>(chain, 'get', '/api/address')).find((a) => a.is_default === 1)!;
    const mine = Math.min(reached.max_per_order, reached.remaining - 1);
    const theirs = await apiData<{ order: { id: number } }>(chain, 'post', '/api/groupBuy/join', {
      deal_id: reached.id,
      number: reached.remaining - mine,
      address_id: chainAddress.id,
    });

    // The demo buyer joins the rest on the group-buy page: the deal is 已成团.
    await page.goto('/ptzq');
    const main = page.getByRole('main');
    await main.locator(`[data-deal="${reached.id}"]`).getByRole('link', { name: '去参团' }).click();
    await expect(page).toHaveURL(new RegExp(`/list/info-pt/${reached.goods.id}$`));
    const panel = main.getByRole('region', { name: '拼团活动' });
    await expect(panel).toContainText(`还差 ${mine} `);
    await panel.getByLabel('参团数量').fill(String(mine));
    await panel.getByRole('button', { name: '立即参团' }).click();
    await expect(panel.getByRole('status')).toContainText('已成团');
    await expect(panel).toContainText('已成团');
    await panel.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/\/order\/info\/\d+$/);
    const myOrderId = Number(new URL(page.url()).pathname.split('/').pop());
    const myOrder = await apiData<OrderDetail>(api, 'get', `/api/order/${myOrderId}`);
    expect(myOrder).toMatchObject({ status: 1, status_text: '待付款' });
    expect(myOrder.actions.pay).toBe(1);
    await expect(main).toContainText('待付款');
    const chainOrder = await apiData<OrderDetail>(chain, 'get', `/api/order/${theirs.order.id}`);
    expect(chainOrder).toMatchObject({ status: 1 });
    await chain.dispose();

    // The second deal: one unit joined, 待成团 until its deadline passes short of the target.
    await page.goto(`/list/info-pt/${missed.goods.id}`);
    const second = main.getByRole('region', { name: '拼团活动' });
    await second.getByLabel('参团数量').fill('1');
    await second.getByRole('button', { name: '立即参团' }).click();
    await expect(second.getByRole('status')).toContainText('订单待成团');
    await second.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/\/order\/info\/\d+$/);
    const waitingId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(main).toContainText('待成团');
    const stockBefore = (await apiData<GroupDeal>(api, 'get', `/api/groupBuy/goods/${missed.goods.id}`)).goods.number;

    const moved = await advanceLifecycle(api, missed.deadline - Math.floor(Date.now() / 1000) + 60);
    expect(moved['settle-group-deals']).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(main).toContainText('已取消');
    await expect(main).toContainText('拼团未成团');
    const cancelled = await apiData<OrderDetail>(api, 'get', `/api/order/${waitingId}`);
    expect(cancelled).toMatchObject({ status: 5, cancel_reason: '拼团未成团' });
    const after = await apiData<GroupDeal>(api, 'get', `/api/groupBuy/goods/${missed.goods.id}`);
    expect(after.state).toBe('failed');
    expect(after.goods.number).toBe(stockBefore + 1);
  });

  test('the coupon centre claims a coupon that then applies at checkout', async ({ page }) => {
    await logIn(page);
    const api = page.request;
    await emptyCart(api);
    const batches = await apiData<ListPage<CouponBatch>>(api, 'get', '/api/couponCentre/list');
    const batch = batches.data.find((b) => b.name === '满800减40')!;
    expect(batch.claimed_by_me).toBe(0);

    await page.goto('/lqzx');
    const main = page.getByRole('main');
    const card = main.locator(`[data-batch="${batch.id}"]`);
    const claimed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/couponCentre/claim');
    await card.getByRole('button', { name: '立即领取' }).click();
    const coupon = ((await (await claimed).json()) as { data: { coupon: Coupon } }).data.coupon;
    await expect(card).toContainText('已领取');
    await expect(page.getByText('领取成功')).toBeVisible();
    await expect(card).toContainText(`剩余${batch.left - 1}/${batch.issued}张`);

    // Goods worth over ¥800 that the coupon counts (the server says usable).
    const list = await apiData<ListPage<GoodsSummary>>(api, 'get', '/api/goods/list?per_page=40&in_stock=1');
    let lineId = 0;
    for (const goods of list.data.filter((g) => g.ladder_price.length === 0 && g.type === 0 && g.base_price !== null)) {
      const step = Math.max(goods.step, 1);
      const number = Math.max(goods.min_buy, Math.ceil(90_000 / Math.round(Number(goods.base_price) * 100) / step) * step);
      if (number > goods.number) continue;
      await emptyCart(api);
      await apiData(api, 'post', '/api/cart', { params: [{ goods_id: goods.id, number }] });
      const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
      const id = cart.data[0]!.id;
      const offered = await apiData<ListPage<Coupon>>(api, 'get', `/api/user/availableCoupon?ids=${id}`);
      if (offered.data.find((c) => c.id === coupon.id)?.usable === 1) {
        lineId = id;
        break;
      }
    }
    expect(lineId).toBeGreaterThan(0);

    await page.goto(`/cart/step2?ids=${lineId}`);
    await main.locator(`[part~="coupon"][data-coupon-id="${coupon.id}"]`).getByRole('radio').check();
    await expect(main.locator('[part~="coupon-amount"]')).toHaveText('-¥40.00');
    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await apiData<OrderDetail>(api, 'get', `/api/order/${orderId}`);
    expect(order.status).toBe(1);
    const held = await apiData<ListPage<Coupon>>(api, 'get', '/api/user/coupon?status=1&per_page=50');
    expect(held.data.find((c) => c.id === coupon.id)?.order_id).toBe(orderId);
  });
});
