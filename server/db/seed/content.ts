import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { banners, brands, helpArticles, helpCategories, navItems, newsPosts, siteSettings } from '../schema';
import type { SettingKey, SettingValues } from '../schema/site-settings';
import { LICENCE_ARTICLE_ID } from '../../../shared/domain/constants';
import type { SeedBanner, SeedBrand, SeedHelpCategory, SeedNavItem, SeedNewsPost, SeedSiteSettings } from './data/types';
import { escapeHtml } from '../../lib/html';

export async function seedNavigation(tx: Tx, items: readonly SeedNavItem[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(navItems).values(
    items.map((item, index) => ({
      name: item.name,
      url: item.url,
      badge: item.badge ?? '',
      // External links open in a new window; site paths stay in the app.
      isOpen: /^https?:\/\//.test(item.url),
      // A link without a target tells the buyer why (docs/product/errors.md).
      message: item.url ? '' : '活动暂未开始',
      sort: index + 1,
    })),
  );
}

export async function seedBanners(tx: Tx, home: readonly SeedBanner[], bottom: SeedBanner | null): Promise<void> {
  const rows = [
    ...home.map((banner, index) => ({ banner, position: 'home', sort: index + 1 })),
    ...(bottom ? [{ banner: bottom, position: 'bottom', sort: 1 }] : []),
  ].map(({ banner, position, sort }) => ({
    position,
    title: banner.title,
    subtitle: banner.subtitle,
    url: banner.url,
    themeFrom: banner.theme.from,
    themeTo: banner.theme.to,
    themeAccent: banner.theme.accent,
    sort,
  }));
  if (rows.length > 0) await tx.insert(banners).values(rows);
}

export async function seedBrands(tx: Tx, items: readonly SeedBrand[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(brands).values(items.map((brand, index) => ({ name: brand.name, sccj: brand.sccj, intro: brand.intro, sort: index + 1 })));
}

/**
 * The licence section of 平台资质 (article 66), from the site's licences:
 * a table of numbers, then each licence's picture (/img/site-licence/{n}.svg,
 * drawn from the same settings row), so the two never disagree.
 */
function licenceSection(settings: SeedSiteSettings): string {
  const rows = settings.licences
    .map(
      (licence) =>
        `<tr><td>${escapeHtml(licence.name)}</td><td>${escapeHtml(licence.number)}</td><td>${escapeHtml(licence.issuer ?? '')}</td><td>${escapeHtml(licence.validUntil ?? '长期')}</td></tr>`,
    )
    .join('');
  const pictures = settings.licences
    .map((licence, index) => `<p><img src="/img/site-licence/${index + 1}.svg" alt="${escapeHtml(licence.name)}" width="640" height="440"></p>`)
    .join('');
  return [
    '<h2>经营资质</h2>',
    `<table><thead><tr><th>证照名称</th><th>证书编号</th><th>发证机关</th><th>有效期至</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>网站备案号：${escapeHtml(settings.icp)}；${escapeHtml(settings.police)}</p>`,
    '<h2>证照图片</h2>',
    pictures,
  ].join('\n');
}

/** The article on delivery (货物配送, slug hwps): its 配送时效 opens it. */
const DELIVERY_ARTICLE_SLUG = 'hwps';

/**
 * 配送时效 of the delivery article, from the warehouse of the site settings:
 * where the goods leave from, the same-day cut-off and each region's time,
 * the rows the notice line's promise is written from (shared/domain/delivery-promise.ts).
 */
function deliverySection(settings: SeedSiteSettings): string {
  const { warehouse } = settings;
  const rows = warehouse.deliveryTimes.map((row) => `<tr><td>${escapeHtml(row.region)}</td><td>${escapeHtml(row.time)}</td></tr>`).join('');
  return [
    '<h2>配送时效</h2>',
    `<p>所有商品由${escapeHtml(warehouse.name)}（${escapeHtml(warehouse.province + warehouse.city + warehouse.district)}）发货，每日${escapeHtml(warehouse.cutoff)}前支付的订单当天出库。</p>`,
    `<table><thead><tr><th>收货地区</th><th>预计送达</th></tr></thead><tbody>${rows}</tbody></table>`,
  ].join('\n');
}

/**
 * Help categories and articles. Article ids are links (/help/xrzn/hyzc?id=…),
 * and the footer's licence links use id 66 (docs/product/routes.md), so ids are assigned
 * here: the site-qualifications article (资质) gets 66, the others count up
 * from 1 around it. Returns the id of the contact article (联系) for the
 * customer-service QR, if there is one.
 */
export async function seedHelp(tx: Tx, categories: readonly SeedHelpCategory[], settings: SeedSiteSettings): Promise<{ contactArticleId: number | null }> {
  const catRows = await tx
    .insert(helpCategories)
    .values(categories.map((cat, index) => ({ name: cat.name, sort: index + 1 })))
    .returning({ id: helpCategories.id, name: helpCategories.name });

  const articles = categories.flatMap((cat, catIndex) =>
    cat.articles.map((article, index) => ({
      categoryId: catRows[catIndex]!.id,
      title: article.title,
      body: article.slug === DELIVERY_ARTICLE_SLUG ? `${deliverySection(settings)}\n${article.body}` : article.body,
      slug: article.slug ?? null,
      sort: index + 1,
    })),
  );
  let licenceIndex = articles.findIndex((article) => article.title.includes('资质'));
  if (licenceIndex < 0 && catRows.length > 0) {
    // No qualifications article in the data: write one from the licences,
    // under 服务保障 if present, so the footer's licence links lead somewhere.
    const home = catRows.find((cat) => cat.name.includes('保障')) ?? catRows[catRows.length - 1]!;
    articles.push({ categoryId: home.id, title: '网站资质', body: `<p>${escapeHtml(settings.companyName)}依法取得以下经营资质。</p>`, slug: null, sort: 0 });
    licenceIndex = articles.length - 1;
  }
  const licenceArticle = articles[licenceIndex];
  if (licenceArticle) licenceArticle.body = `${licenceArticle.body}\n${licenceSection(settings)}`;

  let nextId = 1;
  const rows = articles.map((article, index) => {
    if (index === licenceIndex) return { ...article, id: LICENCE_ARTICLE_ID };
    if (nextId === LICENCE_ARTICLE_ID) nextId += 1;
    return { ...article, id: nextId++ };
  });
  if (rows.length > 0) await tx.insert(helpArticles).values(rows);
  // Explicit ids leave the identity sequence behind; new articles continue after the largest.
  await tx.execute(sql`select setval(pg_get_serial_sequence('help_articles', 'id'), greatest((select max(id) from help_articles), 1))`);

  const contact = rows.find((row) => row.title.includes('联系'));
  return { contactArticleId: contact?.id ?? null };
}

export async function seedSiteSettings(tx: Tx, settings: SeedSiteSettings, hotSearches: readonly string[], contactArticleId: number | null): Promise<void> {
  const values: SettingValues = {
    site_profile: {
      name: settings.siteName,
      slogan: settings.slogan,
      hot_line: settings.hotLine,
      complaint_line: settings.complaintHotline,
      service_hours: settings.serviceHours,
      qq1: settings.qq1,
      qq2: settings.qq2,
      email: settings.email,
      company: settings.companyName,
      address: settings.companyAddress,
      icp: settings.icp,
      police: settings.police,
      statement: settings.statement,
      copyright: settings.copyright,
    },
    licences: settings.licences.map((licence) => ({
      name: licence.name,
      number: licence.number,
      issuer: licence.issuer ?? '',
      valid_until: licence.validUntil ?? '',
    })),
    quality_inspection: { url: settings.qualityInspection.url, msg: settings.qualityInspection.msg },
    // The app download QR opens the site itself (it is responsive).
    app_download: { title: settings.appDownload.title, text: settings.appDownload.text, url: '/' },
    hot_searches: [...hotSearches],
    qr_codes: {
      official: '/',
      service: contactArticleId ? `/help/xrzn/hyzc?id=${contactArticleId}` : '/help',
    },
    warehouse: {
      name: settings.warehouse.name,
      province: settings.warehouse.province,
      city: settings.warehouse.city,
      district: settings.warehouse.district,
      address: settings.warehouse.address,
      cutoff: settings.warehouse.cutoff,
      delivery_times: settings.warehouse.deliveryTimes.map((row) => ({ region: row.region, time: row.time })),
    },
    // No mini-program of our own: the right bar offers the phone site (an operator sets one with `npm run admin -- mini-program`).
    mini_program: { url: '' },
  };
  await tx.insert(siteSettings).values((Object.keys(values) as SettingKey[]).map((key) => ({ key, value: values[key] })));
}

/** News centre posts; published_at is written as China time. */
export async function seedNews(tx: Tx, posts: readonly SeedNewsPost[]): Promise<void> {
  if (posts.length === 0) return;
  await tx.insert(newsPosts).values(
    posts.map((post) => ({
      type: post.type,
      title: post.title,
      summary: post.summary,
      body: post.body,
      source: post.source,
      publishedAt: new Date(`${post.publishedAt.replace(' ', 'T')}:00+08:00`),
    })),
  );
}
