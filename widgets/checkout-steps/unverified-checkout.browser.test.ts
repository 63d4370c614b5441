// <yp-checkout-steps> for a buyer whose qualification is under review (the
// seed's tydesheng, is_passed 0), from the built embed bundle against the real
// server. Its own file, so the page's session is this buyer's. The cart and
// confirm steps say why the buyer cannot order yet, with whom to call and no
// link, and 去结算 / 提交订单 are off; the server refuses the order anyway.
import { API, assert, assertEqual, loadBundle, login, mount, must, shadow, waitFor, type Envelope } from '../../tests/browser/util.js';

const REASON = '您的资质正在审核中，审核通过后即可下单';
let token: string;

/** A call as tydesheng, whatever it answers (the refusal is what some checks are about). */
async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const part = <T extends HTMLElement = HTMLElement>(el: Element, name: string) => shadow(el).querySelector<T>(`[part~="${name}"]`);
const partText = (el: Element, name: string) => (part(el, name)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('<yp-checkout-steps> for a buyer whose qualification is under review', () => {
  let el: HTMLElement | undefined;
  let ids: number[];
  let user: { is_passed: number; admin: { phone: string } };
  const widget = () => must(el, 'the mounted <yp-checkout-steps>');

  before(async () => {
    await loadBundle();
    ({ token, user } = await login('tydesheng'));
    assertEqual(user.is_passed, 0, 'tydesheng is_passed');

    // Browsing and filling the cart stay open to this buyer.
    const before = (await api('/api/cart/list')).body.data.data as { id: number }[];
    if (before.length) {
      await api('/api/cart/batch_delete', { method: 'POST', body: JSON.stringify({ ids: before.map((line) => line.id) }) });
    }
    const list = (await api('/api/goods/list?per_page=40')).body.data.data as {
      id: number;
      is_buy: number;
      is_ephedrine: number;
      type: number;
      number: number;
      min_buy: number;
      step: number;
    }[];
    const goods = must(
      list.find((g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.number > 100),
      'a buyable goods',
    );
    const added = await api('/api/cart', {
      method: 'POST',
      body: JSON.stringify({ params: [{ goods_id: goods.id, number: Math.max(goods.min_buy, goods.step) }] }),
    });
    assertEqual(added.status, 200, `add to cart (${added.body.message})`);
    const store = (await api('/api/cart/list')).body.data;
    ids = (store.data as { id: number; is_selected: number }[]).filter((line) => line.is_selected === 1).map((line) => line.id);
    assertEqual(ids.length, 1, 'selected lines in the cart');

    el = mount('yp-checkout-steps', { 'api-base': API, token, step: 'cart' });
  });

  after(() => el?.remove());

  it('the cart step shows the reason and whom to call, without a link, and 去结算 is off with the reason beside it', async () => {
    const el = widget();
    await waitFor(() => shadow(el).querySelector('[part="line"]'), 'the cart line');
    const notice = await waitFor(() => part(el, 'qualification-notice'), 'the qualification notice');
    const text = (notice.textContent ?? '').replace(/\s+/g, ' ');
    assert(text.includes(REASON), `notice text: ${text}`);
    assert(text.includes(user.admin.phone), `the notice names the contact ${user.admin.phone}: ${text}`);
    assertEqual(notice.querySelector('a'), null, 'a link in the notice');
    const checkout = must(part<HTMLButtonElement>(el, 'checkout'), '去结算');
    assert(checkout.disabled, '去结算 should be disabled');
    assertEqual(partText(el, 'checkout-blocked'), REASON, 'the reason beside 去结算');
  });

  it('the confirm step shows the figures and the reason; 提交订单 is off; the server refuses the order', async () => {
    const el = widget();
    el.setAttribute('ids', ids.join(','));
    el.setAttribute('step', 'confirm');
    await waitFor(() => partText(el, 'pay-total').startsWith('¥'), 'the amounts of the preview');
    const notice = await waitFor(() => part(el, 'qualification-notice'), 'the qualification notice on step 2');
    assert(notice.textContent?.includes(REASON), `notice text: ${notice.textContent}`);
    const submit = must(part<HTMLButtonElement>(el, 'submit'), '提交订单');
    assert(submit.disabled, '提交订单 should be disabled');
    assertEqual(partText(el, 'submit-blocked'), REASON, 'the reason beside 提交订单');

    const address = must((await api('/api/address')).body.data[0] as { id: number } | undefined, 'an address of tydesheng');
    const refused = await api('/api/order', { method: 'POST', body: JSON.stringify({ ids, address_id: address.id }) });
    assertEqual(refused.status, 422, 'order status');
    assertEqual(refused.body.errors?.user?.[0], REASON, 'order refusal');
    assertEqual((await api('/api/cart/list')).body.data.data.length, 1, 'cart lines after the refusal');
  });
});
