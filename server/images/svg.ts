/** Helpers shared by the server-drawn SVG images. */

/** Chinese-capable system fonts, as the site's CSS uses (design.md "Look"). */
export const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif";

/** The site's brand colour (shared/ui tokens.css --yp-brand default). */
export const BRAND_COLOR = '#1a7fd4';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A stored colour if it is a plain #rgb/#rrggbb, else the fallback (values go into attributes). */
export function safeColor(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}

/** Relative luminance 0..1 of a #rgb/#rrggbb colour, for picking readable text on it. */
export function luminance(color: string): number {
  let hex = color.slice(1);
  if (hex.length === 3) hex = [...hex].map((ch) => ch + ch).join('');
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * Approximate rendered width of text in ems: CJK and full-width characters
 * are one em, Latin letters, digits and punctuation about 0.58. Good enough
 * to fit a headline; SVG text does not wrap or shrink by itself.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch) ? 1 : 0.58;
  return width;
}

/** The largest font size up to `max` at which text fits `widthPx`, but not below `min`. */
export function fitFontSize(text: string, widthPx: number, max: number, min: number): number {
  const em = textWidthEm(text);
  if (em === 0) return max;
  return Math.max(min, Math.min(max, Math.floor(widthPx / em)));
}

/** Cuts text to fit `widthPx` at `fontSize`, ending in … when cut. */
export function truncateToWidth(text: string, widthPx: number, fontSize: number): string {
  if (textWidthEm(text) * fontSize <= widthPx) return text;
  let result = '';
  for (const ch of text) {
    if ((textWidthEm(result + ch) + 1) * fontSize > widthPx) break;
    result += ch;
  }
  return `${result}…`;
}
