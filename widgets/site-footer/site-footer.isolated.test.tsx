// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteFooter as FooterData } from '../../shared/contract/content';
import { click, render, settle, type Rendered } from '../../shared/ui/testing/render';

const api = vi.hoisted(() => ({ fetchSiteFooter: vi.fn() }));
vi.mock('../../shared/api/resources/content', () => ({ contentApi: { siteFooter: api.fetchSiteFooter } }));

const { SiteFooter } = await import('./site-footer.component');

const category = (id: number, name: string) => ({
  id,
  name,
  children: [
    { id: id * 10 + 1, title: `${name}一`, slug: null },
    { id: id * 10 + 2, title: `${name}二`, slug: null },
  ],
});

const DATA: FooterData = {
  help: [category(1, '新手指南'), category(2, '服务保障'), category(3, '支付配送'), category(4, '关于我们'), category(5, '新闻中心')],
  licences: [
    { name: '药品经营许可证', number: '浙AA5710001', article_id: 66 },
    { name: '医疗器械经营许可证', number: '浙杭食药监械经营许20190001号', article_id: 66 },
  ],
  icp: '浙ICP备2024000001号-1',
  police_filing: '浙公网安备 33010602000001号',
  company: '杭州药批医药科技有限公司',
  address: '杭州市滨江区',
  hot_line: '400-800-1234',
  statement: '本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息。',
  qr: { official: '/img/qr.svg?text=official', service: '/img/qr.svg?text=service' },
};

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.clearAllMocks();
});

describe('SiteFooter', () => {
  it('shows the first four help categories with links to their articles', async () => {
    api.fetchSiteFooter.mockResolvedValue(DATA);
    view = await render(<SiteFooter />);
    await settle();
    const titles = [...view.container.querySelectorAll('.yp-ft__column h2')].map((h) => h.textContent);
    expect(titles).toEqual(['新手指南', '服务保障', '支付配送', '关于我们']);
    const link = view.container.querySelector('.yp-ft__column a');
    expect(link?.getAttribute('href')).toBe('/help/xrzn/hyzc?id=11');
  });

  it('links every licence to the qualifications article (id 66) and shows the filings', async () => {
    api.fetchSiteFooter.mockResolvedValue(DATA);
    view = await render(<SiteFooter />);
    await settle();
    const licences = [...view.container.querySelectorAll('.yp-ft__licences a')];
    expect(licences.map((a) => a.getAttribute('href'))).toEqual(['/help/xrzn/hyzc?id=66', '/help/xrzn/hyzc?id=66']);
    expect(view.text()).toContain('药品经营许可证：浙AA5710001');
    expect(view.text()).toContain('浙ICP备2024000001号-1');
    expect(view.text()).toContain('浙公网安备 33010602000001号');
    expect(view.text()).toContain(`Copyright © ${new Date().getFullYear()} 杭州药批医药科技有限公司 版权所有`);
    expect(view.container.querySelectorAll('.yp-ft__qrs img').length).toBe(2);
  });

  it('keeps the statement and offers 重新加载 when the call fails', async () => {
    api.fetchSiteFooter.mockRejectedValueOnce(new Error('network'));
    view = await render(<SiteFooter />);
    await settle();
    expect(view.text()).toContain('医疗机构制剂');
    expect(view.text()).toContain('帮助信息暂时无法加载');

    api.fetchSiteFooter.mockResolvedValue(DATA);
    await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === '重新加载') as Element);
    await settle();
    expect(view.container.querySelectorAll('.yp-ft__column').length).toBe(4);
  });
});
