import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import type { SettingKey, SettingValues } from '../db/schema/site-settings';

/**
 * Every reader goes through readSettings, so a key missing from the table (a
 * fresh database before the seed) reads as its empty default instead of
 * crashing a page. The keys and value shapes live with the table
 * (db/schema/site-settings.ts).
 */
export type { DeliveryTime, LicenceSetting, SettingKey, SettingValues, SiteProfile, WarehouseSetting } from '../db/schema/site-settings';

export const settingDefaults: SettingValues = {
  site_profile: {
    name: '',
    slogan: '',
    hot_line: '',
    complaint_line: '',
    service_hours: '',
    qq1: '',
    qq2: '',
    email: '',
    company: '',
    address: '',
    icp: '',
    police: '',
    statement: '',
    copyright: '',
  },
  licences: [],
  quality_inspection: { url: '', msg: '' },
  app_download: { title: '', text: '', url: '/' },
  hot_searches: [],
  qr_codes: { official: '/', service: '/' },
  // Unknown until the operator sets it: traces then name no city rather than a made-up one.
  warehouse: { name: '', province: '', city: '', district: '', address: '', cutoff: '', delivery_times: [] },
  mini_program: { url: '' },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored values merged over the defaults (objects field by field, so a new field gets its default). */
export async function readSettings<K extends SettingKey>(db: Database, keys: readonly K[]): Promise<Pick<SettingValues, K>> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const result = {} as Pick<SettingValues, K>;
  for (const key of keys) {
    const fallback = settingDefaults[key];
    const stored = rows.find((row) => row.key === key)?.value;
    if (isPlainObject(fallback) && isPlainObject(stored)) {
      result[key] = { ...fallback, ...stored };
    } else if (Array.isArray(fallback) && Array.isArray(stored)) {
      result[key] = stored as SettingValues[K];
    } else {
      result[key] = fallback;
    }
  }
  return result;
}

/** Stores one setting whole (the back office's save): inserted, or replacing the stored value. */
export async function writeSetting<K extends SettingKey>(db: Database, key: K, value: SettingValues[K]): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
