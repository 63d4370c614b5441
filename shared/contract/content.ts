/** Catalogue chrome: categories, navigation, ads, help (spec §3). */
export interface MenuCategory {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: MenuCategory[];
}

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: 0 | 1;
  /** Small badge next to the name (热, 新); '' for none. */
  badge?: string;
  /** Shown instead of navigating when the link has no target yet (spec §8). */
  message?: string;
  children: NavItem[];
}

export interface Advertisement {
  image: string;
  url: string;
  title?: string;
}

export interface Brand {
  id: number;
  name: string;
  logo: string;
  sccj: string;
}

export interface FocusCommon {
  /** Hot searches (热门搜索). */
  rnss: string[];
  nav: NavItem[];
  category: MenuCategory[];
  /** Free-shipping zone menu. */
  category_yx: MenuCategory[];
  /** Chinese-medicine zone menu. */
  category_zy: MenuCategory[];
  /** Devices zone menu. */
  category_qx: MenuCategory[];
  brand: Brand[];
  /** Server time, 10-digit seconds. */
  timestamp: number;
}

export interface HelpArticleLink {
  id: number;
  title: string;
}

export interface HelpCategory {
  id: number;
  name: string;
  children: HelpArticleLink[];
}

export interface Licence {
  name: string;
  number: string;
  /** Help article that shows the licence (footer links use id 66). */
  article_id: number;
}

export interface SiteFooter {
  help: HelpCategory[];
  licences: Licence[];
  icp: string;
  police_filing: string;
  company: string;
  address: string;
  hot_line: string;
  statement: string;
  qr: { official: string; service: string };
}

export interface HomeFocus {
  banners: Advertisement[];
  /** The bottom advertisement banner of the page chrome. */
  bottom: Advertisement | null;
}

export interface SiteInfo {
  name: string;
  slogan: string;
  hot_line: string;
  complaint_line: string;
  app_download: { text: string; qr: string };
  quality_inspection: { quality_inspection_url: string; msg: string };
}
