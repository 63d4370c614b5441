// <yp-order-page> from the built embed bundle against the real server, as the
// buyer zzbxk (token attribute, as an ERP or partner page would): an order
// made through the API shows with its status, countdown, lines and amounts
// and only the buttons the server allows; 取消订单 asks for a reason and the
// server cancels it; an unknown id says so instead of failing. The countdown
// runs on the fake page clock, so its tick is a step of the clock, not a wait.
import { SERVER_TICK_MS } from '../../shared/domain/constants.js';
import { installFakeClock } from '../../tests/browser/fake-clock.js';
import { API, apiData, assert, assertEqual, loadBundle, login, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

interface Goods {
  id: number;
  name: string;
  is_buy: number;
  is_ephedrine: boolean | number;
  number: number;
  min_buy: number;
  step: number;
  base_price: string;
}

const clock = installFakeClock();
let token: string;

const api = (path: string, init?: RequestInit) => apiData(path, token, init);

/** A fresh unpaid order of one buyable goods, made the way the site makes it. */
async function newOrder(): Promise<{ created: { id: number; order_no: string }; goods: Goods }> {
  const list = (await api('/api/goods/list?per_page=40')) as { data: Goods[] };
  const goods = must(
    list.data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3),
    'a buyable goods',
  );
  const number = Math.max(goods.min_buy, goods.step, 1);
  await api('/api/cart', {
    method: 'POST',
    body: JSON.stringify({
      params: [{ goods_id: goods.id, price: goods.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
    }),
  });
  const lines = ((await api('/api/cart/list')) as { data: { id: number; goods: { id: number } }[] }).data;
  const line = must(
    lines.find((l) => l.goods.id === goods.id),
    'the goods in the cart',
  );
  const addresses = (await api('/api/address')) as { id: number }[];
  const address = must(addresses[0], 'a delivery address of zzbxk');
  const created = (await api('/api/order', {
    method: 'POST',
    headers: { 'Idempotency-Key': `wtr-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({ ids: [line.id], address_id: address.id }),
  })) as { id: number; order_no: string };
  return { created, goods };
}

const part = (element: Element, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`);
const dialogOf = (page: Element) => shadow(page).querySelector('[role="dialog"], [role="alertdialog"]');
const button = (page: Element, label: string) =>
  must(
    [...must(dialogOf(page), 'the dialog').querySelectorAll('button')].find((b) => b.textContent?.trim() === label),
    `the ${label} button`,
  );
/** "29分59秒" → 1799. */
const seconds = (text: string) => {
  const match = must(/(\d+)分(\d+)秒/.exec(text), `a countdown in ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

describe('<yp-order-page>', () => {
  before(async () => {
    await loadBundle();
    ({ token } = await login('zzbxk'));
  });

  it('shows an unpaid order: number, 待付款 with the time left, lines, amounts, and 去支付 / 取消订单 only', async () => {
    const { created, goods } = await newOrder();
    const detail = (await api(`/api/order/${created.id}`)) as { pay_total: string; consignee: string };
    const page = mount('yp-order-page', { 'order-id': String(created.id), 'api-base': API, token });
    await waitFor(() => part(page, 'status'), 'the status card');
    const text = shadowText(page);
    assert(text.includes(created.order_no), `no order number ${created.order_no} in: ${text}`);
    assert(text.includes('待付款'), 'no 待付款');
    assert(/请在 \d\d分\d\d秒 内完成支付/.test(text), `no countdown in: ${text}`);
    assert(text.includes(goods.name), `no goods name ${goods.name}`);
    assert(text.includes(`¥${detail.pay_total}`), `no pay total ¥${detail.pay_total}`);
    assert(text.includes(detail.consignee), 'no consignee');
    assert(text.includes('商家发货后可在此查看物流信息'), 'no logistics placeholder before shipping');
    assert(part(page, 'pay'), 'no 去支付 although actions.pay is 1');
    assert(part(page, 'cancel'), 'no 取消订单 although actions.cancel is 1');
    assert(!part(page, 'receive'), '确认收货 shown on an unpaid order');
    assert(!part(page, 'after-sale'), '申请售后 shown on an unpaid order');
    // The countdown ticks once a second of the page clock has passed.
    const countdown = must(part(page, 'countdown'), 'the countdown');
    await waitFor(() => clock.pending() > 0, 'the countdown to start ticking');
    const first = seconds(countdown.textContent ?? '');
    clock.advance(SERVER_TICK_MS);
    await waitFor(() => seconds(countdown.textContent ?? '') !== first, 'the countdown to tick');
    assertEqual(seconds(countdown.textContent ?? ''), first - 1, 'seconds left after one tick');
    page.remove();
  });

  it('cancels with the chosen reason after asking; the page and the server agree', async () => {
    const { created } = await newOrder();
    const page = mount('yp-order-page', { 'order-id': String(created.id), 'api-base': API, token });
    const cancel = await waitFor(() => part(page, 'cancel'), 'the 取消订单 button');
    cancel.click();
    const select = await waitFor(() => dialogOf(page)?.querySelector('select'), 'the reason question');
    select.value = '商品选错或多选';
    // Both events: React listens to change, preact/compat (the embed bundle) to input.
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button(page, '确定取消').click();
    await waitFor(() => shadowText(page).includes('已取消'), 'the page to show 已取消');
    assert(!part(page, 'cancel') && !part(page, 'pay'), 'pay or cancel still offered on a cancelled order');
    assert(shadowText(page).includes('取消原因：商品选错或多选'), `no cancel reason shown in: ${shadowText(page)}`);
    const server = (await api(`/api/order/${created.id}`)) as { status: number; cancel_reason: string };
    assertEqual(server.status, 5, 'server status after cancelling');
    assertEqual(server.cancel_reason, '商品选错或多选', 'server cancel reason');
    page.remove();
  });

  it('keeps the order when the buyer answers 暂不取消', async () => {
    const { created } = await newOrder();
    const page = mount('yp-order-page', { 'order-id': String(created.id), 'api-base': API, token });
    const cancel = await waitFor(() => part(page, 'cancel'), 'the 取消订单 button');
    cancel.click();
    await waitFor(() => dialogOf(page), 'the reason question');
    button(page, '暂不取消').click();
    await waitFor(() => !dialogOf(page), 'the question to close');
    assertEqual(((await api(`/api/order/${created.id}`)) as { status: number }).status, 1, 'server status after 暂不取消');
    page.remove();
  });

  it('says 订单不存在 for an id that is not the buyer’s', async () => {
    const page = mount('yp-order-page', { 'order-id': '987654', 'api-base': API, token });
    await waitFor(() => shadowText(page).includes('订单不存在'), 'the not-found state');
    page.remove();
  });
});
