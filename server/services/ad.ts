import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Broadcast, PlacedAd, TopFocus } from '../../shared/contract/ad';
import type { Database } from '../db/client';
import { banners, type BannerRow } from '../db/schema';
import { bannerImageUrl, bannerSize } from '../images/banner';
import { deliveryPromise } from '../../shared/domain/delivery-promise';
import { readSettings } from './site-settings';

/** Placements of server/db/schema/banners.ts that these calls read. */
export type AdPlacement = 'top' | 'top_right' | 'right' | 'login' | 'broadcast';

/** Lines of the scrolling notice at most: more would take minutes to scroll past. */
export const BROADCAST_MAX = 5;

/** The notice line of the delivery promise: no banner row has id 0. It leads to the help page that lists every region's time. */
export const DELIVERY_PROMISE_LINE_ID = 0;
const DELIVERY_HELP_PATH = '/help/zfps/hwps';

/**
 * A banner is live while shown and inside its schedule: started (or no
 * start) and not yet ended (or no end). The end is exclusive, so an ad that
 * ends at midnight is gone at midnight.
 */
export function liveAt(now: Date): SQL {
  return and(eq(banners.isShow, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now)))!;
}

function placedAd(row: BannerRow): PlacedAd {
  return { id: row.id, image: bannerImageUrl(row.id), url: row.url, title: row.title, ...bannerSize(row.position) };
}

async function liveRows(db: Database, positions: readonly AdPlacement[], now: Date): Promise<BannerRow[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(liveAt(now), or(...positions.map((position) => eq(banners.position, position)))))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows;
}

/** The first live ad of one placement (lowest sort), or null. */
export async function placementAd(db: Database, position: Exclude<AdPlacement, 'broadcast'>, now = new Date()): Promise<PlacedAd | null> {
  const [row] = await liveRows(db, [position], now);
  return row ? placedAd(row) : null;
}

/**
 * GET /api/focus/top: the strip above the header, the top-right ad and the
 * scrolling notice. The notice ends with the delivery promise, written from
 * the warehouse of the site settings (the row logistics traces start from),
 * so what the site promises and where parcels come from cannot disagree.
 */
export async function topFocus(db: Database, now = new Date()): Promise<TopFocus> {
  const [rows, settings] = await Promise.all([liveRows(db, ['top', 'top_right', 'broadcast'], now), readSettings(db, ['warehouse'])]);
  const first = (position: AdPlacement) => rows.find((row) => row.position === position);
  const top = first('top');
  const topRight = first('top_right');
  const promise = deliveryPromise(settings.warehouse);
  const broadcast: Broadcast[] = rows
    .filter((row) => row.position === 'broadcast')
    .slice(0, promise ? BROADCAST_MAX - 1 : BROADCAST_MAX)
    .map((row) => ({ id: row.id, text: row.title, url: row.url }));
  if (promise) broadcast.push({ id: DELIVERY_PROMISE_LINE_ID, text: promise, url: DELIVERY_HELP_PATH });
  return { ad: top ? placedAd(top) : null, top_right: topRight ? placedAd(topRight) : null, broadcast };
}
