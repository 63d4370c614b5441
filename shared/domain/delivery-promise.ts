/**
 * What the site promises about delivery, written from the warehouse in the
 * site settings (server: site_settings.warehouse), so the notice line and
 * the logistics traces tell one story: goods leave from that warehouse, the
 * same day when paid before the cut-off, and reach the nearest regions as
 * its delivery times say.
 */
export interface DeliveryPromiseSource {
  /** The warehouse's name, e.g. 石家庄栾城仓; '' leaves it out. */
  name: string;
  /** HH:MM China time; anything else leaves the same-day sentence out. */
  cutoff: string;
  /** Nearest region first. */
  delivery_times: readonly { region: string; time: string }[];
}

/** How many regions the one-line promise names: the notice scrolls past in one breath. */
export const PROMISE_REGIONS = 2;

const CUTOFF = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * The one-line promise, e.g. 每日16:00前支付的订单当天从石家庄栾城仓出库，石家庄市区当日或次日送达，河北省内次日送达;
 * '' when the settings promise nothing (no cut-off and no delivery times).
 */
export function deliveryPromise(source: DeliveryPromiseSource): string {
  const parts: string[] = [];
  const cutoff = source.cutoff.trim();
  const name = source.name.trim();
  if (CUTOFF.test(cutoff)) parts.push(`每日${cutoff}前支付的订单当天${name ? `从${name}` : ''}出库`);
  for (const row of source.delivery_times.slice(0, PROMISE_REGIONS)) {
    const region = row.region.trim();
    const time = row.time.trim();
    if (region && time) parts.push(`${region}${time}`);
  }
  return parts.join('，');
}
