// <yp-account-centre> standalone on a partner page: a visitor is invited to
// log in; with the buyer's token it shows 基本信息 and the one member menu.
import { API, assert, assertEqual, listen, loadBundle, loginDemo, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

describe('<yp-account-centre page="basic"> standalone', () => {
  before(() => loadBundle());

  it('invites a visitor to log in instead of showing any account data', async () => {
    const centre = mount('yp-account-centre', { 'api-base': API, page: 'basic' });
    await waitFor(() => shadowText(centre).includes('登录后查看账户中心'), 'the login invitation');
    assert(!shadow(centre).querySelector('dl'), 'a visitor sees account details');
    centre.remove();
  });

  it('shows the signed-in buyer’s basic information and the member menu', async () => {
    const { token, user } = await loginDemo();
    const centre = mount('yp-account-centre', { 'api-base': API, token, page: 'basic' });
    const root = shadow(centre);

    const heading = await waitFor(() => root.querySelector('h1'), 'the page heading');
    assertEqual(heading.textContent?.trim(), '基本信息', 'the heading');
    const info = must(root.querySelector('dl'), 'the information list');
    const text = info.textContent ?? '';
    assert(text.includes(user.company), `no company ${user.company} in: ${text}`);
    assert(text.includes(user.username), `no username ${user.username} in: ${text}`);

    const crumbs = must(root.querySelector('nav[aria-label="当前位置"]'), 'the breadcrumb');
    assert(crumbs.textContent?.includes('账户中心'), `breadcrumb reads ${crumbs.textContent}`);

    const menu = must(root.querySelector('nav[aria-label="账户中心"]'), 'the member menu');
    const titles = [...menu.querySelectorAll('h2')].map((h) => h.textContent);
    assertEqual(titles.join(','), '会员中心,订单中心,我的钱包,自助服务,账户中心', 'the menu sections');
    const current = [...menu.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);
    assertEqual(current.join(','), '基本信息', 'the current entry');
    const orders = must(
      [...menu.querySelectorAll('a')].find((a) => a.textContent === '我的订单'),
      'the 我的订单 entry',
    );
    assert(orders.getAttribute('href')?.endsWith('/order'), `我的订单 links ${orders.getAttribute('href')}`);
    // Styled inside the shadow root: the tokens, the widget's CSS and the menu's are adopted there.
    assert(root.adoptedStyleSheets.length >= 3, `only ${root.adoptedStyleSheets.length} sheets adopted`);

    // An entry goes through navigate(): with a listener on the bus (as the host has) it is a route change, not a reload.
    const navigations = listen('navigate');
    try {
      must(
        [...menu.querySelectorAll('a')].find((a) => a.textContent === '收货地址'),
        'the 收货地址 entry',
      ).click();
      assertEqual(navigations.heard[0]?.path, '/zhzx/addr', 'the path navigate() was given');
    } finally {
      navigations.off();
    }
    centre.remove();
  });
});
