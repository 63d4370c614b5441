// <yp-site-header> for a member (its own file, so the page's session is the demo buyer's).
import { API, apiData, assert, loadBundle, loginDemo, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

describe('<yp-site-header> for a member', () => {
  before(() => loadBundle());

  it('shows the company and the dedicated account manager after a token is set', async () => {
    const header = mount('yp-site-header', { 'api-base': API });
    await waitFor(() => header.shadowRoot?.querySelector('[part="login"]'), 'the visitor state');

    const { token, user } = await loginDemo();
    assert(user.company, 'the demo buyer has no company name');
    assert(user.admin.is_default === 0, 'the demo buyer should have a named account manager');
    // Cross-origin embeds cannot rely on cookies: the partner passes a token.
    header.setAttribute('token', token);

    const company = await waitFor(() => shadow(header).querySelector('[part="company"]'), 'the company name');
    assert(company.textContent === user.company, `company reads ${company.textContent}`);
    const text = shadowText(header);
    assert(text.includes(`专属服务：${user.admin.name}`), `no 专属服务 with the manager's name in: ${text}`);
    assert(text.includes(user.admin.phone), `no manager phone in: ${text}`);
    assert(text.includes('安全退出'), 'no 安全退出 for a member');
    assert(!shadow(header).querySelector('[part="login"]'), 'a member still sees 请登录');
  });

  it('shows the cart count the user base call reported', async () => {
    const header = must(document.querySelector('yp-site-header'), 'the header');
    const base = (await apiData('/api/user/base', (await loginDemo()).token)) as { cart: number };
    const count = base.cart;
    const badge = shadow(header).querySelector('[part="badge"]');
    if (count > 0) {
      assert(badge, 'no cart badge although the cart has lines');
      assert(badge.textContent === (count > 99 ? '99+' : String(count)), `badge reads ${badge.textContent}`);
    } else {
      assert(!badge, 'a badge shows for an empty cart');
    }
  });
});
