// <yp-cart-drawer> when its first read of the cart gets no answer (a network
// failure; the page's own fetch refuses the one call): the kit's compact
// load-failed state with its warning picture, 购物车加载失败 and 重新加载,
// which asks again and lists the lines once the network is back. A file of its
// own: the cart model is one per page, and the other file's drawer has lines.
import { API, assert, assertEqual, loadBundle, loginDemo, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

describe('<yp-cart-drawer> when the cart cannot be read', () => {
  const platformFetch = window.fetch;
  let offline = true;

  before(() => {
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (offline && url.includes('/api/cart/list')) return Promise.reject(new TypeError('Failed to fetch'));
      return platformFetch.call(window, input, init);
    };
  });

  after(() => {
    window.fetch = platformFetch;
  });

  it('shows 购物车加载失败 with a warning and 重新加载, which lists the cart once it answers', async () => {
    await loadBundle();
    const { token } = await loginDemo();
    const drawer = mount('yp-cart-drawer', { 'api-base': API, token });
    const failed = await waitFor(() => shadow(drawer).querySelector('.yp-empty'), 'the failure state');
    assert(shadowText(drawer).includes('购物车加载失败'), `no 购物车加载失败 in: ${shadowText(drawer)}`);
    assert(failed.classList.contains('yp-empty--compact'), 'the failure state is the compact one of a narrow drawer');
    assert(failed.querySelector('.yp-empty__art svg'), 'no warning picture');
    const retry = must(failed.querySelector('button'), 'the 重新加载 button');
    assertEqual(retry.textContent, '重新加载', 'the retry button');
    assertEqual(retry.className, 'yp-btn yp-btn--small', 'the small button of the drawer');

    offline = false;
    retry.click();
    await waitFor(() => shadow(drawer).querySelector('[part="line"]'), 'the lines after 重新加载');
    assert(!shadowText(drawer).includes('购物车加载失败'), 'the failure text stays after the cart answered');
  });
});
