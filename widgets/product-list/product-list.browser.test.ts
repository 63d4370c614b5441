// <yp-product-list> from the built embed bundle against the real server:
// the three views, visitor and member prices, tag colours, the stepper's
// packing steps, add to cart, sorting, paging and favourites.
import { API, assert, assertEqual, bus, loadBundle, loginDemo, mount, shadowText, waitFor } from '../../tests/browser/util.js';

const root = (list) => list.shadowRoot?.querySelector('.ypl');

/** Waits until the list has answered (ready) and shows the expected view. */
async function ready(list, what = 'the list to load') {
  return waitFor(() => {
    const el = root(list);
    return el && el.dataset.status === 'ready' && el.getAttribute('aria-busy') !== 'true' ? el : null;
  }, what);
}

const ids = (list) => [...list.shadowRoot.querySelectorAll('[data-goods-id]')].map((el) => Number(el.dataset.goodsId));

async function api(path, token) {
  const response = await fetch(`${API}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await response.json();
  assertEqual(body.code, 10000, `${path} answer code (${body.message})`);
  return body.data;
}

/** Collects a bus event's payloads until stopped. */
function listen(name) {
  const heard = [];
  const off = bus().on(name, (payload) => heard.push(payload));
  return { heard, off };
}

function setInput(input, value) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

afterEach(() => {
  for (const list of document.querySelectorAll('yp-product-list')) list.remove();
});

describe('<yp-product-list> for a visitor', () => {
  before(() => loadBundle());

  it('shows goods cards with images, names, specs and 登录可见 instead of prices', async () => {
    const expected = await api('/api/goods/list?per_page=8');
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '8' });
    await ready(list);
    assertEqual(ids(list).join(','), expected.data.map((g) => g.id).join(','), 'goods in server order');
    const card = list.shadowRoot.querySelector('.ypl-card');
    // Images are the API server's, another origin than the page in an embed.
    const image = card.querySelector('img');
    assertEqual(image?.getAttribute('src'), `${API}${expected.data[0].image}`, 'the pack shot address');
    await waitFor(() => image.complete && image.naturalWidth > 0, 'the pack shot to load');
    const name = card.querySelector('[part="name"]');
    assert(name.textContent.includes(expected.data[0].name), `name reads ${name.textContent}`);
    assert(name.getAttribute('href').endsWith(`/list/info/${expected.data[0].id}`), `name links to ${name.getAttribute('href')}`);
    assert(card.textContent.includes(expected.data[0].ypgg), 'no spec on the card');
    assert(card.textContent.includes(expected.data[0].sccj), 'no manufacturer on the card');
    const prices = [...list.shadowRoot.querySelectorAll('[part="price"]')].map((p) => p.textContent);
    assert(prices.length === 8 && prices.every((p) => p === '登录可见'), `visitor prices read ${prices.join(' | ')}`);
    const ladder = [...list.shadowRoot.querySelectorAll('[part="ladder"] .yp-ladder__price')].map((p) => p.textContent);
    assert(
      ladder.every((p) => p === '登录可见'),
      `visitor ladder prices read ${ladder.join(' | ')}`,
    );
    assert(shadowText(list).includes(`共 ${expected.total} 件商品`), 'no result count');
  });

  it('renders the 列表 and 无图 views and announces a view change as list:query', async () => {
    const table = mount('yp-product-list', { 'api-base': API, 'per-page': '5', view: 'table' });
    await ready(table);
    const headers = [...table.shadowRoot.querySelectorAll('th')].map((th) => th.textContent);
    assertEqual(headers.join(','), '商品名称,规格,生产厂家,效期,库存,价格,数量,操作', 'table columns');
    assertEqual(table.shadowRoot.querySelectorAll('tbody tr').length, 5, 'table rows');
    table.remove();

    const plain = mount('yp-product-list', { 'api-base': API, 'per-page': '5', view: 'no_image' });
    await ready(plain);
    assertEqual(plain.shadowRoot.querySelectorAll('.ypl-text-card').length, 5, 'text-only cards');
    assertEqual(plain.shadowRoot.querySelectorAll('[part="goods"] img').length, 0, 'images in the 无图 view');

    const queries = listen('list:query');
    plain.shadowRoot.querySelector('[data-view="grid"]').click();
    await waitFor(() => plain.shadowRoot.querySelectorAll('.ypl-card img').length === 5, 'the grid after switching');
    queries.off();
    assertEqual(JSON.stringify(queries.heard), JSON.stringify([{ path: '/list', query: { per_page: '5' } }]), 'list:query');
  });

  it('colours tags as the spec says: 优 特 red, 满 orange, 换购 blue', async () => {
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '100' });
    await ready(list);
    const expected = {
      优: [232, 55, 58],
      秒: [232, 55, 58],
      特: [232, 55, 58],
      新: [232, 55, 58],
      满: [255, 125, 0],
      换购: [47, 128, 237],
      赠: [236, 72, 153],
    };
    const tags = [...list.shadowRoot.querySelectorAll('.yp-tag')];
    const seen = new Set();
    for (const tag of tags) {
      const rgb = expected[tag.textContent];
      if (!rgb) continue;
      seen.add(tag.textContent);
      const colour = getComputedStyle(tag).color;
      assertEqual(colour, `rgb(${rgb.join(', ')})`, `colour of the ${tag.textContent} tag`);
    }
    for (const name of ['特', '满']) assert(seen.has(name), `no ${name} tag on the first 100 goods`);
    const described = tags.find((tag) => tag.textContent === '满');
    assert(described.getAttribute('title'), 'a tag has no description tooltip');
  });

  it('sends a visitor who stars a goods to log in', async () => {
    const list = mount('yp-product-list', { 'api-base': API, 'per-page': '4' });
    await ready(list);
    // A host is listening: navigate() then emits instead of leaving the page.
    const navigations = listen('navigate');
    list.shadowRoot.querySelector('[part="favorite"]').click();
    await waitFor(() => navigations.heard.length > 0, 'the login navigation');
    navigations.off();
    assert(navigations.heard[0].path.startsWith('/login?redirect='), `navigated to ${navigations.heard[0].path}`);
  });

  it('shows 没有找到相关商品 with best sellers when nothing matches', async () => {
    const list = mount('yp-product-list', { 'api-base': API, keywords: 'zzqqxxyy' });
    await ready(list);
    await waitFor(() => list.shadowRoot.querySelectorAll('.ypl-hot__item').length > 0, 'the best sellers');
    const text = shadowText(list);
    assert(text.includes('没有找到相关商品'), `empty state reads ${text}`);
    assert(text.includes('共 0 件商品'), 'the count of an empty result');
  });

  it('shows an error with 重新加载 when the list cannot load, and recovers', async () => {
    window.yaopi.configure({ apiBase: `${API}/not-the-api` });
    const list = mount('yp-product-list', { 'per-page': '3' });
    const retry = await waitFor(() => list.shadowRoot?.querySelector('.ypl-state[role="alert"] button'), 'the error state');
    assert(shadowText(list).includes('商品加载失败'), 'no failure message');
    window.yaopi.configure({ apiBase: API });
    retry.click();
    await ready(list, 'the list after retrying');
    assertEqual(ids(list).length, 3, 'goods after retrying');
  });
});

describe('<yp-product-list> for a member', () => {
  let token;
  before(async () => {
    await loadBundle();
    token = (await loginDemo()).token;
  });

  async function memberList(attributes = {}) {
    const list = mount('yp-product-list', { 'api-base': API, token, ...attributes });
    await waitFor(() => root(list)?.dataset.status === 'ready' && list.shadowRoot.querySelector('[part="price"]')?.textContent.includes('¥'), 'member prices');
    return list;
  }

  it('shows ¥ prices with 2 decimals, as the server has them', async () => {
    const expected = await api('/api/goods/list?per_page=6', token);
    const list = await memberList({ 'per-page': '6' });
    const prices = [...list.shadowRoot.querySelectorAll('[part="price"]')].map((p) => p.textContent);
    assertEqual(prices.join(' '), expected.data.map((g) => `¥${g.base_price}`).join(' '), 'member prices');
    assert(
      prices.every((p) => /^¥\d+\.\d{2}$/.test(p)),
      `prices read ${prices.join(' ')}`,
    );
  });

  it('sorts by price, cheapest first then dearest, and says so on the bus', async () => {
    const list = await memberList({ 'per-page': '10' });
    const queries = listen('list:query');
    const asc = await api('/api/goods/list?per_page=10&sort=price&order=asc', token);
    list.shadowRoot.querySelector('[data-sort="price"]').click();
    await waitFor(() => ids(list).join() === asc.data.map((g) => g.id).join(), 'the cheapest goods first');
    const fen = [...list.shadowRoot.querySelectorAll('[part="price"]')].map((p) => Math.round(Number(p.textContent.slice(1)) * 100));
    assert(
      fen.every((value, i) => i === 0 || fen[i - 1] <= value),
      `prices not ascending: ${fen.join(',')}`,
    );

    const desc = await api('/api/goods/list?per_page=10&sort=price&order=desc', token);
    list.shadowRoot.querySelector('[data-sort="price"]').click();
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
    const second = await api('/api/goods/list?per_page=6&page=2', token);
    list.shadowRoot.querySelector('[aria-label="第 2 页"]').click();
    await waitFor(() => ids(list).join() === second.data.map((g) => g.id).join(), 'page 2');
    assertEqual(list.shadowRoot.querySelector('[aria-current="page"]').textContent, '2', 'current page');
  });

  it('moves the quantity in packing steps and clamps a typed number to the stock', async () => {
    const page = await api('/api/goods/list?per_page=20', token);
    const goods = page.data.find((g) => g.step > 1 && g.is_buy === 1 && g.number >= g.min_buy + g.step);
    assert(goods, 'no goods with a packing step > 1 on the first page');
    const list = await memberList({ 'per-page': '20' });
    const card = list.shadowRoot.querySelector(`[data-goods-id="${goods.id}"]`);
    const input = card.querySelector('.yp-qty__input');
    const min = Math.ceil(Math.max(goods.min_buy, goods.step) / goods.step) * goods.step;
    assertEqual(input.value, String(min), 'starting quantity');
    card.querySelector('[aria-label="增加数量"]').click();
    await waitFor(() => input.value === String(min + goods.step), `quantity ${min + goods.step}`);
    card.querySelector('[aria-label="减少数量"]').click();
    await waitFor(() => input.value === String(min), `quantity back to ${min}`);

    input.focus();
    setInput(input, String(goods.number + 1000));
    input.blur();
    const most = Math.floor(goods.number / goods.step) * goods.step;
    await waitFor(() => input.value === String(most), `quantity clamped to ${most}`);

    input.focus();
    setInput(input, String(min + 1));
    input.blur();
    await waitFor(() => input.value === String(min), `${min + 1} snapped to a whole step`);
  });

  it('adds to the cart after the delay with the spec line, once for a double click', async () => {
    const list = await memberList({ 'per-page': '4' });
    const card = list.shadowRoot.querySelector('.ypl-card');
    const id = Number(card.dataset.goodsId);
    const goods = (await api('/api/goods/list?per_page=4', token)).data.find((g) => g.id === id);
    card.querySelector('[aria-label="增加数量"]').click();
    const input = card.querySelector('.yp-qty__input');
    await waitFor(() => input.value !== String(Math.max(goods.min_buy, goods.step)), 'the raised quantity');
    const number = Number(input.value);

    const adds = listen('cart:add');
    const toasts = listen('ui:toast');
    const button = card.querySelector('[part="add-to-cart"]');
    button.click();
    button.click();
    assertEqual(adds.heard.length, 0, 'cart:add events right after the click (spec §9 delays it)');
    await waitFor(() => adds.heard.length > 0, 'cart:add');
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
    const card = [...list.shadowRoot.querySelectorAll('.ypl-card')].find((c) => c.querySelector('[part="favorite"]').getAttribute('aria-pressed') === 'false');
    assert(card, 'every goods is already a favourite');
    const id = Number(card.dataset.goodsId);
    const star = card.querySelector('[part="favorite"]');
    const alerts = listen('ui:alert');
    const toasts = listen('ui:toast');

    star.click();
    await waitFor(() => alerts.heard.length > 0, '收藏成功');
    assertEqual(alerts.heard[0].message, '收藏成功', 'alert message');
    assert(
      alerts.heard[0].actions.some((a) => a.label === '查看收藏' && a.path === '/star'),
      'no 查看收藏 button',
    );
    await waitFor(() => star.getAttribute('aria-pressed') === 'true', 'the filled star');
    const notifier = document.querySelector('yp-notifier');
    await waitFor(() => shadowText(notifier).includes('收藏成功') && shadowText(notifier).includes('查看收藏'), 'the 收藏成功 dialog');
    let favourites = await api('/api/favorite?per_page=100', token);
    assert(
      favourites.data.some((g) => g.id === id),
      'the server does not list the new favourite',
    );
    // Close the dialog, as the buyer would.
    [...notifier.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.includes('知道了'))?.click();

    star.click();
    await waitFor(() => toasts.heard.some((t) => t.message === '取消收藏成功'), '取消收藏成功');
    await waitFor(() => star.getAttribute('aria-pressed') === 'false', 'the empty star');
    favourites = await api('/api/favorite?per_page=100', token);
    assert(!favourites.data.some((g) => g.id === id), 'the server still lists the cancelled favourite');
    alerts.off();
    toasts.off();
  });
});
