import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { partners } from '../schema';
import type { PartnerWidgetTag } from '../../../shared/contract/embed';

/** The demo partner page (demo/partner.html), registered by the seed. */
export const DEMO_PARTNER_CLIENT_ID = 'demo-partner';
export const DEMO_PARTNER_NAME = '康宁连锁大药房（演示合作方）';
/** What demo/partner.html shows (the badge needs no listing: shared/contract/embed.ts). */
export const DEMO_PARTNER_WIDGETS: PartnerWidgetTag[] = [
  'yp-site-header',
  'yp-site-footer',
  'yp-search-bar',
  'yp-product-list',
  'yp-cart-drawer',
  'yp-sign-in',
];
/** The demo page's callback for the sign-in popup, under any origin the demo is served from. */
export const DEMO_CALLBACK_PATH = '/demo/oauth-callback.html';

/**
 * The demo partner (demo/partner.html) for the origins the demo is served
 * from: inserted if absent, else those origins (and their callback URIs)
 * added (and the widgets the demo page shows, beside any an operator
 * added). The seed inserts it with none (a seeded database knows no port and
 * must not let a localhost page in, production included); main.ts adds, at
 * every start, DEMO_PARTNER_ORIGIN or outside production
 * http://localhost:<PORT>, so the demo works on whatever port the site
 * runs. A disabled demo partner stays disabled.
 */
export async function registerDemoPartner(db: Database | Transaction, origins: string[]): Promise<void> {
  const exact = origins.filter(isOrigin);
  const redirects = exact.map((origin) => `${origin}${DEMO_CALLBACK_PATH}`);
  await db
    .insert(partners)
    .values({ clientId: DEMO_PARTNER_CLIENT_ID, name: DEMO_PARTNER_NAME, origins: exact, redirectUris: redirects, widgets: DEMO_PARTNER_WIDGETS })
    .onConflictDoUpdate({
      target: partners.clientId,
      set: {
        origins: sql`array(select distinct unnest(${partners.origins} || excluded.origins))`,
        redirectUris: sql`array(select distinct unnest(${partners.redirectUris} || excluded.redirect_uris))`,
        // What the demo page shows now, beside what an operator has added since.
        widgets: sql`array(select distinct unnest(${partners.widgets} || excluded.widgets))`,
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
