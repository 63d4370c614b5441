import { accountManagers, buyers } from './data/buyers';
import { categoryTree } from './data/categories';
import { curatedGoods } from './data/goods';
import { helpCategories } from './data/help';
import { banners, brands, hotSearches, navItems, siteSettings } from './data/site';
import type { SeedData } from './seed-data';

/** The curated data set of server/db/seed/data/, as one SeedData. */
export const curatedSeedData: SeedData = {
  categoryTree,
  curatedGoods,
  accountManagers,
  buyers,
  siteSettings,
  navItems,
  hotSearches,
  banners,
  // The page chrome's bottom strip (docs/product/overview.md): the new-customer offer that
  // the carousel's last slide also announces, in the site's brand colours.
  bottomBanner: {
    title: '新客专享 · 首单立减50元',
    subtitle: '注册并通过资质审核即可领取新人券包',
    url: '/lqzx',
    theme: { from: '#1a7fd4', to: '#36b4f5', accent: '#ffd54f' },
  },
  helpCategories,
  brands,
};
