// <yp-config>: a partner configures every widget on the page once.
import { API, assert, loadBundle, loginDemo, mount, must, waitFor, yaopi } from '../../tests/browser/util.js';

describe('<yp-config>', () => {
  it('configures widgets that carry no attributes of their own', async () => {
    const { token, user } = await loginDemo();
    // As a partner writes it: the config element first, then the widgets, then the script.
    mount('yp-config', { 'api-base': API, token });
    const header = mount('yp-site-header');
    await loadBundle();
    const company = await waitFor(() => header.shadowRoot?.querySelector('[part="company"]'), 'the company name');
    assert(company.textContent === user.company, `company reads ${company.textContent}`);
    assert(getComputedStyle(must(document.querySelector('yp-config'), '<yp-config>')).display === 'none', '<yp-config> takes up space');
    assert(yaopi().configure({}).apiBase === API, 'window.yaopi.configure() does not report the API base');
  });
});
