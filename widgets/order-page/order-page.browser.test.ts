// <yp-order-page> from the built embed bundle against the real server, as the
// buyer zzbxk (token attribute, as an ERP or partner page would): an order
// made through the API shows with its status, countdown, lines and amounts
// and only the buttons the server allows; 取消订单 asks for a reason and the
// server cancels it; an unknown id says so instead of failing.
import { API, assert, assertEqual, loadBundle, mount, shadowText, waitFor } from '../../tests/browser/util.js';

const BUYER = { username: 'zzbxk', password: 'yaopi123' };
let token;

async function api(path, init = {}) {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json();
  assertEqual(body.code, 10000, `${path} answer code (${body.message})`);
  return body.data;
}

/** A fresh unpaid order of one buyable goods, made the way the site makes it. */
async function newOrder() {
  const goods = (await api('/api/goods/list?per_page=40')).data.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.number >= Math.max(g.min_buy, g.step) * 3);
  assert(goods, 'no buyable goods');
  const number = Math.max(goods.min_buy, goods.step, 1);
  await api('/api/cart', {
    method: 'POST',
    body: JSON.stringify({
      params: [{ goods_id: goods.id, price: goods.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
    }),
  });
  const line = (await api('/api/cart/list')).data.find((l) => l.goods.id === goods.id);
  assert(line, 'the goods did not reach the cart');
  const addresses = await api('/api/address');
  assert(addresses.length > 0, 'zzbxk has no delivery address');
  const created = await api('/api/order', {
    method: 'POST',
    headers: { 'Idempotency-Key': `wtr-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({ ids: [line.id], address_id: addresses[0].id }),
  });
  return { created, goods };
}

const part = (element, name) => element.shadowRoot?.querySelector(`[part="${name}"]`);

describe('<yp-order-page>', () => {
  before(async () => {
    await loadBundle();
    const response = await fetch(`${API}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BUYER),
    });
    const body = await response.json();
    assertEqual(body.code, 10000, `login (${body.message})`);
    token = body.data.token;
  });

  it('shows an unpaid order: number, 待付款 with the time left, lines, amounts, and 去支付 / 取消订单 only', async () => {
    const { created, goods } = await newOrder();
    const detail = await api(`/api/order/${created.id}`);
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
    // The countdown ticks.
    const first = part(page, 'countdown').textContent;
    await waitFor(() => part(page, 'countdown').textContent !== first, 'the countdown to tick', 3000);
    page.remove();
  });

  it('cancels with the chosen reason after asking; the page and the server agree', async () => {
    const { created } = await newOrder();
    const page = mount('yp-order-page', { 'order-id': String(created.id), 'api-base': API, token });
    await waitFor(() => part(page, 'cancel'), 'the 取消订单 button');
    part(page, 'cancel').click();
    const dialog = () => page.shadowRoot.querySelector('[role="dialog"], [role="alertdialog"]');
    await waitFor(() => dialog()?.querySelector('select'), 'the reason question');
    const select = dialog().querySelector('select');
    select.value = '商品选错或多选';
    // Both events: React listens to change, preact/compat (the embed bundle) to input.
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    [...dialog().querySelectorAll('button')].find((b) => b.textContent.trim() === '确定取消').click();
    await waitFor(() => shadowText(page).includes('已取消'), 'the page to show 已取消');
    assert(!part(page, 'cancel') && !part(page, 'pay'), 'pay or cancel still offered on a cancelled order');
    assert(shadowText(page).includes('取消原因：商品选错或多选'), `no cancel reason shown in: ${shadowText(page)}`);
    const server = await api(`/api/order/${created.id}`);
    assertEqual(server.status, 5, 'server status after cancelling');
    assertEqual(server.cancel_reason, '商品选错或多选', 'server cancel reason');
    page.remove();
  });

  it('keeps the order when the buyer answers 暂不取消', async () => {
    const { created } = await newOrder();
    const page = mount('yp-order-page', { 'order-id': String(created.id), 'api-base': API, token });
    await waitFor(() => part(page, 'cancel'), 'the 取消订单 button');
    part(page, 'cancel').click();
    const dialog = () => page.shadowRoot.querySelector('[role="dialog"], [role="alertdialog"]');
    await waitFor(() => dialog(), 'the reason question');
    [...dialog().querySelectorAll('button')].find((b) => b.textContent.trim() === '暂不取消').click();
    await waitFor(() => !dialog(), 'the question to close');
    assertEqual((await api(`/api/order/${created.id}`)).status, 1, 'server status after 暂不取消');
    page.remove();
  });

  it('says 订单不存在 for an id that is not the buyer’s', async () => {
    const page = mount('yp-order-page', { 'order-id': '987654', 'api-base': API, token });
    await waitFor(() => shadowText(page).includes('订单不存在'), 'the not-found state');
    page.remove();
  });
});
