// The embed bundle entry (vite --mode embed → dist/embed/v1/yaopi.js): a small
// loader. It defines the tiny lit elements at once (<yp-config>, whose
// settings must apply before any widget loads data, and <yp-cart-badge>) and
// each React widget the first time its tag is on the page, from its own
// chunk under dist/embed/v1/chunks/, so a page pays only for the widgets it
// shows. The first alert or toast puts a <yp-notifier> on the page (and
// loads it), so the API client's messages show on partner pages too without
// every page paying for the notifier; it exposes window.yaopi.
// Loading it twice is harmless: each definition is skipped when present.
import { busPageApi, type BusPageApi } from '../shared/bus/page-api';
import { configure } from '../shared/config/config';
import { YAOPI_VERSION } from '../shared/elements/version';
import './config/config.element';
import './cart-badge/cart-badge.element';
// The cart model answers the product widgets' 'cart:add' (POST /api/cart) and
// keeps the count: page-wide, so here, not in whichever widget chunk loads first.
import '../shared/store/cart-lines';
import { loadNotifierOnFirstUse } from './loader/notifier-on-demand';
import { lazyElements, type ElementModule } from './loader/lazy-elements';
import { partnerWidgetGate } from './loader/partner-widgets';
import { parseWithoutEval } from '../shared/contract/parse-without-eval';
import type { PartnerWidgetTag } from '../shared/contract/embed';
import type { SignedIn, SignInOptions } from './sign-in/sign-in';

const NOTIFIER_TAG = 'yp-notifier';

/** Every widget loaded on demand: its tag and the chunk that defines it (the partner registry's list, shared/contract/embed.ts, and the notifier). */
const WIDGETS: Record<PartnerWidgetTag | typeof NOTIFIER_TAG, ElementModule> = {
  [NOTIFIER_TAG]: () => import('./notifier/notifier.element'),
  'yp-site-header': () => import('./site-header/site-header.element'),
  'yp-site-footer': () => import('./site-footer/site-footer.element'),
  'yp-search-bar': () => import('./search-bar/search-bar.element'),
  'yp-product-list': () => import('./product-list/product-list.element'),
  'yp-category-menu': () => import('./category-menu/category-menu.element'),
  'yp-cart-drawer': () => import('./cart-drawer/cart-drawer.element'),
  'yp-right-bar': () => import('./right-bar/right-bar.element'),
  'yp-checkout-steps': () => import('./checkout-steps/checkout-steps.element'),
  'yp-order-page': () => import('./order-page/order-page.element'),
  'yp-member-centre': () => import('./member-centre/member-centre.element'),
  'yp-account-centre': () => import('./account-centre/account-centre.element'),
  'yp-lottery': () => import('./lottery/lottery.element'),
  // lit, not React: the partner's 登录药批 button, with the OAuth client (oauth4webapi) in its chunk.
  'yp-sign-in': () => import('./sign-in/sign-in.element'),
};

/** Tags a widget renders inside its own shadow root, out of the loader's sight. */
const RENDERS: Record<string, readonly string[]> = {
  'yp-right-bar': ['yp-cart-drawer'],
};

export interface YaopiGlobal extends BusPageApi {
  configure: typeof configure;
  version: string;
  /** Defines `<tag>` now, for pages that create widgets from script and wait with customElements.whenDefined. */
  load: (tag: string) => Promise<CustomElementConstructor | undefined>;
  /** Partner sign-in from the page's own button (OAuth 2.0 code + PKCE, widgets/sign-in/sign-in.ts), loaded on first use. */
  signIn: (options: SignInOptions) => Promise<SignedIn>;
}

declare global {
  interface Window {
    yaopi?: YaopiGlobal;
  }
}

// On a partner's page, only the widgets its registry entry lists (docs/embed.md "Partners"); the notifier everywhere.
const elements = lazyElements(WIDGETS, RENDERS, partnerWidgetGate([NOTIFIER_TAG]));

if (typeof window !== 'undefined') {
  // Before any widget's form loads its schema: partner pages may forbid eval too.
  parseWithoutEval();
  // The first bundle on the page keeps the global; configuration lives in one
  // page-wide holder either way, so any copy's configure() reaches it.
  window.yaopi ??= {
    configure,
    version: YAOPI_VERSION,
    load: (tag: string) => elements.load(tag),
    ...busPageApi,
    signIn: (options) => import('./sign-in/sign-in').then((module) => module.signIn(options)),
  };
  elements.watch(document);
  loadNotifierOnFirstUse(NOTIFIER_TAG, () => elements.load(NOTIFIER_TAG));
}

export const load = (tag: string) => elements.load(tag);
export { configure, YAOPI_VERSION as version };
