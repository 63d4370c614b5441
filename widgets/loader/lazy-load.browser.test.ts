// The embed entry is a loader: lit elements at once, each React widget from
// its own chunk the first time its tag is on the page (or yaopi.load(tag)).
import { API, assert, assertEqual, loadBundle, must, waitFor, yaopi } from '../../tests/browser/util.js';

/** Chunk files this page has fetched so far. */
const fetchedChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/dist/embed/v1/chunks/'));

describe('the embed loader', () => {
  before(async () => {
    await loadBundle();
    yaopi().configure({ apiBase: API });
  });

  it('defines the lit elements at once and no React widget nobody shows', () => {
    assert(customElements.get('yp-config'), '<yp-config> is not defined');
    assert(customElements.get('yp-cart-badge'), '<yp-cart-badge> is not defined');
    for (const tag of ['yp-checkout-steps', 'yp-order-page', 'yp-product-list']) {
      assertEqual(customElements.get(tag), undefined, `<${tag}> defined before any is on the page`);
    }
    const unused = fetchedChunks().filter((name) => /(checkout-steps|order-page|product-list)\.element-/.test(name));
    assertEqual(unused.length, 0, `chunks of widgets not on the page (${unused.join(', ')})`);
  });

  it('defines a widget when its tag appears, also deep in an added subtree', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<section><yp-site-footer></yp-site-footer></section>';
    document.body.append(wrapper);
    await waitFor(() => customElements.get('yp-site-footer'), '<yp-site-footer> to be defined');
    const footer = must(wrapper.querySelector('yp-site-footer'), '<yp-site-footer>');
    await waitFor(() => footer.shadowRoot, 'the footer upgraded in place');
    wrapper.remove();
  });

  it('loads on request for pages that create widgets from script', async () => {
    const element = await yaopi().load('yp-category-menu');
    assert(element && element === customElements.get('yp-category-menu'), 'load() did not resolve to the defined class');
    assertEqual(await yaopi().load('YP-CATEGORY-MENU'), element, 'the same class on a second, upper-case request');
    let failed = false;
    await yaopi()
      .load('yp-no-such-widget')
      .catch(() => (failed = true));
    assert(failed, 'an unknown tag did not reject');
  });

  it('loads the cart drawer the right bar renders in its own shadow root', async () => {
    const bar = document.createElement('yp-right-bar');
    document.body.append(bar);
    await waitFor(() => customElements.get('yp-right-bar') && customElements.get('yp-cart-drawer'), 'the right bar and its cart drawer');
    bar.remove();
  });
});
