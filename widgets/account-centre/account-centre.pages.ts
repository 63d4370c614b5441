/** The account centre's pages (docs/product/routes.md "Account centre /zhzx"): the `page` attribute's values, each with its site path and name. */
export const ACCOUNT_PAGES = {
  basic: { path: '/zhzx/basic', title: '基本信息' },
  zzzj: { path: '/zhzx/basic/zzzj', title: '资质证件' },
  ddgl: { path: '/zhzx/ddgl', title: '多门店管理' },
  bdwx: { path: '/zhzx/bdwx', title: '绑定微信' },
  wdxx: { path: '/zhzx/wdxx', title: '我的消息' },
  jybg: { path: '/zhzx/jybg', title: '质检报告' },
  addr: { path: '/zhzx/addr', title: '收货地址' },
  zfmm: { path: '/zhzx/zfmm', title: '支付密码' },
  aqsz: { path: '/zhzx/aqsz', title: '账户安全' },
  // 授权管理 (sqgl): not in the spec's route list; the partner pages this login signed in on (docs/decisions.md ADR-016).
  sqgl: { path: '/zhzx/sqgl', title: '授权管理' },
} as const;

export type AccountPage = keyof typeof ACCOUNT_PAGES;

export function isAccountPage(value: string | undefined): value is AccountPage {
  return value !== undefined && Object.hasOwn(ACCOUNT_PAGES, value);
}

/** The page a site path shows (/wdxx is 我的消息 too, docs/product/routes.md member centre); undefined for other paths. */
export function accountPageOf(pathname: string): AccountPage | undefined {
  if (pathname === '/wdxx') return 'wdxx';
  return (Object.keys(ACCOUNT_PAGES) as AccountPage[]).find((page) => ACCOUNT_PAGES[page].path === pathname);
}
