// Every widget's styles live in its shadow root (shared/ui's adopted sheets),
// shown on the header: a careless partner stylesheet cannot reach them, and
// the brand colour comes from a custom property on the host element.
import { API, assert, assertEqual, loadBundle, mount, must, shadow, waitFor } from './util.js';

describe('widget styles live in the shadow root', () => {
  let header: HTMLElement;
  const part = (name: string) => must(shadow(header).querySelector(`[part~="${name}"]`), `part ${name}`);

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
    assert(shadow(header).adoptedStyleSheets.length >= 2, 'tokens and header CSS are not adopted in the shadow root');
    assertEqual(document.adoptedStyleSheets.length, 0, 'sheets adopted into the partner page');
  });

  it('is not restyled by the page', () => {
    assert(getComputedStyle(part('cart')).color !== 'rgb(255, 0, 0)', 'the partner * rule reached the cart button');
    const link = must(shadow(header).querySelector('.yp-hd__link'), 'a top-bar link');
    const style = getComputedStyle(link);
    assert(style.color !== 'rgb(255, 0, 0)', 'the partner * rule reached a top-bar link');
    assert(!style.fontFamily.includes('serif') || style.fontFamily.includes('sans'), `font leaked in: ${style.fontFamily}`);
    assert(!style.textDecorationLine.includes('underline'), 'the partner a rule reached a link');
  });

  it('takes its brand colour from --yp-brand on the host element', async () => {
    const cart = part('cart');
    const before = getComputedStyle(cart).color;
    header.style.setProperty('--yp-brand', 'rgb(0, 163, 108)');
    await waitFor(() => getComputedStyle(cart).color === 'rgb(0, 163, 108)', 'the cart button in the new brand colour');
    assert(before !== 'rgb(0, 163, 108)', 'the default brand colour was already the test colour');
  });

  it('exposes its main pieces as parts', () => {
    for (const name of ['bar', 'main', 'logo', 'cart', 'service']) {
      assert(shadow(header).querySelector(`[part~="${name}"]`), `no part="${name}"`);
    }
  });
});
