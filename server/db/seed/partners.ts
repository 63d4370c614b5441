import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { partners } from '../schema';

/** The demo partner page (demo/partner.html), registered by the seed. */
export const DEMO_PARTNER_CLIENT_ID = 'demo-partner';
export const DEMO_PARTNER_NAME = '康宁连锁大药房（演示合作方）';
export const DEMO_PARTNER_WIDGETS = ['yp-site-header', 'yp-search-bar', 'yp-product-list', 'yp-cart-badge', 'yp-cart-drawer', 'yp-sign-in'];
/** The demo page's origin on the default port (demo/partner.html opened at localhost, the site at 127.0.0.1). */
export const DEFAULT_DEMO_PARTNER_ORIGIN = 'http://localhost:8080';
/** The demo page's callback for the sign-in popup, under any origin the demo is served from. */
export const DEMO_CALLBACK_PATH = '/demo/oauth-callback.html';

/**
 * The demo partner (demo/partner.html) for the origins the demo is served
 * from: inserted if absent, else those origins (and their callback URIs)
 * added. Called by the seed and, in development, at every start
 * (main.ts: DEMO_PARTNER_ORIGIN, default http://localhost:<PORT>), so the
 * demo works on whatever port the site runs. A disabled demo partner stays
 * disabled.
 */
export async function registerDemoPartner(db: Database | Transaction, origins: string[]): Promise<void> {
  const exact = origins.filter(isOrigin);
  if (exact.length === 0) return;
  const redirects = exact.map((origin) => `${origin}${DEMO_CALLBACK_PATH}`);
  await db
    .insert(partners)
    .values({ clientId: DEMO_PARTNER_CLIENT_ID, name: DEMO_PARTNER_NAME, origins: exact, redirectUris: redirects, widgets: DEMO_PARTNER_WIDGETS })
    .onConflictDoUpdate({
      target: partners.clientId,
      set: {
        origins: sql`array(select distinct unnest(${partners.origins} || excluded.origins))`,
        redirectUris: sql`array(select distinct unnest(${partners.redirectUris} || excluded.redirect_uris))`,
        updatedAt: new Date(),
      },
    });
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
