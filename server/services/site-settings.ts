import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';

/**
 * The keys of site_settings and the shape of each value. Every reader goes
 * through readSettings, so a key missing from the table (a fresh database
 * before the seed) reads as its empty default instead of crashing a page.
 */
export interface SiteProfile {
  name: string;
  slogan: string;
  hot_line: string;
  complaint_line: string;
  service_hours: string;
  qq1: string;
  qq2: string;
  email: string;
  company: string;
  address: string;
  icp: string;
  /** 公安备案号. */
  police: string;
  statement: string;
  copyright: string;
}

export interface LicenceSetting {
  name: string;
  number: string;
  issuer: string;
  valid_until: string;
}

export interface SettingValues {
  site_profile: SiteProfile;
  licences: LicenceSetting[];
  quality_inspection: { url: string; msg: string };
  /** url: where the app download QR leads; a path is made absolute with the site's origin. */
  app_download: { title: string; text: string; url: string };
  /** 热门搜索 under the search box. */
  hot_searches: string[];
  /** Targets of the footer's QR images; paths are made absolute with the site's origin. */
  qr_codes: { official: string; service: string };
}

export type SettingKey = keyof SettingValues;

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
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored values merged over the defaults (objects field by field, so a new field gets its default). */
export async function readSettings<K extends SettingKey>(db: Database, keys: readonly K[]): Promise<Pick<SettingValues, K>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, [...keys]));
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
