// docs/product/entities.md cart store `action`, docs/product/states.md "Cart count and data refresh after add or
// delete": <yp-checkout-steps> at step 1 beside other widgets on one page (a
// partner's portal with a product list and the cart). Goods added through the
// page's cart model are the cart's action; the cart step reads the cart
// again and shows them, also when the line count stays the same (more of a
// goods already in the cart). As the buyer bdyimin, whose cart no other
// browser test uses; the test empties it first.
import { API, apiData, assertEqual, bus, listen, loadBundle, login, mount, must, shadow, waitFor, type Json } from '../../tests/browser/util.js';

interface Goods {
  id: number;
  base_price: string;
  is_buy: number;
  is_ephedrine: number | boolean;
  type: number;
  number: number;
  min_buy: number;
  step: number;
}

let token = '';
const api = (path: string, init?: RequestInit): Promise<Json> => apiData(path, token, init);
const cartLines = async () => ((await api('/api/cart/list')) as { data: { id: number; number: number; goods: { id: number } }[] }).data;
const shownIds = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part="line"]')].map((row) => Number(row.dataset.cartId));
const addLine = (g: Goods, number: number) => ({
  goods_id: g.id,
  price: g.base_price,
  number,
  ck_id: 0,
  goods_price_id: 0,
  ladder_price_id: 0,
  goods_manjian_id: 0,
  is_yj: 0,
});

describe('<yp-checkout-steps> and the cart action', () => {
  let el: HTMLElement;
  let goods: Goods[];

  before(async () => {
    await loadBundle();
    ({ token } = await login('bdyimin'));
    const before = await cartLines();
    if (before.length) await api('/api/cart/batch_delete', { method: 'POST', body: JSON.stringify({ ids: before.map((line) => line.id) }) });
    goods = ((await api('/api/goods/list?per_page=40')) as { data: Goods[] }).data.filter(
      (g) => g.is_buy === 1 && !g.is_ephedrine && g.type !== 1 && g.number >= Math.max(g.min_buy, g.step) * 10,
    );
    const first = must(goods[0], 'a buyable goods');
    await api('/api/cart', { method: 'POST', body: JSON.stringify({ params: [addLine(first, Math.max(first.min_buy, first.step))] }) });
    el = mount('yp-checkout-steps', { 'api-base': API, token, step: 'cart' });
    await waitFor(() => shownIds(el).length === 1, 'the one cart line');
  });

  after(() => el.remove());

  it('shows goods added elsewhere on the page without a reload', async () => {
    const second = must(goods[1], 'a second buyable goods');
    const actions = listen('cart:action');
    bus().emit('cart:add', { lines: [addLine(second, Math.max(second.min_buy, second.step))] });
    const lines = await waitFor(async () => {
      const now = await cartLines();
      return now.length === 2 ? now : null;
    }, 'the server cart to hold the added goods');
    await waitFor(() => shownIds(el).length === 2, 'the cart step to list the added goods');
    assertEqual(JSON.stringify([...shownIds(el)].sort()), JSON.stringify(lines.map((line) => line.id).sort()), 'the lines shown');
    assertEqual(
      JSON.stringify(actions.heard.map((heard) => heard.action)),
      JSON.stringify([{ type: 'add', ids: [second.id] }]),
      'the cart action heard on the bus',
    );
    actions.off();
  });

  it('follows an add of a goods already in the cart, where the line count stays the same', async () => {
    const first = must(goods[0], 'the first goods');
    const line = must(
      (await cartLines()).find((l) => l.goods.id === first.id),
      'the first goods line',
    );
    const quantity = () => shadow(el).querySelector<HTMLInputElement>(`[data-cart-id="${line.id}"] .yp-qty__input`)?.value;
    await waitFor(() => quantity() === String(line.number), `the quantity ${line.number} shown`);
    const more = Math.max(first.min_buy, first.step);
    bus().emit('cart:add', { lines: [addLine(first, more)] });
    await waitFor(() => quantity() === String(line.number + more), `the quantity to become ${line.number + more}`);
    assertEqual(shownIds(el).length, 2, 'lines shown');
  });
});
