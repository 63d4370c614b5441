import { API, assert, assertEqual, loadBundle, mount, waitFor } from './util.js';

describe('widget styles live in the shadow root', () => {
  let header;

  before(async () => {
    await loadBundle();
    // A careless partner stylesheet.
    const partner = document.createElement('style');
    partner.textContent = '* { color: red !important; font-family: serif !important; } a { text-decoration: underline wavy !important; }';
    document.head.append(partner);
    header = mount('yp-site-header', { 'api-base': API });
    await waitFor(() => header.shadowRoot?.querySelector('[part="login"]'), 'the header');
  });

  it('adopts its sheets into the shadow root, not the page', () => {
    assert(header.shadowRoot.adoptedStyleSheets.length >= 2, 'tokens and header CSS are not adopted in the shadow root');
    assertEqual(document.adoptedStyleSheets.length, 0, 'sheets adopted into the partner page');
  });

  it('is not restyled by the page', () => {
    const cart = header.shadowRoot.querySelector('[part="cart"]');
    assert(getComputedStyle(cart).color !== 'rgb(255, 0, 0)', 'the partner * rule reached the cart button');
    const link = header.shadowRoot.querySelector('.yp-hd__link');
    const style = getComputedStyle(link);
    assert(style.color !== 'rgb(255, 0, 0)', 'the partner * rule reached a top-bar link');
    assert(!style.fontFamily.includes('serif') || style.fontFamily.includes('sans'), `font leaked in: ${style.fontFamily}`);
    assert(!style.textDecorationLine.includes('underline'), 'the partner a rule reached a link');
  });

  it('takes its brand colour from --yp-brand on the host element', async () => {
    const cart = header.shadowRoot.querySelector('[part="cart"]');
    const before = getComputedStyle(cart).color;
    header.style.setProperty('--yp-brand', 'rgb(0, 163, 108)');
    await waitFor(() => getComputedStyle(cart).color === 'rgb(0, 163, 108)', 'the cart button in the new brand colour');
    assert(before !== 'rgb(0, 163, 108)', 'the default brand colour was already the test colour');
  });

  it('exposes its main pieces as parts', () => {
    for (const part of ['bar', 'main', 'logo', 'cart', 'service']) {
      assert(header.shadowRoot.querySelector(`[part~="${part}"]`), `no part="${part}"`);
    }
  });
});
