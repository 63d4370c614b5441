// <yp-site-header> for a visitor (no session on this page).
import { assertEqual, API, apiData, assert, loadBundle, mount, must, shadow, shadowText, waitFor } from '../../tests/browser/util.js';

const header = () => must(document.querySelector('yp-site-header'), 'the header');

describe('<yp-site-header> for a visitor', () => {
  before(() => loadBundle());

  it('offers 请登录 and 免费注册 once the user base call answers', async () => {
    const mounted = mount('yp-site-header', { 'api-base': API });
    const login = await waitFor(() => mounted.shadowRoot?.querySelector('[part="login"]'), 'the 请登录 link');
    assert(login.textContent === '请登录', `login link reads ${login.textContent}`);
    assert(login.getAttribute('href') === '/login', `login link goes to ${login.getAttribute('href')}`);
    const text = shadowText(mounted);
    assert(text.includes('欢迎来到药批！'), `no welcome text in: ${text}`);
    assert(text.includes('免费注册'), `no register link in: ${text}`);
    assert(!text.includes('安全退出'), 'a visitor is offered 安全退出');
  });

  it('shows the site hot line and complaint line from /api/site/info', async () => {
    const info = (await apiData('/api/site/info', undefined)) as { hot_line: string; complaint_line: string };
    await waitFor(() => shadowText(header()).includes(info.complaint_line), 'the complaint line');
    const text = shadowText(header());
    assert(text.includes(`客服热线：${info.hot_line}`), `hot line missing in: ${text}`);
    assert(text.includes(`投诉电话：${info.complaint_line}`), `complaint line missing in: ${text}`);
  });

  it('renders real links for the top bar, 电子发票 (/dzfp) among them, and 我的消息 (/wdxx) for the phone menu', () => {
    const hrefs = [...shadow(header()).querySelectorAll('.yp-hd__links a')].map((a) => a.getAttribute('href'));
    assertEqual(hrefs.join(), '/,/user,/order,/dzfp,/wdxx', 'the top bar links');
  });
});
