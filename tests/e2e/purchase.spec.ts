import { expect, test, type Page } from './hydrated-page';
import type {
  AfterSaleDetail,
  CartStore,
  CartTier,
  Coupon,
  GoodsSummary,
  OrderCheckoutPreview,
  OrderDetail,
  Page as ListPage,
  WalletInfo,
} from '../../shared/contract';
import { bestCouponId } from '../../shared/domain/best-coupon';
import { DEMO, logInThroughForm, PAY_PASSWORD, usePayPassword } from './demo-account';
import { advanceUntilStatus } from './clock';
import { apiData } from './buyer-api';

/**
 * The whole purchase as the demo buyer does it (issue 4 "Done when"): search,
 * add to the cart, the cart page's docs/product/constants.md totals, confirm, pay from the wallet,
 * find the order, wait for the (local) warehouse to ship it, and apply for a
 * return. Every figure on the page is compared with the server's answer for
 * the same session (page.request shares the browser's cookie), never with
 * seed numbers.
 */

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number };

/** The data of a `{ code, message, data }` answer; anything but 10000 fails the test with the message. */
/** Reached tiers first, in the server's order otherwise (docs/product/states.md), as text. */
function reachedFirstTexts(tiers: readonly CartTier[]): string[] {
  return [...tiers.filter((t) => t.status === 1), ...tiers.filter((t) => t.status !== 1)].map((t) => t.text);
}

/** The header's search box (the sticky copy only exists after scrolling). */
function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox').first();
}

test.describe('purchase: cart, checkout, wallet payment, orders, return', () => {
  test('demo searches, buys one goods with the wallet, finds the order and applies for a return', async ({ page }) => {
    // Shipping waits for the e2e fulfilment delay; the rest is a few page loads.
    test.setTimeout(120_000);

    await page.goto('/login');
    // Logging in reloads the page on the next route change (docs/product/routes.md route guard): wait for that load.
    const reloaded = page.waitForEvent('load');
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await reloaded;
    await expect(page).not.toHaveURL(/\/login/);
    const api = page.request;

    // Start from an empty cart, whatever the seed or an earlier run left in it:
    // the order then holds exactly the goods added here.
    const before = await apiData<CartStore>(api, 'get', '/api/cart/list');
    if (before.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: before.data.map((line) => line.id) });
    const walletBefore = await apiData<WalletInfo>(api, 'get', '/api/user/user_money');
    // Wallet payments ask for the 支付密码; its first-use flow is wallet-password.spec.ts's.
    await usePayPassword(api, PAY_PASSWORD);
    await page.goto('/');
    // The header's 我的购物车 link carries the badge count in its name.
    const headerCart = page.getByRole('banner').getByRole('link', { name: /^我的购物车/ });
    await expect(headerCart).toHaveAccessibleName('我的购物车，暂无商品');

    // Search from the header; keep the list the page itself was given.
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/goods/list' && r.request().method() === 'GET');
    await searchBox(page).fill('阿莫西林');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=.+&type=1$/);
    const results = ((await (await listed).json()) as { data: ListPage<Buyable> }).data;
    // A goods of the 满减 activity (tag 满), enough of it to reach the lowest tier, so the cart shows a
    // reached tier (已满足) beside unreached ones; priced at its cheapest ladder price, since the
    // ladder lowers the unit price.
    const threshold = Math.min(...before.activity_data.manjians.manjians.map((tier) => Number(tier.amount)));
    const quantityFor = (g: Buyable) => {
      const step = Math.max(g.step, 1);
      const cheapest = Math.min(Number(g.base_price), ...g.ladder_price.map((tier) => Number(tier.price ?? g.base_price)));
      return Math.max(g.min_buy, Math.ceil(threshold / cheapest / step) * step);
    };
    const goods = results.data.find(
      (g) => g.is_buy === 1 && !g.is_ephedrine && g.base_price !== null && g.tags.some((tag) => tag.name === '满') && g.number >= quantityFor(g),
    );
    if (!goods) throw new Error(`the search found no 满减 goods with stock for the ¥${threshold} tier`);
    const quantity = quantityFor(goods);

    const card = page.getByRole('main').locator(`[data-goods-id="${goods.id}"]`).first();
    await expect(card).toContainText(goods.name);
    await card.getByRole('button', { name: '加入购物车' }).click();

    // The header badge and the right bar follow the server's cart.
    await expect(headerCart).toHaveAccessibleName('我的购物车，1 种商品');
    const cartTotal = await apiData<{ total: number }>(api, 'get', '/api/cart/total');
    expect(cartTotal.total).toBe(1);
    const bar = page.getByRole('complementary', { name: '快捷工具栏' });
    const cartTab = bar.getByRole('navigation').getByRole('button', { name: /购物车/ });
    await expect(cartTab).toContainText('1');
    await cartTab.click();
    const drawer = bar.getByRole('region', { name: '我的购物车' });
    await expect(drawer).toContainText(goods.name);
    await expect(drawer).toContainText('共 1 种商品');

    // 去购物车结算 → /cart: every docs/product/constants.md figure as GET /api/cart/list answers it.
    await drawer.getByRole('button', { name: '去购物车结算' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // On the cart page the drawer is closed (docs/product/routes.md): it must not cover the cart's own buttons.
    await expect(drawer).toBeHidden();
    const main = page.getByRole('main');
    const lineRow = main.getByRole('row').filter({ hasText: goods.name });
    await expect(lineRow).toHaveCount(1);
    // Buy enough for the 满减 tier: type the quantity, Enter commits it to the server.
    const stepper = lineRow.getByRole('spinbutton', { name: '购买数量' });
    await stepper.fill(String(quantity));
    await stepper.press('Enter');
    await expect
      .poll(async () => (await apiData<CartStore>(api, 'get', '/api/cart/list')).data.map((line) => [line.goods.id, line.number]))
      .toEqual([[goods.id, quantity]]);
    const cart = await apiData<CartStore>(api, 'get', '/api/cart/list');
    expect(cart.activity_data.manjians.manjians.some((tier) => tier.status === 1)).toBe(true);
    await expect(stepper).toHaveValue(String(quantity));
    const { totals } = cart;
    await expect(main.locator('[part~="selected-count"]')).toHaveText(`已选${totals.selected_count}种 ${totals.selected_quantity}件`);
    await expect(main.locator('[part~="selected-total"]')).toHaveText(`¥${totals.selected_total}`);
    await expect(main.locator('[part~="preferred-total"]')).toHaveText(`¥${totals.preferred_total}`);
    await expect(main.locator('[part~="seckill-total"]')).toHaveText(`¥${totals.seckill_total}`);
    await expect(main.locator('[part~="coupon-total"]')).toHaveText(`¥${totals.coupon_eligible_total}`);
    await expect(main.locator('[part~="free-shipping"]')).toHaveText(
      Number(totals.free_shipping_remaining) <= 0 ? '已免运费' : `还差¥${totals.free_shipping_remaining}免运费`,
    );
    const manjians = reachedFirstTexts(cart.activity_data.manjians.manjians);
    const discounts = reachedFirstTexts(cart.activity_data.discounts.discounts);
    for (const [kind, texts] of [
      ['manjian', manjians],
      ['discount', discounts],
    ] as const) {
      const tiers = main.locator(`[part~="tiers-${kind}"] [part~="tier"]`);
      if (texts.length === 0) await expect(tiers).toHaveCount(0);
      else await expect(tiers).toHaveText(texts.map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    }
    await expect(main.locator('[part~="tier"].is-reached').first()).toContainText('已满足');

    // 去结算 → step 2: the default address is chosen and 应付总额 is the server's preview.
    await main.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/step2\\?ids=${cart.data[0]!.id}$`));
    const addresses = await apiData<{ id: number; full: string; consignee: string; is_default: 0 | 1 }[]>(api, 'get', '/api/address');
    const chosen = addresses.find((a) => a.is_default === 1) ?? addresses[0]!;
    await expect(main.getByRole('radio', { name: new RegExp(chosen.consignee) })).toBeChecked();
    await expect(main.getByText(`寄送至：${chosen.full}`, { exact: false })).toBeVisible();
    // The coupon that saves the most comes chosen, and the amounts include it.
    const offered = await apiData<ListPage<Coupon>>(api, 'get', `/api/user/availableCoupon?ids=${cart.data[0]!.id}`);
    const best = bestCouponId(offered.data);
    await expect(main.locator(`[part~="coupon"][data-coupon-id="${best}"]`).getByRole('radio')).toBeChecked();
    const preview = await apiData<OrderCheckoutPreview>(api, 'post', '/api/cart/checkout', { ids: [cart.data[0]!.id], coupon_id: best });
    await expect(main.locator('[part~="goods-total"]')).toHaveText(`¥${preview.goods_total}`);
    expect(preview.manjian).not.toBeNull();
    await expect(main.locator('[part~="manjian-amount"]')).toHaveText(`-¥${preview.manjian!.amount}`);
    await expect(main.locator('[part~="freight"]')).toHaveText(`¥${preview.freight}`);
    await expect(main.locator('[part~="pay-total"]')).toHaveText(`¥${preview.pay_total}`);

    // A 增值税专用发票 without its 纳税人识别号: the order call's schema says so beside the field, and nothing is sent.
    const orderPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') orderPosts.push(request.url());
    });
    const invoice = main.getByRole('radiogroup', { name: '发票信息' });
    await invoice.getByRole('radio', { name: '增值税专用发票' }).check();
    await main.getByLabel('发票抬头').fill('济南市槐荫区仁和大药房');
    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(main.getByText('请填写纳税人识别号')).toBeVisible();
    await expect(main.getByLabel('纳税人识别号')).toHaveAttribute('aria-invalid', 'true');
    expect(orderPosts).toEqual([]);
    await invoice.getByRole('radio', { name: '不开发票' }).check();

    // 提交订单 → step 3; pay from the wallet → step 4 支付成功.
    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await apiData<OrderDetail>(api, 'get', `/api/order/${orderId}`);
    expect(created.status).toBe(1);
    await expect(main.locator('[part~="order-no"]')).toHaveText(created.order_no);
    await expect(main.locator('[part~="pay-amount"]')).toHaveText(`¥${created.pay_total}`);
    await main
      .getByRole('radiogroup', { name: '选择支付方式' })
      .getByRole('radio', { name: /余额支付/ })
      .check();
    await main.getByRole('button', { name: '确认支付' }).click();
    // The confirmation shows what the wallet will be charged and takes the 支付密码.
    const confirmation = page.getByRole('dialog', { name: '确认余额支付' });
    await expect(confirmation).toContainText(created.order_no);
    await expect(confirmation).toContainText(`¥${created.pay_total}`);
    await confirmation.getByLabel('支付密码').fill(PAY_PASSWORD);
    await confirmation.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/step4\\?id=${orderId}$`));
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(main).toContainText(created.order_no);

    // The wallet fell by exactly the order's pay_total (fen, no float rounding).
    const walletAfter = await apiData<WalletInfo>(api, 'get', '/api/user/user_money');
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(fen(walletBefore.balance) - fen(walletAfter.balance)).toBe(fen(created.pay_total));

    // /order: the order under 全部 and under 待发货.
    await main.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/info/${orderId}$`));
    await page.goto('/order');
    const tabs = main.getByRole('navigation', { name: '订单状态' });
    const listCard = main.locator(`[data-order-id="${orderId}"]`);
    await expect(tabs.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    await expect(listCard).toContainText(created.order_no);
    await tabs.getByRole('link', { name: /^待发货/ }).click();
    await expect(tabs.getByRole('link', { name: /^待发货/ })).toHaveAttribute('aria-current', 'page');
    await expect(listCard).toContainText(created.order_no);
    await expect(listCard).toContainText('待发货');

    // Its detail: the lines and amounts as GET /api/order/{id} has them.
    await listCard.getByRole('link', { name: '订单详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/info/${orderId}$`));
    const paid = await apiData<OrderDetail>(api, 'get', `/api/order/${orderId}`);
    await expect(main.getByRole('heading', { name: paid.status_text })).toBeVisible();
    const items = main.getByRole('region', { name: '商品清单' });
    for (const item of paid.items) {
      const row = items.getByRole('row').filter({ hasText: item.name });
      await expect(row).toContainText(`¥${item.price}`);
      await expect(row).toContainText(`¥${item.amount}`);
    }
    const amounts = main.getByRole('region', { name: '金额明细' });
    await expect(amounts).toContainText(`¥${paid.goods_total}`);
    await expect(amounts).toContainText(`¥${paid.pay_total}`);

    // The local warehouse ships it once its delay (120 s) has passed: the test
    // moves the server's lifecycle on instead of waiting; the page follows on reload.
    await advanceUntilStatus(api, 121, orderId, 3);
    await page.reload();
    await expect(main.getByRole('heading', { name: '待收货' })).toBeVisible();

    // 申请售后 → /order/returnInfo/{id}: one line, one piece, 退货退款, a reason.
    await main
      .getByRole('button', { name: '申请售后' })
      .or(main.getByRole('link', { name: '申请售后' }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/order/returnInfo/${orderId}$`));
    const form = main.getByRole('form', { name: /申请退货/ });
    const item = paid.items[0]!;
    await form.getByRole('checkbox', { name: new RegExp(item.name) }).check();
    const returnNumber = form.getByRole('textbox', { name: `${item.name} 退货数量` });
    await returnNumber.fill('1');
    await form.getByRole('radio', { name: /退货退款/ }).check();
    const reason = form.getByRole('combobox', { name: '退货原因' });
    const firstReason = (await reason.locator('option').nth(1).textContent())!;
    await reason.selectOption(firstReason);
    await form.getByRole('textbox', { name: '问题描述' }).fill('外包装破损，退回一件');
    await expect(form).toContainText(`预计退款 ¥${item.price}`);
    await form.getByRole('button', { name: '提交申请' }).click();

    // → /order/afterSalesInfo/{newId}: 待审核 and the amount, as the server has them.
    await expect(page).toHaveURL(/\/order\/afterSalesInfo\/\d+$/);
    const afterSaleId = Number(new URL(page.url()).pathname.split('/').pop());
    const afterSale = await apiData<AfterSaleDetail>(api, 'get', `/api/after_sale/${afterSaleId}`);
    expect(afterSale.order_id).toBe(orderId);
    expect(afterSale.type).toBe(1);
    expect(afterSale.status_text).toBe('待审核');
    expect(afterSale.amount).toBe(item.price);
    await expect(main.getByText('待审核', { exact: true }).first()).toBeVisible();
    await expect(main).toContainText(`¥${afterSale.amount}`);
    await expect(main).toContainText(afterSale.after_sale_no);
  });
});
