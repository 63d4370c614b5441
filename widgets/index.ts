// The embed bundle entry (vite --mode embed → dist/embed/yaopi.js): defines
// every element, puts one <yp-notifier> on the page so the API client's
// alerts and toasts show on partner pages too, and exposes window.yaopi.
// Loading it twice is harmless: each definition is skipped when present.
import { configure } from '../shared/config/config';
import { YAOPI_VERSION } from '../shared/ui/elements/version';
import './config/config.element';
import './cart-badge/cart-badge.element';
import { NOTIFIER_TAG } from './notifier/notifier.element';
import './site-header/site-header.element';
import './site-footer/site-footer.element';
import './product-list/product-list.element';
import './category-menu/category-menu.element';
import './search-bar/search-bar.element';
import './cart-drawer/cart-drawer.element';
import './right-bar/right-bar.element';
import './checkout-steps/checkout-steps.element';
import './order-page/order-page.element';

export interface YaopiGlobal {
  configure: typeof configure;
  version: string;
}

declare global {
  interface Window {
    yaopi?: YaopiGlobal;
  }
}

function ensureNotifier(): void {
  if (document.querySelector(NOTIFIER_TAG)) return;
  document.body.append(document.createElement(NOTIFIER_TAG));
}

if (typeof window !== 'undefined') {
  // The first bundle on the page keeps the global; configuration lives in one
  // page-wide holder either way, so any copy's configure() reaches it.
  window.yaopi ??= { configure, version: YAOPI_VERSION };
  if (document.body) ensureNotifier();
  else document.addEventListener('DOMContentLoaded', ensureNotifier, { once: true });
}

export { configure, YAOPI_VERSION as version };
