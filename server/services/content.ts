import { asc } from 'drizzle-orm';
import type { Advertisement, FocusCommon, HelpCategory, HomeFocus, SiteFooter, SiteInfo } from '../../shared/contract/content';
import type { Database } from '../db/client';
import { banners, brands, helpArticles, helpCategories } from '../db/schema';
import type { BannerRow } from '../db/schema';
import { bannerImageUrl } from '../images/banner';
import { brandLogoUrl } from '../images/brand-logo';
import { qrImageUrl } from '../images/qr';
import { liveAt } from './ad';
import { categoryMenus } from './category-menus';
import { navigation } from './navigation';
import { readSettings } from './site-settings';
import { LICENCE_ARTICLE_ID } from '../../shared/domain/constants';

/** A site path made absolute with the site's origin; absolute URLs and plain text pass through. */
function absolute(target: string, origin: string): string {
  return target.startsWith('/') ? `${origin}${target}` : target;
}

/** GET /api/focus/common: everything the header needs besides the user. */
export async function focusCommon(db: Database): Promise<FocusCommon> {
  const [settings, nav, menus, brandRows] = await Promise.all([
    readSettings(db, ['hot_searches']),
    navigation(db),
    categoryMenus(db),
    db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)),
  ]);
  return {
    rnss: settings.hot_searches,
    nav,
    ...menus,
    brand: brandRows.map((row) => ({ id: row.id, name: row.name, logo: brandLogoUrl(row.id), sccj: row.sccj })),
    timestamp: Math.floor(Date.now() / 1000),
  };
}

function advertisement(row: BannerRow): Advertisement {
  return { image: bannerImageUrl(row.id), url: row.url, title: row.title };
}

/** GET /api/focus: the home carousel and the chrome's bottom banner. */
export async function homeFocus(db: Database): Promise<HomeFocus> {
  const rows = await db.select().from(banners).where(liveAt(new Date())).orderBy(asc(banners.sort), asc(banners.id));
  const bottom = rows.find((row) => row.position === 'bottom');
  return {
    banners: rows.filter((row) => row.position === 'home').map(advertisement),
    bottom: bottom ? advertisement(bottom) : null,
  };
}

async function helpTree(db: Database): Promise<HelpCategory[]> {
  const [cats, articles] = await Promise.all([
    db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
    db
      .select({ id: helpArticles.id, title: helpArticles.title, slug: helpArticles.slug, categoryId: helpArticles.categoryId })
      .from(helpArticles)
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  ]);
  return cats.map((cat) => ({
    id: cat.id,
    name: cat.name,
    children: articles.filter((a) => a.categoryId === cat.id).map((a) => ({ id: a.id, title: a.title, slug: a.slug })),
  }));
}

/** GET /api/article/footer: help links, licences, filings and the two QR images. */
export async function siteFooter(db: Database, origin: string): Promise<SiteFooter> {
  const [help, settings] = await Promise.all([helpTree(db), readSettings(db, ['site_profile', 'licences', 'qr_codes'])]);
  const profile = settings.site_profile;
  return {
    help,
    licences: settings.licences.map((licence) => ({
      name: licence.name,
      number: licence.number,
      article_id: LICENCE_ARTICLE_ID,
    })),
    icp: profile.icp,
    police_filing: profile.police,
    company: profile.company,
    address: profile.address,
    hot_line: profile.hot_line,
    statement: profile.statement,
    qr: {
      official: qrImageUrl(absolute(settings.qr_codes.official, origin)),
      service: qrImageUrl(absolute(settings.qr_codes.service, origin)),
    },
  };
}

/** GET /api/site/info: site-wide facts the header shows to visitors and members. */
export async function siteInfo(db: Database, origin: string): Promise<SiteInfo> {
  const settings = await readSettings(db, ['site_profile', 'app_download', 'quality_inspection', 'mini_program']);
  const profile = settings.site_profile;
  return {
    name: profile.name,
    slogan: profile.slogan,
    hot_line: profile.hot_line,
    complaint_line: profile.complaint_line,
    app_download: settings.app_download.url.startsWith('https:')
      ? { label: '手机APP', text: settings.app_download.text || '扫码下载药批APP', qr: qrImageUrl(settings.app_download.url) }
      : { label: '手机版', text: '手机扫码访问手机版商城', qr: qrImageUrl(absolute('/', origin)) },
    quality_inspection: {
      quality_inspection_url: settings.quality_inspection.url,
      msg: settings.quality_inspection.msg,
    },
    mini_program: settings.mini_program.url ? { qr: qrImageUrl(settings.mini_program.url) } : null,
  };
}
