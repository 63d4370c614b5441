// <yp-right-bar> from the built embed bundle against the real server, as the
// demo buyer (token attribute): 40 px collapsed, 310 px open (computed width),
// the cart badge capped at 99+, the cart drawer in its panel, the account and
// service panels (the chat iframe when is_can_chat), Esc, and 返回顶部 only
// after scrolling.
import {
  API,
  apiData,
  assert,
  assertEqual,
  bus,
  loadBundle,
  loginDemo,
  mount,
  must,
  shadow,
  shadowText,
  waitFor,
  type Json,
} from '../../tests/browser/util.js';

/** The part, or null (for waiting on it or checking it is gone). */
const find = (bar: Element, name: string) => bar.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
/** The part, which must be there. */
const part = (bar: Element, name: string) => must(find(bar, name), `part ${name}`);
const width = (bar: Element) => getComputedStyle(part(bar, 'bar')).width;

describe('<yp-right-bar> for a member', () => {
  let bar: HTMLElement;
  let user: Json;
  let token: string;

  before(async () => {
    await loadBundle();
    ({ user, token } = await loginDemo());
    // Tall enough to scroll, for 返回顶部.
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    document.body.append(filler);
    bar = mount('yp-right-bar', { 'api-base': API, token });
    await waitFor(() => find(bar, 'bar'), 'the bar to render');
  });

  it('sits at the right edge, 40 px wide, and opens to 310 px; Esc collapses it', async () => {
    const aside = part(bar, 'bar');
    assertEqual(getComputedStyle(aside).position, 'fixed', 'position');
    assertEqual(width(bar), '40px', 'collapsed width');
    assertEqual(Math.round(aside.getBoundingClientRect().right), document.documentElement.clientWidth, 'right edge');

    const accountTab = part(bar, 'account');
    accountTab.click();
    await waitFor(() => width(bar) === '310px', 'the bar to open to 310px');
    assertEqual(accountTab.getAttribute('aria-expanded'), 'true', 'aria-expanded of the open tab');
    await waitFor(() => find(bar, 'company')?.textContent === user.company, 'the company in the account panel');
    const text = shadowText(bar);
    assert(text.includes(user.admin.name), `no account manager in: ${text}`);
    assert(part(bar, 'member-centre').getAttribute('href')?.endsWith('/user'), 'member centre link');
    assert(part(bar, 'orders').getAttribute('href')?.endsWith('/order'), 'orders link');
    // The panel's text sits off its edge, not against it, and the panel is as tall as its content.
    const panel = part(bar, 'account-panel').getBoundingClientRect();
    const company = part(bar, 'company').getBoundingClientRect();
    assert(company.left - panel.left >= 8, `the company is ${company.left - panel.left}px from the panel's edge`);
    const links = part(bar, 'orders').getBoundingClientRect();
    assert(panel.bottom - links.bottom <= 32, `the account panel runs ${panel.bottom - links.bottom}px below its last link`);

    accountTab.focus();
    accountTab.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => width(bar) === '40px', 'Esc to collapse the bar');
    assert(part(bar, 'panel').hidden, 'the panel still shows after Esc');
  });

  it('caps the cart badge at 99+ and shows the count as it is below', async () => {
    bus().emit('cart:count', { count: 120, origin: 'test' });
    await waitFor(() => find(bar, 'cart-badge')?.textContent === '99+', 'the cart badge to read 99+');
    bus().emit('cart:count', { count: 5, origin: 'test' });
    await waitFor(() => find(bar, 'cart-badge')?.textContent === '5', 'the cart badge to read 5');
  });

  it("opens the cart drawer with the buyer's lines in its panel", async () => {
    const lines = ((await apiData('/api/cart/list', (await loginDemo()).token)) as { data: unknown[] }).data;
    part(bar, 'cart').click();
    await waitFor(() => width(bar) === '310px', 'the bar to open for the cart');
    const drawer = await waitFor(() => shadow(bar).querySelector('yp-cart-drawer'), 'the cart drawer in the panel');
    if (lines.length > 0) {
      await waitFor(() => drawer.shadowRoot?.querySelectorAll('[part="line"]').length === lines.length, `${lines.length} lines`);
    } else {
      await waitFor(() => drawer.shadowRoot?.textContent?.includes('购物车还是空的'), 'the empty cart');
    }
    // The drawer fetched the true count, replacing the test's 5.
    await waitFor(() => (find(bar, 'cart-badge')?.textContent ?? '') === (lines.length ? String(Math.min(lines.length, 99)) : ''), 'the real count');
    part(bar, 'cart').click();
    await waitFor(() => width(bar) === '40px', 'a second click to collapse');
  });

  it('shows the support phone and the messages link; keyboard reaches every button', async () => {
    part(bar, 'service').click();
    await waitFor(() => find(bar, 'hot-line') ?? find(bar, 'manager'), 'the support details');
    const text = shadowText(bar);
    assert(text.includes(user.admin.phone), `no manager phone in: ${text}`);
    const messages = part(bar, 'messages');
    assert(messages.getAttribute('href')?.endsWith('/wdxx'), 'messages link');
    for (const name of ['account', 'cart', 'service', 'qr']) {
      const tab = part(bar, name);
      assertEqual(tab.tagName, 'BUTTON', `${name} is a button`);
      assert(tab.tabIndex >= 0, `${name} is not focusable`);
    }
    part(bar, 'close').click();
    await waitFor(() => width(bar) === '40px', 'the close button to collapse');
  });

  it('offers the phone site, not a mini-program, when the marketplace has none: the QR opens this site and says so', async () => {
    const tab = part(bar, 'qr');
    await waitFor(() => tab.textContent === '手机版', 'the 手机版 tab');
    tab.click();
    const figure = await waitFor(() => find(bar, 'qr-code'), 'the QR');
    const img = must(figure.querySelector('img'), 'the QR image');
    const src = new URL(must(img.getAttribute('src'), 'the QR src'), location.href);
    assertEqual(src.pathname, '/img/qr.svg', 'the QR image path');
    assertEqual(src.searchParams.get('text'), location.origin, 'what the QR encodes');
    assertEqual(figure.querySelector('figcaption')?.textContent, '手机扫码访问手机版商城', 'the caption');
    assert(!shadowText(bar).includes('小程序'), 'the bar still mentions a mini-program');
    await waitFor(() => img.complete && img.naturalWidth > 0, 'the QR image to load');
    part(bar, 'close').click();
  });

  it('offers 返回顶部 only after scrolling, and it scrolls back up', async () => {
    window.scrollTo(0, 0);
    await waitFor(() => !find(bar, 'top'), 'no 返回顶部 at the top');
    window.scrollTo(0, 800);
    const top = await waitFor(() => find(bar, 'top'), '返回顶部 after scrolling');
    top.click();
    await waitFor(() => window.scrollY === 0, 'the page back at the top');
    await waitFor(() => !find(bar, 'top'), '返回顶部 to hide again');
  });

  it('shows the 在线客服 chat iframe when is_can_chat is 1, the support links only when it is 0', async () => {
    // No `site` configured and the bar on this page: the chat is this origin's /chat (the cookie works).
    part(bar, 'service').click();
    const frame = await waitFor(() => find(bar, 'chat'), 'the chat iframe');
    assertEqual(frame.tagName, 'IFRAME', 'the chat element');
    assertEqual(frame.title, '在线客服', 'the iframe title');
    assertEqual(frame.getAttribute('src'), `${location.origin}/chat`, 'the chat address on the site itself');
    assert(find(bar, 'hot-line') ?? find(bar, 'manager'), 'the support links below the chat');

    // The seed has no buyer with is_can_chat 0: the same buyer's state, as the session model would carry it.
    bus().emit('session:changed', { user: { ...user, is_can_chat: 0 }, origin: 'test' });
    await waitFor(() => !find(bar, 'chat'), 'the iframe to go for is_can_chat 0');
    assert(find(bar, 'hot-line') ?? find(bar, 'manager'), 'the support links without the chat');
    bus().emit('session:changed', { user, origin: 'test' });
    await waitFor(() => find(bar, 'chat'), 'the iframe back for is_can_chat 1');
    part(bar, 'close').click();
  });

  it('passes the token in the fragment when the chat is on another origin (a partner page)', async () => {
    bar.setAttribute('site', API);
    part(bar, 'service').click();
    const frame = await waitFor(() => find(bar, 'chat'), 'the chat iframe');
    const src = frame.getAttribute('src') ?? '';
    assert(src.startsWith(`${API}/chat#token=`), `chat src ${src}`);
    assertEqual(decodeURIComponent(src.slice(src.indexOf('#token=') + 7)), token, 'the token in the fragment');
    part(bar, 'close').click();
  });
});
