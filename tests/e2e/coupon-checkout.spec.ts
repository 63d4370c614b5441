import { expect, test } from './hydrated-page';
import type { CartItem, Coupon, GoodsSummary, OrderDetail, Page as ListPage } from '../../shared/contract';
import { logInThroughForm } from './demo-account';
import { apiData } from './buyer-api';

/**
 * Issue 11 "Done when": a coupon listed in /wdqb/yhq applies at checkout.
 * tjtongji (whom invoices.spec.ts also uses, for a small wallet order) puts
 * enough plain goods in the cart for the seeded 满500减20 coupon, sees the
 * coupon in 我的优惠券, chooses it at step 2 and submits: the amounts drop by
 * the coupon to the fen, the order carries it, and the coupon moves to 已使用.
 */
const BUYER = { username: 'tjtongji', password: 'yaopi123' } as const;
const COUPON = '满500减20';

type Buyable = GoodsSummary & { min_buy: number; step: number; is_ephedrine?: number; type?: number };

const fen = (yuan: string) => Math.round(Number(yuan.replace(/[^\d.-]/g, '')) * 100);

test.describe('coupon at checkout', () => {
  test('a coupon listed in 我的优惠券 is chosen at checkout and the order total drops by it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/wdqb/yhq');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInThroughForm(page, BUYER.username, BUYER.password);
    await expect(page).toHaveURL(/\/wdqb\/yhq$/);
    const api = page.request;
    const main = page.getByRole('main');

    // The coupon as 我的优惠券 lists it (未使用).
    const held = await apiData<ListPage<Coupon>>(api, 'get', '/api/user/coupon?status=0&per_page=50');
    const coupon = held.data.find((c) => c.name === COUPON && c.valid_to * 1000 > Date.now());
    if (!coupon) throw new Error(`${BUYER.username} holds no unused ${COUPON}`);
    const card = main.getByRole('listitem', { name: COUPON }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(coupon.amount);

    // A cart of plain goods (no activity, not seckill) worth more than the threshold.
    const cart = await apiData<{ data: CartItem[] }>(api, 'get', '/api/cart/list');
    if (cart.data.length > 0) await apiData(api, 'post', '/api/cart/batch_delete', { ids: cart.data.map((line) => line.id) });
    const list = await apiData<ListPage<Buyable>>(api, 'get', '/api/goods/list?per_page=100');
    const threshold = Number(coupon.threshold);
    const quantityFor = (g: Buyable) => {
      const step = Math.max(g.step, 1);
      return Math.max(g.min_buy, Math.ceil((threshold + 50) / Number(g.base_price) / step) * step);
    };
    const goods = list.data.find(
      (g) =>
        g.is_buy === 1 &&
        !g.is_ephedrine &&
        g.type !== 1 &&
        g.base_price !== null &&
        Number(g.base_price) >= 20 &&
        g.ladder_price.length === 0 &&
        g.tags.length === 0 &&
        g.number >= quantityFor(g),
    );
    if (!goods) throw new Error('no plain goods with stock for the coupon threshold');
    await apiData(api, 'post', '/api/cart', {
      params: [
        {
          goods_id: goods.id,
          price: goods.base_price,
          number: quantityFor(goods),
          ck_id: 0,
          goods_price_id: 0,
          ladder_price_id: 0,
          goods_manjian_id: 0,
          is_yj: 0,
        },
      ],
    });

    // 去结算 → step 2: the coupon is offered and usable; the total before choosing it.
    await page.goto('/cart');
    await main.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/cart\/step2\?ids=\d+$/);
    const payTotal = main.locator('[part~="pay-total"]');
    await expect(payTotal).toHaveText(/^¥\d+\.\d{2}$/);
    const choices = main.getByRole('radiogroup', { name: '优惠券' });
    // The best usable coupon (here 满500减20) comes chosen; the buyer can turn it off.
    const option = choices.getByRole('radio', { name: new RegExp(COUPON) });
    await expect(option).toBeChecked();
    await choices.getByRole('radio', { name: '不使用优惠券' }).check();
    await expect(main.locator('[part~="coupon-amount"]')).toHaveCount(0);
    await expect(option).toBeEnabled();
    const before = fen((await payTotal.textContent())!);

    await option.check();
    await expect(main.locator('[part~="coupon-amount"]')).toHaveText(`-¥${coupon.amount}`);
    await expect(payTotal).toHaveText(`¥${((before - fen(coupon.amount)) / 100).toFixed(2)}`);

    // 提交订单: the order carries the coupon and its total is the lower one.
    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await apiData<OrderDetail>(api, 'get', `/api/order/${orderId}`);
    expect(order.coupon).toBe(coupon.amount);
    expect(fen(order.pay_total)).toBe(before - fen(coupon.amount));
    await expect(main.locator('[part~="pay-amount"]')).toHaveText(`¥${order.pay_total}`);

    // 我的优惠券 → 已使用: the coupon now names the order it paid for.
    await page.goto('/wdqb/yhq?status=1');
    await expect(main.getByRole('listitem', { name: COUPON }).filter({ hasText: order.order_no })).toContainText(`已用于订单 ${order.order_no}`);
  });
});
