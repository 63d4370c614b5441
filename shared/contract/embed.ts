import { z } from 'zod';

/**
 * The widgets a partner's registry row may list (`npm run admin -- partner
 * add … --widget yp-…`): every element the embed loads on demand. The
 * entry's own elements are not in it: `<yp-config>` and `<yp-cart-badge>`
 * are defined at once on every page (settings must apply before any widget
 * loads data; a badge is a number), and `<yp-notifier>` shows the API
 * client's messages for whichever widgets the partner has.
 * widgets/index.ts maps each of these tags to its chunk; the compiler checks
 * that the two lists are the same.
 */
export const PARTNER_WIDGET_TAGS = [
  'yp-site-header',
  'yp-site-footer',
  'yp-search-bar',
  'yp-product-list',
  'yp-category-menu',
  'yp-cart-drawer',
  'yp-right-bar',
  'yp-checkout-steps',
  'yp-order-page',
  'yp-member-centre',
  'yp-account-centre',
  'yp-lottery',
  'yp-sign-in',
] as const;

export type PartnerWidgetTag = (typeof PARTNER_WIDGET_TAGS)[number];

export function isPartnerWidgetTag(tag: string): tag is PartnerWidgetTag {
  return (PARTNER_WIDGET_TAGS as readonly string[]).includes(tag);
}

/**
 * GET /api/embed/settings, asked by the embed's loader on a page of another
 * origin than the API: which widgets that page may show. `widgets: null`
 * means no restriction (the site's own origins); a partner's page gets the
 * widgets its registry row lists.
 */
export const embedSettingsSchema = z.object({
  widgets: z.array(z.string()).nullable(),
});

export type EmbedSettings = z.infer<typeof embedSettingsSchema>;
