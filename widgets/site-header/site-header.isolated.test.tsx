// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { UserState } from '../../shared/contract/user';
import type { SiteInfo } from '../../shared/contract/content';
import type { TopFocus } from '../../shared/contract/ad';
import { TOP_AD_CLOSED_KEY } from './top-ad-memory';
import { getBus } from '../../shared/bus/bus';
import { clearUser, setUser } from '../../shared/store/session';
import { setCartCount } from '../../shared/store/cart';
import { click, render, settle, type Rendered } from '../../shared/ui/testing/render';

// The header's calls: the session and site info. Their behaviour over HTTP
// is the API client's (tested there); here they answer as the server would.
const api = vi.hoisted(() => ({
  member: null as UserState | null,
  loadSession: vi.fn(),
  signOut: vi.fn(async () => {}),
  fetchSiteInfo: vi.fn(),
  fetchTopFocus: vi.fn(),
}));

vi.mock('../../shared/store/session-load', () => ({ loadSession: api.loadSession, signOut: api.signOut }));
vi.mock('../../shared/api/resources/content', () => ({ contentApi: { siteInfo: api.fetchSiteInfo } }));
vi.mock('../../shared/api/resources/ad', () => ({ adApi: { focusTop: api.fetchTopFocus } }));

const { SiteHeader } = await import('./site-header.component');

const SITE: SiteInfo = {
  name: '药批',
  slogan: '医药批发采购平台',
  hot_line: '400-800-1234',
  complaint_line: '400-800-5678',
  app_download: { label: '手机APP', text: '扫码下载药批APP', qr: '/img/qr.svg?text=app' },
  quality_inspection: { quality_inspection_url: '', msg: '质检报告请联系客服获取' },
  mini_program: null,
};

const EXTRAS: TopFocus = {
  ad: { id: 11, image: '/img/banner/11.svg', url: '/list', title: '冬季流感备货季', width: 1200, height: 80 },
  top_right: { id: 12, image: '/img/banner/12.svg', url: '/ppzq', title: '品牌馆 正品直供', width: 190, height: 64 },
  broadcast: [
    { id: 13, text: '每日16:00前支付的订单当天出库', url: '' },
    { id: 14, text: '请及时更新资质证件', url: '/zhzx/basic/zzzj' },
  ],
};

function member(overrides: Partial<UserState> = {}): UserState {
  return {
    show: 1,
    username: 'demo',
    name: '李娜',
    phone: '13800138000',
    company: '杭州康宁大药房有限公司',
    face: '',
    rank: 1,
    admin: { name: '王敏', phone: '13900001111', is_default: 0 },
    address: '',
    is_passed: 1,
    points: 0,
    cart: 3,
    message_count: 0,
    wechat: '',
    common_config: { hot_line: '400-800-1234', qq1: '', qq2: '' },
    quality_inspection: { quality_inspection_url: 'https://example.com/reports', msg: '' },
    login_url: '/login',
    is_show_youx: 0,
    is_special: 0,
    is_can_chat: 1,
    token: '',
    is_AfterSale: 0,
    ywy: '',
    customer: '',
    type: '药店',
    ...overrides,
  };
}

let view: Rendered | undefined;

beforeEach(() => {
  api.member = null;
  api.loadSession.mockImplementation(async () => {
    if (api.member) setUser(api.member);
    else clearUser();
    return api.member;
  });
  api.fetchSiteInfo.mockResolvedValue(SITE);
  api.fetchTopFocus.mockResolvedValue(EXTRAS);
  localStorage.removeItem(TOP_AD_CLOSED_KEY);
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  act(() => clearUser());
  vi.clearAllMocks();
});

describe('SiteHeader', () => {
  it('offers a visitor 请登录 and 免费注册, and the site hot line', async () => {
    view = await render(<SiteHeader />);
    await settle();
    expect(api.loadSession).toHaveBeenCalledTimes(1);
    const text = view.text();
    expect(text).toContain('欢迎来到药批！');
    expect(text).toContain('请登录');
    expect(text).toContain('免费注册');
    expect(text).toContain('客服热线：400-800-1234');
    expect(text).toContain('投诉电话：400-800-5678');
    expect(text).not.toContain('安全退出');
  });

  it('shows a member the company, 安全退出 and the dedicated manager', async () => {
    api.member = member();
    view = await render(<SiteHeader />);
    await settle();
    const text = view.text();
    expect(text).toContain('杭州康宁大药房有限公司');
    expect(text).toContain('安全退出');
    expect(text).toContain('专属服务：王敏 13900001111');
    expect(text).not.toContain('请登录');
  });

  it('drops the 专属服务 prefix for the default service desk', async () => {
    api.member = member({ admin: { name: '客服中心', phone: '400-800-1234', is_default: 1 } });
    view = await render(<SiteHeader />);
    await settle();
    expect(view.text()).toContain('客服中心 400-800-1234');
    expect(view.text()).not.toContain('专属服务');
  });

  it('opens the 手机APP pop-up with the app download QR and its caption, and Esc closes it', async () => {
    view = await render(<SiteHeader />);
    await settle();
    const trigger = [...view.container.querySelectorAll('button')].find((button) => button.textContent?.includes('手机APP'))!;
    const panel = view.container.querySelector<HTMLElement>('[part="app-popover"]')!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const qr = panel.querySelector('img')!;
    expect(qr.getAttribute('src')).toBe(SITE.app_download.qr);
    expect(qr.getAttribute('alt')).toBe(SITE.app_download.text);
    expect(panel.querySelector('figcaption')?.textContent).toBe(SITE.app_download.text);

    await act(async () => {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(panel.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens no empty pop-up when the site has no app QR', async () => {
    api.fetchSiteInfo.mockResolvedValue({ ...SITE, app_download: { label: '手机APP', text: '', qr: '' } });
    view = await render(<SiteHeader />);
    await settle();
    const trigger = [...view.container.querySelectorAll('button')].find((button) => button.textContent?.includes('手机APP'))!;
    await click(trigger);
    expect(view.container.querySelector<HTMLElement>('[part="app-popover"]')!.hidden).toBe(true);
    expect(view.container.querySelector('[part="app-popover"] img')).toBeNull();
  });

  it('does not make the user base call with skipBase', async () => {
    view = await render(<SiteHeader skipBase />);
    await settle();
    expect(api.loadSession).not.toHaveBeenCalled();
  });

  it('signs out on 安全退出', async () => {
    api.member = member();
    view = await render(<SiteHeader />);
    await settle();
    const logout = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '安全退出');
    await click(logout as Element);
    expect(api.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens the quality report in a new tab when the server gives a URL', async () => {
    api.member = member();
    view = await render(<SiteHeader />);
    await settle();
    const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === '质检报告');
    expect(link?.getAttribute('href')).toBe('https://example.com/reports');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('shows the quality message in a 温馨提示 alert when there is no URL', async () => {
    const alerts: unknown[] = [];
    const off = getBus().on('ui:alert', (payload) => alerts.push(payload));
    view = await render(<SiteHeader />);
    await settle();
    const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '质检报告');
    await click(button as Element);
    expect(alerts).toEqual([{ title: '温馨提示', message: '质检报告请联系客服获取', icon: 'info' }]);
    off();
  });

  it('caps the cart badge at 99+', async () => {
    view = await render(<SiteHeader />);
    await settle();
    await act(async () => setCartCount(120));
    expect(view.container.querySelector('.yp-badge')?.textContent).toBe('99+');
    await act(async () => setCartCount(0));
    expect(view.container.querySelector('.yp-badge')).toBeNull();
  });

  it('routes link clicks through navigate() and keeps real hrefs', async () => {
    const paths: string[] = [];
    const off = getBus().on('navigate', ({ path }) => paths.push(path));
    view = await render(<SiteHeader />);
    await settle();
    const orders = [...view.container.querySelectorAll('a')].find((a) => a.textContent === '我的订单');
    expect(orders?.getAttribute('href')).toBe('/order');
    await click(orders as Element);
    expect(paths).toEqual(['/order']);
    off();
  });

  it('renders its children in the search area', async () => {
    view = await render(
      <SiteHeader>
        <input aria-label="搜索" />
      </SiteHeader>,
    );
    expect(view.container.querySelector('[part="search"] input')).not.toBeNull();
  });
});

describe('SiteHeader extras', () => {
  it('shows the top strip until its × is pressed, and keeps it closed on the next page', async () => {
    view = await render(<SiteHeader />);
    await settle();
    expect(view.container.querySelector('[part="top-ad"] img')?.getAttribute('alt')).toBe('冬季流感备货季');
    await click(view.container.querySelector('[part="top-ad-close"]')!);
    expect(view.container.querySelector('[part="top-ad"]')).toBeNull();
    view.unmount();

    view = await render(<SiteHeader />);
    await settle();
    expect(view.container.querySelector('[part="top-ad"]')).toBeNull();
  });

  it('shows a different top strip even after another was closed today', async () => {
    view = await render(<SiteHeader />);
    await settle();
    await click(view.container.querySelector('[part="top-ad-close"]')!);
    view.unmount();
    api.fetchTopFocus.mockResolvedValue({ ...EXTRAS, ad: { ...EXTRAS.ad!, id: 99, title: '年终采购节' } });
    view = await render(<SiteHeader />);
    await settle();
    expect(view.container.querySelector('[part="top-ad"] img')?.getAttribute('alt')).toBe('年终采购节');
  });

  it('lists the notice lines, linking only those with a target; a line without one is a button that says why', async () => {
    view = await render(<SiteHeader />);
    await settle();
    const notice = view.container.querySelector('[part="notice"]')!;
    expect(notice.textContent).toContain('每日16:00前支付的订单当天出库');
    const links = [...notice.querySelectorAll('a:not([role="button"])')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/zhzx/basic/zzzj']);
    const untargeted = [...notice.querySelectorAll('[role="button"]')];
    expect(untargeted.map((line) => line.textContent)).toEqual([expect.stringContaining('每日16:00前支付的订单当天出库')]);
  });

  it('shows the top-right ad only where the route asks for it', async () => {
    view = await render(<SiteHeader />);
    await settle();
    expect(view.container.querySelector('[part="top-right-ad"]')).toBeNull();
    view.unmount();
    view = await render(<SiteHeader topRightAd />);
    await settle();
    expect(view.container.querySelector('[part="top-right-ad"]')?.getAttribute('href')).toBe('/ppzq');
  });

  it('opens the install steps for this browser when it offers no install prompt', async () => {
    view = await render(<SiteHeader />);
    await settle();
    await click(view.container.querySelector('[part="add-to-desktop"]')!);
    const guide = document.querySelector('[part="install-guide"]');
    expect(guide?.textContent).toContain('添加后可从桌面');
    expect(guide?.querySelectorAll('li').length).toBeGreaterThan(1);
  });

  it('uses the browser install prompt when one was offered', async () => {
    view = await render(<SiteHeader />);
    await settle();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    await act(async () => window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await click(view.container.querySelector('[part="add-to-desktop"]')!);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[part="install-guide"]')).toBeNull();
  });

  it('shows no extras when their call fails', async () => {
    api.fetchTopFocus.mockRejectedValue(new Error('offline'));
    view = await render(<SiteHeader topRightAd />);
    await settle();
    expect(view.container.querySelector('[part="top-ad"], [part="notice"], [part="top-right-ad"]')).toBeNull();
    expect(view.text()).toContain('添加到桌面');
  });
});
