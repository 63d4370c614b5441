import { z } from 'zod';

/** Catalogue chrome: categories, navigation, ads, help (docs/product/entities.md). */
export const menuCategorySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  logo1: z.string(),
  get children() {
    return z.array(menuCategorySchema);
  },
});

export const navItemSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: z.literal([0, 1]),
  /** Small badge next to the name (热, 新); '' for none. */
  badge: z.string().optional(),
  /** Shown instead of navigating when the link has no target yet (docs/product/errors.md). */
  message: z.string().optional(),
  get children() {
    return z.array(navItemSchema);
  },
});

export const advertisementSchema = z.strictObject({
  image: z.string(),
  url: z.string(),
  title: z.string().optional(),
});

export const brandSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  sccj: z.string(),
});

export const focusCommonSchema = z.strictObject({
  /** Hot searches (热门搜索). */
  rnss: z.array(z.string()),
  nav: z.array(navItemSchema),
  category: z.array(menuCategorySchema),
  /** Free-shipping zone menu. */
  category_yx: z.array(menuCategorySchema),
  /** Chinese-medicine zone menu. */
  category_zy: z.array(menuCategorySchema),
  /** Devices zone menu. */
  category_qx: z.array(menuCategorySchema),
  brand: z.array(brandSchema),
  /** Server time, 10-digit seconds. */
  timestamp: z.number(),
});

/** A help article in a menu: slug names the ones with a page of their own (/help/zfps/{slug}, shared/domain/help.ts), else null. */
export const helpArticleLinkSchema = z.strictObject({
  id: z.number(),
  title: z.string(),
  slug: z.string().nullable(),
});

export const helpCategorySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  children: z.array(helpArticleLinkSchema),
});

export const licenceSchema = z.strictObject({
  name: z.string(),
  number: z.string(),
  /** Help article that shows the licence (footer links use id 66). */
  article_id: z.number(),
});

export const siteFooterSchema = z.strictObject({
  help: z.array(helpCategorySchema),
  licences: z.array(licenceSchema),
  icp: z.string(),
  police_filing: z.string(),
  company: z.string(),
  address: z.string(),
  hot_line: z.string(),
  statement: z.string(),
  qr: z.strictObject({
    official: z.string(),
    service: z.string(),
  }),
});

export const homeFocusSchema = z.strictObject({
  banners: z.array(advertisementSchema),
  /** The bottom advertisement banner of the page chrome. */
  bottom: advertisementSchema.nullable(),
});

export const siteInfoSchema = z.strictObject({
  name: z.string(),
  slogan: z.string(),
  hot_line: z.string(),
  complaint_line: z.string(),
  /**
   * The header's phone entry: the app's download QR when the marketplace has
   * an app (`npm run admin -- app-download`), else the phone site's QR, named
   * and captioned 手机版 so the caption never promises an app.
   */
  app_download: z.strictObject({
    label: z.string(),
    text: z.string(),
    qr: z.string(),
  }),
  quality_inspection: z.strictObject({
    quality_inspection_url: z.string(),
    msg: z.string(),
  }),
  /**
   * The QR image of the marketplace's WeChat mini-program (scanning it in
   * WeChat opens the mini-program); null when the marketplace has none.
   */
  mini_program: z.strictObject({ qr: z.string() }).nullable(),
});

export type MenuCategory = z.infer<typeof menuCategorySchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Advertisement = z.infer<typeof advertisementSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type FocusCommon = z.infer<typeof focusCommonSchema>;
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>;
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export type Licence = z.infer<typeof licenceSchema>;
export type SiteFooter = z.infer<typeof siteFooterSchema>;
export type HomeFocus = z.infer<typeof homeFocusSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
