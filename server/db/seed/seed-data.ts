import type {
  SeedAccountManager,
  SeedBanner,
  SeedBrand,
  SeedBuyer,
  SeedCategory,
  SeedGoods,
  SeedHelpCategory,
  SeedNavItem,
  SeedSiteSettings,
} from './data/types';

/** Everything the seed writes; server/db/seed/data/ provides the curated set. */
export interface SeedData {
  categoryTree: SeedCategory[];
  curatedGoods: SeedGoods[];
  accountManagers: SeedAccountManager[];
  buyers: SeedBuyer[];
  siteSettings: SeedSiteSettings;
  navItems: SeedNavItem[];
  hotSearches: string[];
  /** The home carousel. */
  banners: SeedBanner[];
  /** The bottom advertisement strip of the page chrome; null for none. */
  bottomBanner: SeedBanner | null;
  helpCategories: SeedHelpCategory[];
  brands: SeedBrand[];
}
