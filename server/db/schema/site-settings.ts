import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site-wide settings as key → JSON value (hot line, licences, hot searches …).
 * The keys and the shape of each value are below; server/services/site-settings.ts
 * reads them with defaults.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The keys of site_settings and the shape of each value. */
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

/** One row of the delivery promise (配送时效): where the goods go and how soon they arrive. */
export interface DeliveryTime {
  /** 收货地区, e.g. 河北省内. */
  region: string;
  /** 预计送达, a phrase that ends the sentence, e.g. 次日送达. */
  time: string;
}

/**
 * 发货仓: the warehouse the goods ship from. Logistics traces start in its
 * city, and what the site promises about delivery (the notice line, the
 * help page's 配送时效) is read from here, so the two cannot disagree.
 */
export interface WarehouseSetting {
  /** Its name as buyers see it, e.g. 石家庄栾城仓. */
  name: string;
  province: string;
  /** The city traces start from, with its 市 (石家庄市). */
  city: string;
  district: string;
  /** Street address (returns go here too). */
  address: string;
  /** Paid before this China time (HH:MM), an order leaves the same day. */
  cutoff: string;
  /** Nearest first: the first rows make the one-line promise. */
  delivery_times: DeliveryTime[];
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
  warehouse: WarehouseSetting;
  /**
   * The marketplace's WeChat mini-program: `url` is the https link its
   * admin maps to the mini-program (微信公众平台 → 扫普通链接二维码打开小程序),
   * so a QR of it opens the mini-program in WeChat. '' when there is none:
   * the right bar then offers the phone site instead (docs/decisions.md ADR-031).
   */
  mini_program: { url: string };
}

export type SettingKey = keyof SettingValues;
