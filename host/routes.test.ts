import { describe, expect, it } from 'vitest';
import { CATALOGUE_ZONE_PAGES, DEAL_ZONE_PAGES, FREE_SHIPPING_TABLE_PATH } from '../shared/contract/zone-pages';
import { isRedirect, routes, type PageRoute } from './routes';

const pages = routes.filter((route): route is PageRoute => !isRedirect(route));
const byPath = (path: string) => pages.find((route) => route.path === path);

describe('route table', () => {
  it('gives every page a Chinese title and one path', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(page.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('never shows both headers: the login-style header replaces the main one', () => {
    for (const page of pages) expect(page.header && page.headerLogin).toBe(false);
    expect(byPath('/login')).toMatchObject({ headerLogin: true, header: false, footer: true });
  });

  it('routes every zone page of shared/contract/zone-pages.ts, with its title', () => {
    for (const zone of CATALOGUE_ZONE_PAGES) expect(byPath(zone.path)).toMatchObject({ title: zone.title, keep: true });
    expect(byPath(FREE_SHIPPING_TABLE_PATH)?.title).toBe('包邮专区');
    for (const zone of DEAL_ZONE_PAGES) {
      for (const view of ['', '/table', '/no_image']) expect(byPath(`${zone.path}${view}`)).toMatchObject({ title: zone.title, keep: true });
    }
  });

  it('gives home the full chrome', () => {
    expect(byPath('/')).toMatchObject({ title: '首页', header: true, nav: true, footer: true, right: true });
  });

  it('sends the home aliases to the main site address', () => {
    const aliases = routes.filter(isRedirect).filter((alias) => alias.path === '/home' || alias.path === '/index');
    expect(aliases).toHaveLength(2);
    for (const alias of aliases) expect(alias.redirectTo).toBe('/');
  });

  it('sends the logistics route /order/wl/{id} to the order detail', () => {
    const logistics = routes.filter(isRedirect).find((alias) => alias.path === '/order/wl/:id');
    const target = logistics?.redirectTo;
    expect(typeof target === 'function' ? target({ id: '42' }) : target).toBe('/order/info/42');
  });

  it('marks the cart flow steps, search only at steps 1 and 4 (docs/product/routes.md)', () => {
    expect(byPath('/cart')?.cartStep).toBe(1);
    expect(byPath('/cart/step2')?.cartStep).toBe(2);
    expect(byPath('/cart/step3/:id')?.cartStep).toBe(3);
    expect(byPath('/cart/hm')?.cartStep).toBe(3);
    expect(byPath('/cart/step4')?.cartStep).toBe(4);
  });

  it('registers the address book /zhzx/addr as a member page', () => {
    expect(byPath('/zhzx/addr')).toMatchObject({ title: '收货地址', header: true, footer: true, right: true, nav: false });
  });

  it('registers the payment password page /zhzx/zfmm as an account-centre page', () => {
    expect(byPath('/zhzx/zfmm')).toMatchObject({ title: '支付密码', header: true, footer: true, right: true, nav: false });
  });

  it('gives the ERP order frame no chrome at all', () => {
    expect(byPath('/frame/order/:id')).toMatchObject({ header: false, headerLogin: false, footer: false, right: false, nav: false });
  });

  it('registers the catalogue pages of docs/product/routes.md with the full shopping chrome', () => {
    const catalogue = [
      ['/search', '搜索结果'],
      ['/search/table', '搜索结果'],
      ['/list', '商品列表'],
      ['/list/table', '商品列表'],
      ['/list/no_image', '商品列表'],
      ['/list/info/:id', '商品详情'],
      ['/list/info-pt/:id', '拼团商品详情'],
      ['/list/other/:id/:name?', '商品列表'],
      ['/ppzq/:page?', '品牌专区'],
      ['/ppzq/info/:id/:page?', '品牌详情'],
      ['/star', '我的收藏'],
    ] as const;
    for (const [path, title] of catalogue) {
      expect(byPath(path)).toMatchObject({ title, header: true, nav: true, footer: true, headerLogin: false });
    }
  });
});

describe('the member and account menu', () => {
  it('links only pages that exist, each once', async () => {
    const { MEMBER_MENU } = await import('../shared/ui/member-menu');
    const entries = MEMBER_MENU.flatMap((section) => section.items.map((item) => item.to));
    expect(new Set(entries).size).toBe(entries.length);
    for (const to of entries) expect(byPath(to.split('?')[0]!), to).toBeDefined();
  });

  it('lists 我的收藏 under 自助服务 at /zzfw/star, as a page of its own', async () => {
    const { MEMBER_MENU } = await import('../shared/ui/member-menu');
    const selfService = MEMBER_MENU.find((section) => section.title === '自助服务');
    expect(selfService?.items).toContainEqual(expect.objectContaining({ to: '/zzfw/star', label: '我的收藏' }));
    expect(byPath('/zzfw/star')).toMatchObject({ title: '我的收藏' });
  });

  it('registers the member centre, wallet, points mall, self-service and contract pages as member pages', () => {
    for (const path of [
      '/user',
      '/wdqb/yegl',
      '/wdqb/jfgl',
      '/wdqb/yhq',
      '/wdqb/xjq',
      '/jfsc',
      '/zzfw/kjcg',
      '/zzfw/pzqg',
      '/zzfw/pzqg/add',
      '/zzfw/pzqg/info',
      '/zzfw/yjfk',
      '/zzfw/star',
      '/dzht',
    ]) {
      expect(byPath(path), path).toMatchObject({ header: true, footer: true, right: true, nav: false });
    }
    const redirects = Object.fromEntries(routes.filter(isRedirect).map((route) => [route.path, route.redirectTo]));
    expect(redirects).toMatchObject({ '/wdqb': '/wdqb/yegl', '/zzfw': '/zzfw/kjcg', '/kjcg': '/zzfw/kjcg', '/pzqg': '/zzfw/pzqg', '/yjfk': '/zzfw/yjfk' });
  });
});
