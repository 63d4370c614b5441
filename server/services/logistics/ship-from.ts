import type { Database } from '../../db/client';
import { readSettings } from '../site-settings';

/** Where a parcel starts its journey. */
export interface ShipFrom {
  /** The warehouse's city with its 市 (石家庄市); '' when the settings name none. */
  city: string;
  province: string;
  /** The carrier's sorting hub of that city (石家庄转运中心); '' with no city. */
  hub: string;
}

/**
 * The warehouse the goods ship from, as the site settings name it
 * (site_settings.warehouse: the same row the delivery promise is written
 * from). Whatever makes a parcel's trace — the local seller simulation
 * today, the seller API client later — starts it here.
 */
export async function shipFrom(db: Database): Promise<ShipFrom> {
  const { warehouse } = await readSettings(db, ['warehouse']);
  const city = warehouse.city.trim();
  return { city, province: warehouse.province.trim(), hub: city ? `${city.replace(/市$/, '')}转运中心` : '' };
}
