import { defineWidget } from '../../shared/elements/register';
import { SiteFooter } from './site-footer.component';
import css from './site-footer.css?inline';

/**
 * <yp-site-footer [api-base] [site] [token]>: the site footer for any page.
 * Parts: footer, promises, main, help, contact, qr, legal, statement.
 */
export const SITE_FOOTER_TAG = 'yp-site-footer';

defineWidget(SITE_FOOTER_TAG, SiteFooter, { css: [css] });
