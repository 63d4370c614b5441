import type { Database } from '../../db/client';
import { readSettings } from '../site-settings';

/**
 * Where returned goods go: back to the warehouse they shipped from (the
 * site settings' warehouse, where traces start), to its after-sales desk,
 * with the site's complaint line. Without a warehouse set, the company's
 * address; '' when neither is known.
 */
export async function returnAddress(db: Database): Promise<string> {
  const { warehouse, site_profile: profile } = await readSettings(db, ['warehouse', 'site_profile']);
  const phone = profile.complaint_line || profile.hot_line;
  const place = warehouse.address
    ? `${warehouse.province}${warehouse.city}${warehouse.district}${warehouse.address}${warehouse.name ? `（${warehouse.name}）` : ''}`
    : profile.address;
  if (!place) return '';
  return `${place} 售后部（收）${phone}`.trim();
}
