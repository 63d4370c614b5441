import { BRAND_COLOR, FONT_FAMILY, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** One of the site's own licences (site_settings.licences), as 平台资质 shows it. */
export interface SiteLicenceArt {
  name: string;
  number: string;
  issuer: string;
  validUntil: string;
  company: string;
}

const W = 640;
const H = 440;

/**
 * A certificate-style picture of a site licence, drawn from the settings row
 * (no scanned file is stored): the 平台资质 article (id 66) shows one per
 * licence next to its number.
 */
export function siteLicenceSvg(art: SiteLicenceArt): string {
  const rows: [string, string][] = [
    ['企业名称', art.company],
    ['证书编号', art.number],
    ['发证机关', art.issuer || '—'],
    ['有效期至', art.validUntil || '长期'],
  ];
  const lines = rows
    .map(
      ([label, value], i) =>
        `<text x="70" y="${190 + i * 48}" font-size="18" fill="#555">${escapeHtml(label)}：</text>` +
        `<text x="170" y="${190 + i * 48}" font-size="18" fill="#111">${escapeHtml(truncateToWidth(value, 400, 18))}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT_FAMILY}">
<rect width="${W}" height="${H}" fill="#fffdf5"/>
<rect x="16" y="16" width="${W - 32}" height="${H - 32}" fill="none" stroke="${BRAND_COLOR}" stroke-width="4"/>
<rect x="26" y="26" width="${W - 52}" height="${H - 52}" fill="none" stroke="${BRAND_COLOR}" stroke-width="1"/>
<text x="${W / 2}" y="110" font-size="32" font-weight="bold" text-anchor="middle" fill="${BRAND_COLOR}">${escapeHtml(truncateToWidth(art.name, 560, 32))}</text>
${lines}
<circle cx="${W - 120}" cy="${H - 100}" r="56" fill="none" stroke="#d9363e" stroke-width="3" opacity=".8"/>
<text x="${W - 120}" y="${H - 94}" font-size="15" text-anchor="middle" fill="#d9363e" opacity=".85">发证专用章</text>
</svg>`;
}
