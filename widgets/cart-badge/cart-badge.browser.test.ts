// The cart count on the page: the header's badge and <yp-cart-badge> (a plain custom element)
// follow bus 'cart:count' from the built embed bundle.
import { API, assert, assertEqual, bus, loadBundle, mount, must, shadow, waitFor } from '../../tests/browser/util.js';

const headerBadge = (header: Element) => header.shadowRoot?.querySelector('[part="badge"]')?.textContent ?? '';
const badgeText = (element: Element) => element.shadowRoot?.querySelector('[part="badge"]')?.textContent ?? '';

describe('cart count badges', () => {
  let header: HTMLElement;
  let badge: HTMLElement;

  before(async () => {
    await loadBundle();
    header = mount('yp-site-header', { 'api-base': API });
    badge = mount('yp-cart-badge');
    // Wait for the session to settle first: a visitor's answer resets the count to 0.
    await waitFor(() => header.shadowRoot?.querySelector('[part="login"]'), 'the visitor state');
  });

  it('caps a count above 99 as 99+', async () => {
    bus().emit('cart:count', { count: 120, origin: 'test' });
    await waitFor(() => headerBadge(header) === '99+', 'the header badge to read 99+');
    await waitFor(() => badgeText(badge) === '99+', 'the <yp-cart-badge> to read 99+');
  });

  it('shows a small count as it is', async () => {
    bus().emit('cart:count', { count: 7, origin: 'test' });
    await waitFor(() => headerBadge(header) === '7', 'the header badge to read 7');
    await waitFor(() => badgeText(badge) === '7', 'the <yp-cart-badge> to read 7');
    const label = must(shadow(header).querySelector('[part="cart"]'), 'the cart button').getAttribute('aria-label') ?? '';
    assert(label.includes('7'), `the cart button's label does not say 7: ${label}`);
  });

  it('hides both badges at 0', async () => {
    bus().emit('cart:count', { count: 0, origin: 'test' });
    await waitFor(() => !shadow(header).querySelector('[part="badge"]'), 'the header badge to go');
    await waitFor(() => badge.hasAttribute('data-empty'), 'the <yp-cart-badge> to hide');
    assertEqual(getComputedStyle(badge).display, 'none', 'display of an empty <yp-cart-badge>');
  });
});
