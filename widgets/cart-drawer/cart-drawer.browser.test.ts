// <yp-cart-drawer> and the cart model from the built embed bundle against the
// real server, as the demo buyer (token attribute, as a partner page would):
// bus 'cart:add' reaches the server cart and the badge; the drawer lists the
// server's lines; deleting one asks 确定删除这件商品吗? and removes it.
import { API, apiData, assert, assertEqual, bus, loadBundle, loginDemo, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

interface CartLine {
  id: number;
  number: number;
  price: string;
  goods: { id: number; name: string; ypgg: string; goods_image: { list: string }[] };
}

let token: string;

const api = (path: string) => apiData(path, token);
const serverLines = async (): Promise<CartLine[]> => ((await api('/api/cart/list')) as { data: CartLine[] }).data;
const badgeText = (badge: Element) => badge.shadowRoot?.querySelector('[part="badge"]')?.textContent ?? '';
const shownIds = (drawer: Element) => [...shadow(drawer).querySelectorAll<HTMLElement>('[part="line"]')].map((li) => Number(li.dataset.cartId));
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

describe('<yp-cart-drawer> and the cart model for a member', () => {
  let drawer: HTMLElement;
  let badge: HTMLElement;

  before(async () => {
    await loadBundle();
    ({ token } = await loginDemo());
    // The drawer first: its attributes configure the page before the badge asks who the buyer is.
    drawer = mount('yp-cart-drawer', { 'api-base': API, token });
    badge = mount('yp-cart-badge');
  });

  it("lists the demo buyer's cart lines with spec, quantity × price and the selected total", async () => {
    const store = (await api('/api/cart/list')) as { data: CartLine[]; totals: { selected_total: string } };
    assert(store.data.length > 0, 'the seed gives the demo buyer cart lines');
    const expected = store.data.map((line) => line.id);
    await waitFor(() => sameIds(shownIds(drawer), expected), `the drawer to list ${expected.join(',')}`);
    const first = must(store.data[0], 'the first line');
    const row = must(shadow(drawer).querySelector(`[data-cart-id="${first.id}"]`), `row ${first.id}`);
    const text = (row.textContent ?? '').replace(/\s+/g, ' ');
    assert(text.includes(first.goods.name), `no name ${first.goods.name} in: ${text}`);
    assert(text.includes(first.goods.ypgg), `no spec ${first.goods.ypgg} in: ${text}`);
    assert(text.includes(`${first.number} × ¥${first.price}`), `no "${first.number} × ¥${first.price}" in: ${text}`);
    // docs/product/entities.md cart line: the picture is the first of the goods' goods_image list urls, from the API's
    // origin, asked for at the 56 px the drawer shows it (the thumbnail drawing, docs/api.md "Images").
    const image = must(row.querySelector('img'), `the picture of row ${first.id}`);
    assertEqual(image.getAttribute('src'), `${API}${must(first.goods.goods_image[0], 'the first goods image').list}?w=56`, 'the line picture');
    assertEqual(must(shadow(drawer).querySelector('[part="total"]'), 'the total').textContent, `¥${store.totals.selected_total}`, 'selected total');
    assert(shadowText(drawer).includes('去购物车结算'), 'no 去购物车结算 button');
    await waitFor(() => badgeText(badge) === String(Math.min(store.data.length, 99)), 'the badge to show the line count');
  });

  it("adds a goods heard on bus 'cart:add' to the server cart, and the badge and drawer follow", async () => {
    const before = await serverLines();
    const inCart = new Set(before.map((line) => line.goods.id));
    const list = (await api('/api/goods/list?per_page=40')) as {
      data: { id: number; is_buy: number; number: number; min_buy: number; step: number; base_price: string }[];
    };
    const goods = must(
      list.data.find((g) => g.is_buy === 1 && !inCart.has(g.id) && g.number >= Math.max(g.min_buy, g.step) * 2),
      'a buyable goods outside the cart',
    );
    const number = Math.max(goods.min_buy, goods.step);
    bus().emit('cart:add', {
      lines: [{ goods_id: goods.id, price: goods.base_price, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }],
    });
    const after = await waitFor(async () => {
      const lines = await serverLines();
      return lines.some((line) => line.goods.id === goods.id) ? lines : null;
    }, `goods ${goods.id} in the server cart`);
    assertEqual(after.length, before.length + 1, 'server cart lines after one add');
    // One listener per page: exactly one line with the asked quantity, not two adds.
    assertEqual(after.find((line) => line.goods.id === goods.id)?.number, number, 'quantity of the added line');
    await waitFor(() => badgeText(badge) === String(Math.min(after.length, 99)), `the badge to read ${after.length}`);
    await waitFor(() => shownIds(drawer).length === after.length, 'the drawer to list the new line');
  });

  it('asks 确定删除这件商品吗? before deleting a line; 取消 keeps it, 确定 removes it on the server', async () => {
    const before = await serverLines();
    await waitFor(
      () =>
        sameIds(
          shownIds(drawer),
          before.map((line) => line.id),
        ),
      'the drawer in step with the server',
    );
    const victim = must(before.at(-1), 'a line to delete');
    const removeButton = () => shadow(drawer).querySelector<HTMLButtonElement>(`[data-cart-id="${victim.id}"] [part="remove"]`);
    const dialog = () => shadow(drawer).querySelector('[role="alertdialog"]');
    const button = (label: string) =>
      must(
        [...must(dialog(), 'the dialog').querySelectorAll('button')].find((b) => b.textContent?.trim() === label),
        `the ${label} button`,
      );

    must(removeButton(), 'the remove button').click();
    await waitFor(() => dialog()?.textContent?.includes('确定删除这件商品吗?'), 'the delete question');
    button('取消').click();
    await waitFor(() => !dialog(), 'the question to close');
    assertEqual((await serverLines()).length, before.length, 'server lines after 取消');
    assert(removeButton(), 'the line went although 取消 was chosen');

    must(removeButton(), 'the remove button').click();
    await waitFor(() => dialog(), 'the delete question again');
    button('确定').click();
    await waitFor(() => !shadow(drawer).querySelector(`[data-cart-id="${victim.id}"]`), 'the line to leave the drawer');
    const after = await serverLines();
    assert(!after.some((line) => line.id === victim.id), 'the deleted line is still in the server cart');
    assertEqual(after.length, before.length - 1, 'server lines after 确定');
    await waitFor(() => badgeText(badge) === (after.length ? String(Math.min(after.length, 99)) : ''), `the badge to drop to ${after.length}`);
  });

  it('closes when given the closed attribute (the cart page) and opens again without it', async () => {
    const second = mount('yp-cart-drawer');
    await waitFor(() => second.shadowRoot?.querySelector('[part="line"], [part="empty"]'), 'the second drawer to show the cart');
    second.setAttribute('closed', '');
    await waitFor(() => !shadow(second).querySelector('[part="drawer"]'), 'the drawer to close');
    second.removeAttribute('closed');
    await waitFor(() => shadow(second).querySelector('[part="drawer"]'), 'the drawer to open again');
    second.remove();
  });
});
