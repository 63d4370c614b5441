import { createElement } from 'react';
import { defineWidget } from '../../shared/elements/register';
import { SiteHeader, type SiteHeaderProps } from './site-header.component';
import css from './site-header.css?inline';

/**
 * <yp-site-header [skip-base] [top-right-ad] [api-base] [site] [token]>
 *   <yp-search-bar slot="search"></yp-search-bar>
 * </yp-site-header>
 *
 * The site header for any page. Light-DOM children with slot="search" fill
 * the search area of the main row. Parts: header, bar, welcome, company,
 * login, register, logout, main, logo, search, cart, badge, service,
 * manager, quality, app-popover, top-ad, top-ad-close, notice,
 * add-to-desktop, install-guide, top-right-ad.
 */
export const SITE_HEADER_TAG = 'yp-site-header';

function SiteHeaderElement(props: Omit<SiteHeaderProps, 'children'>) {
  return createElement(SiteHeader, props, createElement('slot', { name: 'search' }));
}

defineWidget(SITE_HEADER_TAG, SiteHeaderElement, {
  props: { skipBase: 'boolean', topRightAd: 'boolean' },
  css: [css],
});
