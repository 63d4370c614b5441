// <yp-checkout-steps step="confirm"> when the order's preview gets no answer (a
// network failure; the page's own fetch refuses that one call): the kit's
// load-failed state, announced, saying 订单信息加载失败 with its two ways on:
// 重新加载 asks for the preview again, 返回购物车 goes to the cart. A file of its
// own: the other file's steps need the preview to answer.
import { API, assert, assertEqual, bus, loadBundle, loginDemo, mount, must, shadow, waitFor } from '../../tests/browser/util.js';

describe('<yp-checkout-steps> step 2 when the preview cannot be read', () => {
  const platformFetch = window.fetch;
  let previews = 0;

  before(() => {
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/cart/checkout')) {
        previews += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return platformFetch.call(window, input, init);
    };
  });

  after(() => {
    window.fetch = platformFetch;
  });

  it('says 订单信息加载失败 as an alert, with 重新加载 (asks again) and 返回购物车 (goes to the cart)', async () => {
    await loadBundle();
    const { token } = await loginDemo();
    const navigations: string[] = [];
    const offNavigate = bus().on('navigate', ({ path }) => navigations.push(path));
    const steps = mount('yp-checkout-steps', { 'api-base': API, token, step: 'confirm', ids: '1,2' });
    try {
      const failed = await waitFor(() => shadow(steps).querySelector('[role="alert"]'), 'the failure state');
      assert(failed.textContent?.includes('订单信息加载失败'), `the alert reads ${failed.textContent}`);
      assert(failed.querySelector('.yp-empty__art svg'), 'no warning picture');
      const actions = [...failed.querySelectorAll<HTMLElement>('button, a')];
      assertEqual(actions.map((action) => action.textContent).join(' '), '重新加载 返回购物车', 'the two ways on, in order');

      const asked = previews;
      must(actions[0], 'the 重新加载 button').click();
      await waitFor(() => previews > asked, 'the preview asked for again');

      must(actions[1], 'the 返回购物车 link').click();
      await waitFor(() => navigations.includes('/cart'), `navigate to /cart (heard: ${navigations.join(' ')})`);
    } finally {
      offNavigate();
      steps.remove();
    }
  });
});
