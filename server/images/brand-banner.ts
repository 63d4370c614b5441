import { BRAND_COLOR, FONT_FAMILY, fitFontSize, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** Where the server draws a brand page's banner. */
export function brandBannerUrl(id: number): string {
  return `/img/brand/${id}/banner.svg`;
}

export interface BrandBannerArt {
  name: string;
  sccj: string;
  intro: string;
}

/** A 1200×300 banner for /ppzq/info/{id}: the brand name, its manufacturer and its introduction. */
export function brandBannerSvg(art: BrandBannerArt): string {
  const nameSize = fitFontSize(art.name, 640, 72, 36);
  const name = escapeHtml(truncateToWidth(art.name, 640, nameSize));
  const sccj = escapeHtml(truncateToWidth(art.sccj, 640, 22));
  const intro = escapeHtml(truncateToWidth(art.intro, 900, 20));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-label="${escapeHtml(art.name)}" font-family="${FONT_FAMILY}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${BRAND_COLOR}"/><stop offset="1" stop-color="#0c4c8a"/></linearGradient></defs>`,
    '<rect width="1200" height="300" fill="url(#bg)"/>',
    '<circle cx="1080" cy="40" r="190" fill="#ffffff" fill-opacity="0.07"/>',
    '<circle cx="980" cy="300" r="120" fill="#ffffff" fill-opacity="0.06"/>',
    '<rect x="80" y="70" width="8" height="86" rx="4" fill="#ffb020"/>',
    `<text x="110" y="138" font-size="${nameSize}" font-weight="700" fill="#ffffff">${name}</text>`,
    `<text x="112" y="190" font-size="22" fill="#ffffff" fill-opacity="0.9">${sccj}</text>`,
    `<text x="112" y="236" font-size="20" fill="#ffffff" fill-opacity="0.75">${intro}</text>`,
    '<text x="1120" y="270" text-anchor="end" font-size="18" fill="#ffffff" fill-opacity="0.8">品牌专区 · 正品直供</text>',
    '</svg>',
  ].join('');
}
