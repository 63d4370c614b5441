// <yp-product-list> from the built embed bundle against the real server:
// the three views, visitor and member prices, tag colours, the stepper's
// packing steps, add to cart (its 200 ms delay on the fake page clock),
// sorting, paging and favourites.
import { ADD_TO_CART_DELAY_MS } from '../../shared/domain/constants.js';
import { installFakeClock } from '../../tests/browser/fake-clock.js';
import {
  API,
  apiData,
  assert,
  assertEqual,
  listen,
  loadBundle,
  loginDemo,
  mount,
  must,
  nextFrame,
  setInputValue,
  shadow,
  shadowText,
  waitFor,
  yaopi,
} from '../../tests/browser/util.js';

interface Goods {
  id: number;
  name: string;
  image: string;
  ypgg: string;
  sccj: string;
  base_price: string;
  type: number;
  is_buy: number;
  number: number;
  min_buy: number;
  step: number;
}
interface GoodsPage {
  data: Goods[];
  total: number;
}

const clock = installFakeClock();

const root = (list: Element) => list.shadowRoot?.querySelector<HTMLElement>('.yp-list');
const within = <T extends Element = HTMLElement>(element: ParentNode, selector: string) => must(element.querySelector<T>(selector), selector);
const all = <T extends Element = HTMLElement>(element: Element, selector: string) => [...shadow(element).querySelectorAll<T>(selector)];

/** Waits until the list has answered (ready) and shows the expected view. */
async function ready(list: Element, what = 'the list to load'): Promise<HTMLElement> {
  return waitFor(() => {
    const el = root(list);
    return el && el.dataset.status === 'ready' && el.getAttribute('aria-busy') !== 'true' ? el : null;
  }, what);
}

const ids = (list: Element) => all(list, '[data-goods-id]').map((el) => Number(el.dataset.goodsId));
const goodsPage = async (path: string, token?: string) => (await apiData(path, token)) as GoodsPage;

afterEach(() => {
  for (const list of document.querySelectorAll('yp-product-list')) list.remove();
});

describe('<yp-product-list> for a visitor', () => {
  before(() => loadBundle());

  it('shows goods cards with images, names, specs and 登录可见 instead of prices', async () => {
    const expected = await goodsPage('/api/goods/list?per_page=8');
    const top = must(expected.data[0], 'a goods');
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '8' });
    await ready(list);
    assertEqual(ids(list).join(','), expected.data.map((g) => g.id).join(','), 'goods in server order');
    const card = within(shadow(list), '.yp-card');
    // Images are the API server's, another origin than the page in an embed.
    const image = within<HTMLImageElement>(card, 'img');
    assertEqual(image.getAttribute('src'), `${API}${top.image}`, 'the pack shot address');
    await waitFor(() => image.complete && image.naturalWidth > 0, 'the pack shot to load');
    const name = within(card, '[part="name"]');
    assert(name.textContent?.includes(top.name), `name reads ${name.textContent}`);
    assert(name.getAttribute('href')?.endsWith(`/list/info/${top.id}`), `name links to ${name.getAttribute('href')}`);
    assert(card.textContent?.includes(top.ypgg), 'no spec on the card');
    assert(card.textContent?.includes(top.sccj), 'no manufacturer on the card');
    const prices = all(list, '[part="price"]').map((p) => p.textContent);
    assert(prices.length === 8 && prices.every((p) => p === '登录可见'), `visitor prices read ${prices.join(' | ')}`);
    const ladder = all(list, '[part="ladder"] .yp-ladder__price').map((p) => p.textContent);
    assert(
      ladder.every((p) => p === '登录可见'),
      `visitor ladder prices read ${ladder.join(' | ')}`,
    );
    assert(shadowText(list).includes(`共 ${expected.total} 件商品`), 'no result count');
  });

  it('renders the 列表 and 无图 views and announces a view change as list:query', async () => {
    const table = mount('yp-product-list', { 'api-base': API, 'per-page': '5', view: 'table' });
    await ready(table);
    const headers = all(table, 'th').map((th) => th.textContent);
    assertEqual(headers.join(','), '商品名称,规格,生产厂家,效期,库存,价格,数量,操作', 'table columns');
    assertEqual(all(table, 'tbody tr').length, 5, 'table rows');
    table.remove();

    const plain = mount('yp-product-list', { 'api-base': API, 'per-page': '5', view: 'no_image' });
    await ready(plain);
    assertEqual(all(plain, '.yp-text-card').length, 5, 'text-only cards');
    assertEqual(all(plain, '[part="goods"] img').length, 0, 'images in the 无图 view');

    const queries = listen('list:query');
    within(shadow(plain), '[data-view="grid"]').click();
    await waitFor(() => all(plain, '.yp-card img').length === 5, 'the grid after switching');
    queries.off();
    assertEqual(JSON.stringify(queries.heard), JSON.stringify([{ path: '/list', query: { per_page: '5' } }]), 'list:query');
  });

  it('colours tags as the spec says: 优 特 red, 满 orange, 换购 blue', async () => {
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '100' });
    await ready(list);
    // The tag tokens of shared/ui/tokens.css (darkened for 4.5:1 contrast, issue 14).
    const expected: Record<string, number[]> = {
      优: [204, 42, 42],
      秒: [204, 42, 42],
      特: [204, 42, 42],
      新: [204, 42, 42],
      满: [184, 90, 0],
      换购: [31, 111, 214],
      赠: [199, 48, 122],
    };
    const tags = all(list, '.yp-tag');
    const seen = new Set<string>();
    for (const tag of tags) {
      const name = tag.textContent ?? '';
      const rgb = expected[name];
      if (!rgb) continue;
      seen.add(name);
      assertEqual(getComputedStyle(tag).color, `rgb(${rgb.join(', ')})`, `colour of the ${name} tag`);
    }
    for (const name of ['特', '满']) assert(seen.has(name), `no ${name} tag on the first 100 goods`);
    const described = must(
      tags.find((tag) => tag.textContent === '满'),
      'a 满 tag',
    );
    assert(described.getAttribute('title'), 'a tag has no description tooltip');
  });

  it('sends a visitor who stars a goods to log in', async () => {
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '4' });
    await ready(list);
    // A host is listening: navigate() then emits instead of leaving the page.
    const navigations = listen('navigate');
    within(shadow(list), '[part="favorite"]').click();
    await waitFor(() => navigations.heard.length > 0, 'the login navigation');
    navigations.off();
    const path = must(navigations.heard[0], 'a navigation').path;
    assert(path.startsWith('/login?redirect='), `navigated to ${path}`);
  });

  it('shows 没有找到相关商品 with best sellers when nothing matches', async () => {
    const list = mount('yp-product-list', { 'api-base': API, keywords: 'zzqqxxyy' });
    await ready(list);
    await waitFor(() => all(list, '.yp-hot__item').length > 0, 'the best sellers');
    const text = shadowText(list);
    assert(text.includes('没有找到相关商品'), `empty state reads ${text}`);
    assert(text.includes('共 0 件商品'), 'the count of an empty result');
  });

  it('shows an error with 重新加载 when the list cannot load, and recovers', async () => {
    yaopi().configure({ apiBase: `${API}/not-the-api` });
    const list = mount('yp-product-list', { 'per-page': '3' });
    const failed = await waitFor(() => list.shadowRoot?.querySelector('[role="alert"]'), 'the error state');
    assert(failed.textContent?.includes('商品加载失败'), `the alert reads ${failed.textContent}`);
    const retry = must(failed.querySelector('button'), 'the 重新加载 button');
    assertEqual(retry.textContent, '重新加载', 'the retry button');
    yaopi().configure({ apiBase: API });
    retry.click();
    await ready(list, 'the list after retrying');
    assertEqual(ids(list).length, 3, 'goods after retrying');
  });
});

describe('<yp-product-list> for a member', () => {
  let token: string;
  before(async () => {
    await loadBundle();
    token = (await loginDemo()).token;
  });

  async function memberList(attributes: Record<string, string> = {}): Promise<HTMLElement> {
    const list = mount('yp-product-list', { 'api-base': API, token, ...attributes });
    await waitFor(
      () => root(list)?.dataset.status === 'ready' && list.shadowRoot?.querySelector('[part="price"]')?.textContent?.includes('¥'),
      'member prices',
    );
    return list;
  }

  it('shows ¥ prices with 2 decimals, as the server has them', async () => {
    const expected = await goodsPage('/api/goods/list?per_page=6', token);
    const list = await memberList({ 'per-page': '6' });
    const prices = all(list, '[part="price"]').map((p) => p.textContent ?? '');
    assertEqual(prices.join(' '), expected.data.map((g) => `¥${g.base_price}`).join(' '), 'member prices');
    assert(
      prices.every((p) => /^¥\d+\.\d{2}$/.test(p)),
      `prices read ${prices.join(' ')}`,
    );
  });

  it('sorts by price, cheapest first then dearest, and says so on the bus', async () => {
    const list = await memberList({ 'per-page': '10' });
    const queries = listen('list:query');
    const asc = await goodsPage('/api/goods/list?per_page=10&sort=price&order=asc', token);
    within(shadow(list), '[data-sort="price"]').click();
    await waitFor(() => ids(list).join() === asc.data.map((g) => g.id).join(), 'the cheapest goods first');
    const fen = all(list, '[part="price"]').map((p) => Math.round(Number((p.textContent ?? '').slice(1)) * 100));
    assert(
      fen.every((value, i) => i === 0 || (fen[i - 1] ?? 0) <= value),
      `prices not ascending: ${fen.join(',')}`,
    );

    const desc = await goodsPage('/api/goods/list?per_page=10&sort=price&order=desc', token);
    within(shadow(list), '[data-sort="price"]').click();
    await waitFor(() => ids(list).join() === desc.data.map((g) => g.id).join(), 'the dearest goods first');
    queries.off();
    assertEqual(
      JSON.stringify(queries.heard.map((q) => q.query)),
      JSON.stringify([
        { per_page: '10', sort: 'price', order: 'asc' },
        { per_page: '10', sort: 'price', order: 'desc' },
      ]),
      'list:query payloads',
    );
  });

  it('pages through the goods', async () => {
    const list = await memberList({ 'per-page': '6' });
    const second = await goodsPage('/api/goods/list?per_page=6&page=2', token);
    within(shadow(list), '[aria-label="第 2 页"]').click();
    await waitFor(() => ids(list).join() === second.data.map((g) => g.id).join(), 'page 2');
    assertEqual(within(shadow(list), '[aria-current="page"]').textContent, '2', 'current page');
  });

  it('moves the quantity in packing steps and clamps a typed number to the stock', async () => {
    const page = await goodsPage('/api/goods/list?per_page=20', token);
    const goods = must(
      page.data.find((g) => g.step > 1 && g.is_buy === 1 && g.number >= g.min_buy + g.step),
      'goods with a packing step > 1 on the first page',
    );
    const list = await memberList({ 'per-page': '20' });
    const card = within(shadow(list), `[data-goods-id="${goods.id}"]`);
    const input = within<HTMLInputElement>(card, '.yp-qty__input');
    const min = Math.ceil(Math.max(goods.min_buy, goods.step) / goods.step) * goods.step;
    assertEqual(input.value, String(min), 'starting quantity');
    within(card, '[aria-label="增加数量"]').click();
    await waitFor(() => input.value === String(min + goods.step), `quantity ${min + goods.step}`);
    within(card, '[aria-label="减少数量"]').click();
    await waitFor(() => input.value === String(min), `quantity back to ${min}`);

    input.focus();
    setInputValue(input, String(goods.number + 1000));
    input.blur();
    const most = Math.floor(goods.number / goods.step) * goods.step;
    await waitFor(() => input.value === String(most), `quantity clamped to ${most}`);

    input.focus();
    setInputValue(input, String(min + 1));
    input.blur();
    await waitFor(() => input.value === String(min), `${min + 1} snapped to a whole step`);
  });

  it('adds to the cart 200 ms after the click with the spec line, once for a double click', async () => {
    const list = await memberList({ 'per-page': '4' });
    const card = within(shadow(list), '.yp-card');
    const id = Number(card.dataset.goodsId);
    const goods = must(
      (await goodsPage('/api/goods/list?per_page=4', token)).data.find((g) => g.id === id),
      `goods ${id}`,
    );
    within(card, '[aria-label="增加数量"]').click();
    const input = within<HTMLInputElement>(card, '.yp-qty__input');
    await waitFor(() => input.value !== String(Math.max(goods.min_buy, goods.step)), 'the raised quantity');
    const number = Number(input.value);

    const adds = listen('cart:add');
    const toasts = listen('ui:toast');
    const button = within<HTMLButtonElement>(card, '[part="add-to-cart"]');
    const before = clock.scheduled();
    button.click();
    button.click();
    await nextFrame();
    assertEqual(clock.scheduled() - before, 1, 'delayed adds started by a double click');
    // docs/product/constants.md: nothing is sent until the delay has passed on the page clock, then once.
    clock.advance(ADD_TO_CART_DELAY_MS - 1);
    assertEqual(adds.heard.length, 0, `cart:add events ${ADD_TO_CART_DELAY_MS - 1} ms after the click`);
    clock.advance(1);
    assertEqual(adds.heard.length, 1, `cart:add events ${ADD_TO_CART_DELAY_MS} ms after a double click`);
    // 已加入购物车 is said once, by the cart model after the server accepted the add; the button says nothing itself.
    await waitFor(() => toasts.heard.some((toast) => toast.message === '已加入购物车'), 'the server-confirmed 已加入购物车 toast');
    assert(!shadowText(list).includes('已加入购物车'), 'the card announced 已加入购物车 on its own');
    assertEqual(toasts.heard.filter((toast) => toast.message === '已加入购物车').length, 1, '已加入购物车 toasts for one add');
    toasts.off();
    adds.off();
    assertEqual(adds.heard.length, 1, 'cart:add events for a double click');
    const expected = {
      goods_id: goods.id,
      price: goods.base_price,
      number,
      ck_id: 0,
      goods_price_id: 0,
      ladder_price_id: 0,
      goods_manjian_id: 0,
      is_yj: 0,
      ...(goods.type === 1 ? { type: 1 } : {}),
    };
    assertEqual(JSON.stringify(adds.heard[0]), JSON.stringify({ lines: [expected] }), 'the cart line');
  });

  it('favourites a goods with 收藏成功, cancels with 取消收藏成功, and the server agrees', async () => {
    const list = await memberList({ 'per-page': '4' });
    const card = must(
      all(list, '.yp-card').find((c) => within(c, '[part="favorite"]').getAttribute('aria-pressed') === 'false'),
      'a goods that is not a favourite yet',
    );
    const id = Number(card.dataset.goodsId);
    const star = within(card, '[part="favorite"]');
    const alerts = listen('ui:alert');
    const toasts = listen('ui:toast');

    star.click();
    await waitFor(() => alerts.heard.length > 0, '收藏成功');
    const alert = must(alerts.heard[0], 'the alert');
    assertEqual(alert.message, '收藏成功', 'alert message');
    assert(
      alert.actions?.some((a) => a.label === '查看收藏' && a.path === '/zzfw/star'),
      'no 查看收藏 button',
    );
    await waitFor(() => star.getAttribute('aria-pressed') === 'true', 'the filled star');
    const notifier = must(document.querySelector('yp-notifier'), 'the notifier');
    await waitFor(() => shadowText(notifier).includes('收藏成功') && shadowText(notifier).includes('查看收藏'), 'the 收藏成功 dialog');
    let favourites = await goodsPage('/api/favorite?per_page=100', token);
    assert(
      favourites.data.some((g) => g.id === id),
      'the server does not list the new favourite',
    );
    // Close the dialog, as the buyer would.
    [...shadow(notifier).querySelectorAll('button')].find((b) => b.textContent?.includes('知道了'))?.click();

    star.click();
    await waitFor(() => toasts.heard.some((t) => t.message === '取消收藏成功'), '取消收藏成功');
    await waitFor(() => star.getAttribute('aria-pressed') === 'false', 'the empty star');
    favourites = await goodsPage('/api/favorite?per_page=100', token);
    assert(!favourites.data.some((g) => g.id === id), 'the server still lists the cancelled favourite');
    alerts.off();
    toasts.off();
  });
});
