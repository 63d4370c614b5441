// A partner page that includes the embed bundle twice (two <script> tags,
// two partners' snippets): one set of elements, no warnings, still working.
import { API, assert, assertEqual, bus, loadBundle, mount, waitFor, yaopi } from './util.js';

const TAGS = ['yp-site-header', 'yp-site-footer', 'yp-notifier', 'yp-config', 'yp-cart-badge'];

describe('loading the bundle twice', () => {
  it('defines each element once, warns about nothing and keeps working', async () => {
    await loadBundle();
    // React widgets are defined when first used; a page that creates them from script asks for them.
    await Promise.all(['yp-site-header', 'yp-site-footer', 'yp-notifier'].map((tag) => yaopi().load(tag)));
    const first = TAGS.map((tag) => customElements.get(tag));
    first.forEach((element, index) => assert(element, `<${TAGS[index]}> is not defined`));

    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      // A query string makes it a second module instance, as a second <script> tag would.
      await loadBundle('?second-copy');
    } finally {
      console.warn = originalWarn;
    }

    TAGS.forEach((tag, index) => assert(customElements.get(tag) === first[index], `<${tag}> was redefined`));
    assertEqual(warnings.length, 0, `warnings on a second copy of the same version (${warnings.join(' | ')})`);
    // The first toast puts one notifier on the page, not one per copy, and shows the toast once.
    bus().emit('ui:toast', { message: '两份脚本只提示一次' });
    const notifier = await waitFor(
      () => document.querySelector('yp-notifier')?.shadowRoot?.querySelector('.yp-toast') && document.querySelector('yp-notifier'),
      'the toast',
    );
    assertEqual(document.querySelectorAll('yp-notifier').length, 1, 'number of <yp-notifier> elements');
    assertEqual(notifier.shadowRoot?.querySelectorAll('.yp-toast').length, 1, 'number of toasts shown');
    assert(typeof window.yaopi?.configure === 'function', 'window.yaopi.configure is missing');
    assert(typeof window.yaopi?.version === 'string', 'window.yaopi.version is missing');

    const header = mount('yp-site-header', { 'api-base': API });
    await waitFor(() => header.shadowRoot?.querySelector('[part="login"]'), 'a header rendered after the second load');
  });
});
