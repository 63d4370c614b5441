// <yp-right-bar> on a marketplace that has a WeChat mini-program: the site
// info names its QR (server/services/content.ts siteInfo, set by
// `npm run admin -- mini-program`), and the bar's 小程序 tab shows that code
// with the caption saying what scanning it does. The seeded test server has
// no mini-program, so its answer gets one here, as an operator would set it.
import { API, assertEqual, loadBundle, mount, must, waitFor } from '../../tests/browser/util.js';

const MINI_PROGRAM_QR = `/img/qr.svg?text=${encodeURIComponent('https://mp.yaopi.example/open')}`;

const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await realFetch(input, init);
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (!url.pathname.endsWith('/api/site/info')) return response;
  const body = (await response.json()) as { data: Record<string, unknown> };
  body.data.mini_program = { qr: MINI_PROGRAM_QR };
  return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
};

const find = (bar: Element, name: string) => bar.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

describe('<yp-right-bar> with a mini-program', () => {
  before(() => loadBundle());

  it("shows the mini-program's own code under 小程序, captioned 微信扫码打开小程序", async () => {
    const bar = mount('yp-right-bar', { 'api-base': API });
    const tab = await waitFor(() => (find(bar, 'qr')?.textContent === '小程序' ? find(bar, 'qr') : null), 'the 小程序 tab');
    tab.click();
    const figure = await waitFor(() => find(bar, 'qr-code'), 'the QR');
    const img = must(figure.querySelector('img'), 'the QR image');
    assertEqual(img.getAttribute('src'), `${API}${MINI_PROGRAM_QR}`, 'the QR is the mini-program code from the site info');
    assertEqual(figure.querySelector('figcaption')?.textContent, '微信扫码打开小程序', 'the caption');
    await waitFor(() => img.complete && img.naturalWidth > 0, 'the QR image to load');
  });
});
