// <yp-checkout-steps> from the built embed bundle against the real server, as
// the buyer jnrenhe (the demo buyer's cart belongs to the other tests): the
// test empties that buyer's cart and fills it over the API first, so it owns
// its data. Step 1 shows the server's lines and docs/product/constants.md totals exactly as
// /api/cart/list answers; unselecting and deleting follow the server; step 2's
// coupon changes 应付总额 to the server's preview; a double submit makes one order.
import {
  API,
  apiData,
  assert,
  assertEqual,
  bus,
  loadBundle,
  login,
  mount,
  must,
  nextFrame,
  setInputValue,
  shadow,
  shadowText,
  waitFor,
  type Json,
} from '../../tests/browser/util.js';

interface Goods {
  id: number;
  name: string;
  base_price: string;
  is_buy: number;
  is_ephedrine: number | boolean;
  type: number;
  number: number;
  min_buy: number;
  step: number;
  tags: { name: string }[];
}
interface CartLine {
  id: number;
  type: number;
  is_selected: number;
  price: string;
  subtotal: string;
  goods: { id: number; name: string; ypgg: string; sccj: string };
}
interface CartStore {
  data: CartLine[];
  totals: Record<string, string | number>;
  activity_data: { manjians: { manjians: unknown[] } };
  filter_data: { name: string; count: number }[];
}

let token: string | undefined;

const api = (path: string, init?: RequestInit): Promise<Json> => apiData(path, token, init);
const post = (path: string, body: unknown) => api(path, { method: 'POST', body: JSON.stringify(body) });
const cartStore = async () => (await api('/api/cart/list')) as CartStore;
const goodsList = async (path: string) => ((await api(path)) as { data: Goods[] }).data;

const loginBuyer = async () => (await login('jnrenhe')).token;

/** Empties the buyer's cart and puts in a 满 goods worth over ¥1100 and two other goods. */
async function fillCart(): Promise<CartStore> {
  const before = await cartStore();
  if (before.data.length) await post('/api/cart/batch_delete', { ids: before.data.map((line) => line.id) });
  const goods = (await goodsList('/api/goods/list?per_page=60')).filter(
    (g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.number >= Math.max(g.min_buy, g.step) * 40,
  );
  const manjian = must(
    goods.find((g) => g.tags.some((tag) => tag.name === '满')),
    'a 满 goods to reach a tier with',
  );
  const others = goods.filter((g) => g.id !== manjian.id).slice(0, 2);
  assertEqual(others.length, 2, 'other buyable goods');
  const step = Math.max(manjian.step, 1);
  const number = Math.max(manjian.min_buy, Math.ceil(1100 / Number(manjian.base_price) / step) * step);
  const line = (g: Goods, n: number) => ({
    goods_id: g.id,
    price: g.base_price,
    number: n,
    ck_id: 0,
    goods_price_id: 0,
    ladder_price_id: 0,
    goods_manjian_id: 0,
    is_yj: 0,
  });
  await post('/api/cart', {
    params: [line(manjian, number), ...others.map((g) => line(g, Math.max(g.min_buy, g.step)))],
  });
  const store = await cartStore();
  assertEqual(store.data.length, 3, 'lines in the filled cart');
  return store;
}

/** The part, or null (for waiting on it). */
const find = <T extends HTMLElement = HTMLElement>(el: Element, name: string) => shadow(el).querySelector<T>(`[part~="${name}"]`);
/** The part, which must be there. */
const part = <T extends HTMLElement = HTMLElement>(el: Element, name: string) => must(find<T>(el, name), `part ${name}`);
const partText = (el: Element, name: string) => (find(el, name)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const within = <T extends Element = HTMLElement>(element: ParentNode, selector: string) => must(element.querySelector<T>(selector), selector);

/** Types into a React-controlled input inside a shadow root, as a keyboard would. */
function typeInto(form: Element, name: string, value: string): void {
  setInputValue(within<HTMLInputElement>(form, `input[name="${name}"]`), value);
}

const shownIds = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part="line"]')].map((row) => Number(row.dataset.cartId));
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function totalsMatch(el: Element, totals: CartStore['totals']): boolean {
  return (
    partText(el, 'selected-total') === `¥${totals.selected_total}` &&
    partText(el, 'preferred-total') === `¥${totals.preferred_total}` &&
    partText(el, 'seckill-total') === `¥${totals.seckill_total}` &&
    partText(el, 'coupon-total') === `¥${totals.coupon_eligible_total}` &&
    partText(el, 'selected-count') === `已选${totals.selected_count}种 ${totals.selected_quantity}件`
  );
}

describe('<yp-checkout-steps> cart flow for a member', () => {
  let mounted: HTMLElement | undefined;
  const navigations: string[] = [];
  let offNavigate: (() => void) | undefined;
  const widget = () => must(mounted, 'the mounted <yp-checkout-steps>');

  before(async () => {
    await loadBundle();
    token = await loginBuyer();
    await fillCart();
    // With a listener on the bus, navigate() is an event instead of leaving the test page.
    offNavigate = bus().on('navigate', ({ path }) => navigations.push(path));
    mounted = mount('yp-checkout-steps', { 'api-base': API, token: must(token, 'the token'), step: 'cart' });
  });

  after(() => {
    offNavigate?.();
    mounted?.remove();
  });

  it('shows the server lines and the docs/product/constants.md totals, tiers reached first and the free-shipping line, as /api/cart/list answers', async () => {
    const el = widget();
    const store = await cartStore();
    await waitFor(
      () =>
        sameIds(
          shownIds(el),
          store.data.map((line) => line.id),
        ),
      'the cart lines',
    );
    await waitFor(() => totalsMatch(el, store.totals), 'the totals bar to show the server totals');
    const first = must(store.data[0], 'a cart line');
    const row = within(shadow(el), `[data-cart-id="${first.id}"]`);
    const rowText = (row.textContent ?? '').replace(/\s+/g, ' ');
    for (const expected of [first.goods.name, first.goods.ypgg, first.goods.sccj, `¥${first.price}`, `¥${first.subtotal}`]) {
      assert(rowText.includes(expected), `row lacks ${expected}: ${rowText}`);
    }
    const remaining = store.totals.free_shipping_remaining;
    assertEqual(partText(el, 'free-shipping'), Number(remaining) > 0 ? `还差¥${remaining}免运费` : '已免运费', 'free-shipping line');

    const shownTiers = [...shadow(el).querySelectorAll<HTMLElement>('[part="tiers-manjian"] [part="tier"]')];
    const serverTiers = store.activity_data.manjians.manjians;
    assertEqual(shownTiers.length, serverTiers.length, '满减 tiers shown');
    const statuses = shownTiers.map((li) => Number(li.dataset.status));
    assert(statuses.includes(1), `the ¥1100 满 line should reach a 满减 tier: ${JSON.stringify(serverTiers)}`);
    assert(
      statuses.every((s, i) => i === 0 || s <= (statuses[i - 1] ?? 0)),
      `reached tiers must come first: ${statuses.join()}`,
    );
    assert(must(shownTiers[0], 'a tier').textContent?.includes('已满足'), 'a reached tier says 已满足');

    const filters = [...shadow(el).querySelectorAll<HTMLElement>('[part="filter"]')].map((b) => (b.textContent ?? '').replace(/\s+/g, ''));
    assertEqual(filters.join('|'), store.filter_data.map((f) => `${f.name}${f.count}`).join('|'), 'filter tabs with counts');
  });

  it("unselecting a line changes the totals to the server's new figures", async () => {
    const el = widget();
    const before = await cartStore();
    const victim = must(
      before.data.find((line) => line.is_selected === 1),
      'a selected line',
    );
    const box = within<HTMLInputElement>(shadow(el), `[data-cart-id="${victim.id}"] input[type="checkbox"]`);
    const selected = (store: CartStore) =>
      must(
        store.data.find((line) => line.id === victim.id),
        `line ${victim.id}`,
      ).is_selected;
    box.click();
    const after = await waitFor(async () => {
      const store = await cartStore();
      return selected(store) === 0 ? store : null;
    }, 'the server to unselect the line');
    assert(after.totals.selected_total !== before.totals.selected_total, 'unselecting should change the selected total');
    await waitFor(() => totalsMatch(el, after.totals), `the totals to read ¥${after.totals.selected_total}`);
    assertEqual(box.checked, false, 'checkbox after unselecting');
    // Select it again for the next steps.
    box.click();
    await waitFor(async () => selected(await cartStore()) === 1, 'the line selected again');
    const again = await cartStore();
    await waitFor(() => totalsMatch(el, again.totals), 'the totals back to the server figures');
  });

  it('asks 确定删除这件商品吗? before deleting; 确定 removes the line here and on the server', async () => {
    const el = widget();
    const before = await cartStore();
    const victim = must(before.data.at(-1), 'a line to delete');
    const dialog = () => shadow(el).querySelector('[role="alertdialog"]');
    const button = (label: string) =>
      must(
        [...must(dialog(), 'the dialog').querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === label),
        `the ${label} button`,
      );
    const remove = () => within(shadow(el), `[data-cart-id="${victim.id}"] [part="remove"]`);

    remove().click();
    await waitFor(() => dialog()?.textContent?.includes('确定删除这件商品吗?'), 'the delete question');
    button('取消').click();
    await waitFor(() => !dialog(), 'the question to close');
    assertEqual((await cartStore()).data.length, before.data.length, 'lines after 取消');

    remove().click();
    await waitFor(() => dialog(), 'the delete question again');
    button('确定').click();
    await waitFor(() => !shadow(el).querySelector(`[data-cart-id="${victim.id}"]`), 'the line to leave the table');
    const after = await cartStore();
    assert(!after.data.some((line) => line.id === victim.id), 'the deleted line is still on the server');
    await waitFor(() => totalsMatch(el, after.totals), 'the totals after the delete');
  });

  it('去结算 goes to step 2 with the selected ids', async () => {
    const el = widget();
    const store = await cartStore();
    const ids = store.data.filter((line) => line.is_selected === 1).map((line) => line.id);
    part(el, 'checkout').click();
    await waitFor(
      () => navigations.includes(`/cart/step2?ids=${ids.join(',')}`),
      `navigate to /cart/step2?ids=${ids.join(',')} (heard: ${navigations.join(' ')})`,
    );
  });

  it('step 2 preselects the coupon that saves the most: 满1000减50 on a cart over ¥1,000, ¥50 off 应付总额', async () => {
    const el = widget();
    // A fresh cart over ¥1,000 (the steps above deleted its biggest line).
    const store = await fillCart();
    const ids = store.data.filter((line) => line.is_selected === 1).map((line) => line.id);
    el.setAttribute('ids', ids.join(','));
    el.setAttribute('step', 'confirm');
    const offered = (await api(`/api/user/availableCoupon?ids=${ids.join(',')}`)) as { data: { id: number; name: string; usable: number }[] };
    const best = must(
      offered.data.find((c) => c.name === '满1000减50' && c.usable === 1),
      'a usable 满1000减50 (the cart is over ¥1,000)',
    );
    const plain = await post('/api/cart/checkout', { ids, coupon_id: 0 });
    const withBest = await post('/api/cart/checkout', { ids, coupon_id: best.id });
    assertEqual(withBest.coupon.amount, '50.00', 'the 满1000减50 coupon takes ¥50');
    const chosen = await waitFor(
      () => shadow(el).querySelector<HTMLInputElement>(`[part~="coupon"][data-coupon-id="${best.id}"] input:checked`),
      `满1000减50 (#${best.id}) chosen without a click`,
    );
    assert(chosen.checked, 'the best coupon is checked');
    await waitFor(() => partText(el, 'pay-total') === `¥${withBest.pay_total}`, `应付总额 ¥${withBest.pay_total} with 满1000减50`);
    assertEqual(Math.round((Number(plain.pay_total) - Number(withBest.pay_total)) * 100), 5000, '¥50 less than without a coupon');
    assertEqual(partText(el, 'coupon-amount'), '-¥50.00', 'the coupon line');

    // The buyer can still choose 不使用优惠券: the full amount comes back and stays.
    within<HTMLInputElement>(shadow(el), '[part~="coupon"][data-coupon-id="0"] input').click();
    await waitFor(() => partText(el, 'pay-total') === `¥${plain.pay_total}`, `应付总额 ¥${plain.pay_total} without a coupon`);
    assert(within<HTMLInputElement>(shadow(el), '[part~="coupon"][data-coupon-id="0"] input').checked, '不使用优惠券 stays chosen');
  });

  it("step 2: choosing a coupon changes 应付总额 to the server's preview", async () => {
    const el = widget();
    const store = await cartStore();
    const ids = store.data.filter((line) => line.is_selected === 1).map((line) => line.id);
    await waitFor(() => shadow(el).querySelector('[part="address"] input:checked'), 'the default address chosen');

    const usable = await waitFor(
      () => shadow(el).querySelector<HTMLInputElement>('[part="coupon"][data-usable="1"]:not([data-coupon-id="0"]) input:not(:checked)'),
      'a usable coupon not chosen yet',
    );
    const couponId = Number(must(usable.closest<HTMLElement>('[part="coupon"]'), 'the coupon row').dataset.couponId);
    usable.click();
    const withCoupon = await post('/api/cart/checkout', { ids, coupon_id: couponId });
    await waitFor(() => partText(el, 'pay-total') === `¥${withCoupon.pay_total}`, `应付总额 ¥${withCoupon.pay_total} with coupon ${couponId}`);
    assert(partText(el, 'coupon-amount') === `-¥${withCoupon.coupon.amount}`, `coupon line: ${partText(el, 'coupon-amount')}`);
  });

  it('submitting twice quickly makes one order and goes to its pay page', async () => {
    const el = widget();
    const before = (await api('/api/order')).total;
    const submit = part<HTMLButtonElement>(el, 'submit');
    await waitFor(() => !submit.disabled, 'the submit button ready');
    // Every order request the page sends is kept, so the count below is read
    // after all of them have answered (no waiting for a second one "in case").
    const sent: Promise<Response>[] = [];
    const realFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (new URL(url, location.href).pathname === '/api/order' && method === 'POST') sent.push(answer);
      return answer;
    };
    let payPath: string;
    try {
      submit.click();
      submit.click();
      payPath = await waitFor(() => navigations.find((path) => /^\/cart\/(step3\/\d+|hm\?id=\d+)$/.test(path)), 'navigate to the pay page', 15000);
      await Promise.allSettled(sent);
      assert(sent.length >= 1, 'the page sent the order');
      assertEqual((await api('/api/order')).total, before + 1, 'orders after a double submit');
    } finally {
      window.fetch = realFetch;
    }
    const orderId = Number(must(/(\d+)$/.exec(payPath), `an order id in ${payPath}`)[1]);
    const order = await api(`/api/order/${orderId}`);
    assertEqual(order.status, 1, 'new order status (待付款)');
  });

  it('step 3 shows the order, its countdown and the methods; a declared transfer waits for finance', async () => {
    const el = widget();
    const orders = (await api('/api/order')).data;
    const order = orders[0];
    el.setAttribute('order-id', String(order.id));
    el.setAttribute('step', order.is_hm ? 'hm' : 'pay');
    await waitFor(() => partText(el, 'order-no') === order.order_no, 'the order number');
    assertEqual(partText(el, 'pay-amount'), `¥${order.pay_total}`, 'amount to pay');
    await waitFor(() => /^\d{2}分\d{2}秒$/.test(partText(el, 'countdown')), 'the countdown');
    const offline = shadow(el).querySelector<HTMLInputElement>('[part="method"][data-method="offline"] input');
    assert(offline && !offline.disabled, 'the transfer method is offered');
    offline.click();
    const form = await waitFor(() => find(el, 'transfer'), 'the transfer form');
    const fill = (name: string, value: string) => typeInto(form, name, value);
    fill('payer_account_name', '济南槐荫区仁和诊所');
    fill('payer_bank', '中国工商银行济南分行');
    fill('payer_account', '6222021602001234567');
    fill('receipt_no', 'TX20261122001');
    // A person cannot type and click in one task: let the form render what was typed first.
    await nextFrame();
    part(el, 'submit-transfer').click();
    await waitFor(() => shadowText(el).includes('已提交，待财务确认'), 'the 已提交，待财务确认 state', 10000).catch((error: Error) => {
      throw new Error(`${error.message}; shown: ${shadowText(el).slice(0, 600)}`);
    });
    const after = await api(`/api/order/${order.id}`);
    assertEqual(after.offline_pending, 1, 'offline_pending after the declaration');
  });

  it('step 3 pays from the wallet: first use sets the 支付密码, a wrong one is refused, the right one goes to step 4 (支付成功)', async () => {
    const el = widget();
    const goods = must(
      (await goodsList('/api/goods/list?per_page=60')).find((g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.number > 100),
      'a buyable goods',
    );
    await post('/api/cart', {
      params: [
        {
          goods_id: goods.id,
          price: goods.base_price,
          number: Math.max(goods.min_buy, goods.step),
          ck_id: 0,
          goods_price_id: 0,
          ladder_price_id: 0,
          goods_manjian_id: 0,
          is_yj: 0,
        },
      ],
    });
    const line = must(
      (await cartStore()).data.find((l) => l.goods.id === goods.id),
      'the goods in the cart',
    );
    const address = must(((await api('/api/address')) as { id: number }[])[0], 'an address of jnrenhe');
    const created = await api('/api/order', {
      method: 'POST',
      body: JSON.stringify({ ids: [line.id], address_id: address.id }),
      headers: { 'Idempotency-Key': `wallet-${Date.now()}` },
    });
    el.setAttribute('step', 'pay');
    el.setAttribute('order-id', String(created.id));
    await waitFor(() => partText(el, 'order-no') === created.order_no, 'the new order on the pay page');
    const wallet = await waitFor(() => shadow(el).querySelector<HTMLInputElement>('[part~="method"][data-method="wallet"] input'), 'the wallet method');
    assert(!wallet.disabled, 'the wallet covers a small order');
    wallet.click();
    const confirm = await waitFor(() => find(el, 'confirm-pay'), '确认支付');
    confirm.click();
    // jnrenhe has no 支付密码 yet (the seed sets none): the set dialog comes first.
    const setForm = await waitFor(() => find(el, 'set-pay-password'), 'the 设置支付密码 dialog');
    typeInto(setForm, 'login_password', 'yaopi123');
    typeInto(setForm, 'pay_password', '274951');
    typeInto(setForm, 'repeat_pay_password', '274951');
    await nextFrame(); // a person cannot type and click in one task: the form renders what was typed first
    part(el, 'save-pay-password').click();
    // Then the confirmation: the order and the amount the wallet will be charged.
    const payForm = await waitFor(() => find(el, 'pay-password-form'), 'the 确认余额支付 dialog');
    assertEqual(partText(el, 'confirm-order-no'), created.order_no, 'order number in the confirmation');
    assertEqual(partText(el, 'confirm-amount'), `¥${created.pay_total}`, 'amount in the confirmation');
    typeInto(payForm, 'pay_password', '902417');
    await nextFrame(); // a person cannot type and click in one task: the form renders what was typed first
    part(el, 'submit-pay-password').click();
    await waitFor(() => partText(el, 'pay-password-error') === '支付密码错误，还可以再试4次', 'the wrong-password message under the field');
    assertEqual((await api(`/api/order/${created.id}`)).status, 1, 'order status after a wrong password (待付款)');
    typeInto(payForm, 'pay_password', '274951');
    await nextFrame(); // a person cannot type and click in one task: the form renders what was typed first
    part(el, 'submit-pay-password').click();
    await waitFor(() => navigations.includes(`/cart/step4?id=${created.id}`), 'navigate to step 4');
    assertEqual((await api(`/api/order/${created.id}`)).status, 2, 'order status after paying (待发货)');
    el.setAttribute('step', 'done');
    await waitFor(() => partText(el, 'done-title') === '支付成功', '支付成功');
    assertEqual(partText(el, 'pay-amount'), `¥${created.pay_total}`, 'amount on step 4');
  });
});

describe('<yp-checkout-steps> a 套餐 line', () => {
  let el: HTMLElement | undefined;

  after(() => el?.remove());

  it('shows the 套餐 tag, the package name, its components and the package price', async () => {
    token ??= await loginBuyer();
    const before = await cartStore();
    if (before.data.length) await post('/api/cart/batch_delete', { ids: before.data.map((line) => line.id) });
    // A 套餐 is not listed as goods: find it from one of its components.
    const [component] = await goodsList(`/api/goods/list?keywords=${encodeURIComponent('连花清瘟胶囊')}`);
    assert(component, 'no 连花清瘟胶囊 in the catalogue');
    interface Combination {
      id: number;
      name: string;
      price: string;
      is_buy: number;
      items: { name: string; number: number; bzdw: string }[];
    }
    const combinations = (await api(`/api/goods/${component.id}/combinations`)) as Combination[];
    const combination = must(
      combinations.find((c) => c.is_buy === 1),
      'a buyable 套餐 with 连花清瘟胶囊',
    );
    await post('/api/cart', {
      params: [
        {
          goods_id: combination.id,
          price: combination.price,
          number: 1,
          type: 3,
          ck_id: 0,
          goods_price_id: 0,
          ladder_price_id: 0,
          goods_manjian_id: 0,
          is_yj: 0,
        },
      ],
    });
    const line = must((await cartStore()).data[0], 'the 套餐 line in the cart');
    assertEqual(line.type, 3, 'the line type');

    const page = mount('yp-checkout-steps', { 'api-base': API, token, step: 'cart' });
    el = page;
    const row = await waitFor(() => shadow(page).querySelector(`[data-cart-id="${line.id}"]`), 'the 套餐 line');
    const text = (selector: string) => (row.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    assertEqual(text('[part~="combination-tag"]'), '套餐', 'the 套餐 tag');
    assert(text('[part~="name"]').includes(combination.name), `the package name (${text('[part~="name"]')})`);
    const parts = [...row.querySelectorAll<HTMLElement>('[part~="combination-items"] li')];
    assertEqual(parts.length, combination.items.length, 'components shown');
    combination.items.forEach((item, i) => {
      const shown = (must(parts[i], `component ${i}`).textContent ?? '').replace(/\s+/g, ' ');
      assert(shown.includes(item.name) && shown.includes(`× ${item.number}${item.bzdw}`), `component ${item.name} × ${item.number} (${shown})`);
    });
    assertEqual(text('[part~="price"]'), `¥${combination.price}`, 'the package price');
    assertEqual(text('[part~="subtotal"]'), `¥${line.subtotal}`, 'the subtotal');
    await waitFor(() => partText(page, 'coupon-total') === '¥0.00', 'a 套餐 is not coupon-eligible');
  });
});
