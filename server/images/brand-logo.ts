import { BRAND_COLOR, FONT_FAMILY, fitFontSize, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** Where the server draws a brand's logo. */
export function brandLogoUrl(id: number): string {
  return `/img/brand/${id}.svg`;
}

/** A 200×100 wordmark: the brand name in the brand colour on a light card. */
export function brandLogoSvg(name: string): string {
  const size = fitFontSize(name, 168, 34, 16);
  const text = escapeHtml(truncateToWidth(name, 168, size));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img" aria-label="${escapeHtml(name)}">`,
    '<rect x="1" y="1" width="198" height="98" rx="10" fill="#f5f9fe" stroke="#d6e6f7"/>',
    `<path d="M16 78h168" stroke="${BRAND_COLOR}" stroke-opacity="0.18" stroke-width="4" stroke-linecap="round"/>`,
    `<text x="100" y="50" text-anchor="middle" dominant-baseline="central" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="${BRAND_COLOR}">${text}</text>`,
    '</svg>',
  ].join('');
}
