import { FONT_FAMILY, fitFontSize, luminance, safeColor, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** Where the server draws a banner. */
export function bannerImageUrl(id: number): string {
  return `/img/banner/${id}.svg`;
}

export interface BannerArt {
  title: string;
  subtitle: string;
  themeFrom: string;
  themeTo: string;
  themeAccent: string;
  /** A placement of server/db/schema/banners.ts; its size is bannerSize(position). */
  position: string;
  /** Small kicker above the title (the site's name); '' for none. */
  label: string;
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  /** Text on the accent-coloured button. */
  onAccent: string;
  /** The capsule's coloured half: the accent, unless it is too pale to show on the white half. */
  capsule: string;
}

function paletteOf(art: BannerArt): Palette {
  const from = safeColor(art.themeFrom, '#1a7fd4');
  const to = safeColor(art.themeTo, '#0f5fa8');
  const accent = safeColor(art.themeAccent, '#ffb020');
  return {
    from,
    to,
    accent,
    onAccent: luminance(accent) > 0.45 ? '#3a2400' : '#ffffff',
    capsule: luminance(accent) > 0.85 ? from : accent,
  };
}

function defs(p: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.78" cy="0.28" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000000" flood-opacity="0.22"/></filter>',
    '</defs>',
  ].join('');
}

/** Capsule, tablet and medical cross: the pharmacy motif on the right of a slide. */
function medicineArt(p: Palette): string {
  return [
    '<g filter="url(#shadow)">',
    // A large capsule: white half and accent half, with a highlight.
    '<g transform="translate(900 215) rotate(-32)">',
    '<rect x="-140" y="-48" width="280" height="96" rx="48" fill="#ffffff"/>',
    `<path d="M0 -48H92A48 48 0 0 1 92 48H0Z" fill="${p.capsule}"/>`,
    '<rect x="-128" y="-40" width="256" height="34" rx="17" fill="url(#shine)"/>',
    '</g>',
    // A round tablet with its score line.
    '<g transform="translate(1062 300)">',
    '<circle r="46" fill="#ffffff"/>',
    `<path d="M-30 0H30" stroke="${p.from}" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`,
    '</g>',
    // A medical cross badge.
    '<g transform="translate(760 105)">',
    '<circle r="40" fill="#ffffff" fill-opacity="0.95"/>',
    `<path d="M-8 -24H8V-8H24V8H8V24H-8V8H-24V-8H-8Z" fill="${p.to}"/>`,
    '</g>',
    '</g>',
    // Small sparkles around the art.
    '<g fill="#ffffff">',
    '<circle cx="1010" cy="92" r="6" fill-opacity="0.8"/>',
    '<circle cx="1120" cy="170" r="4" fill-opacity="0.7"/>',
    '<circle cx="820" cy="330" r="5" fill-opacity="0.6"/>',
    '<path d="M1150 70l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill-opacity="0.85"/>',
    '</g>',
  ].join('');
}

function dotGrid(x: number, y: number, cols: number, rows: number): string {
  const dots: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) dots.push(`<circle cx="${x + c * 18}" cy="${y + r * 18}" r="2.5"/>`);
  }
  return `<g fill="#ffffff" fill-opacity="0.28">${dots.join('')}</g>`;
}

/** Where a slide's headline sits: the label bar, the title, the subtitle and the 立即查看 button (text at its baselines). */
interface HeadlineLayout {
  x: number;
  label: { y: number; height: number; baseline: number; size: number; width: number };
  titleY: number;
  subtitleY: number;
  button: { y: number; width: number; height: number; baseline: number; size: number };
}

const HOME_HEADLINE: HeadlineLayout = {
  x: 80,
  label: { y: 88, height: 34, baseline: 114, size: 20, width: 480 },
  titleY: 200,
  subtitleY: 252,
  button: { y: 284, width: 196, height: 54, baseline: 35, size: 24 },
};

const LOGIN_HEADLINE: HeadlineLayout = {
  x: 48,
  label: { y: 82, height: 30, baseline: 105, size: 18, width: 400 },
  titleY: 180,
  subtitleY: 224,
  button: { y: 254, width: 168, height: 48, baseline: 31, size: 20 },
};

/** The carousel slide's headline, drawn the same on the home slide and the login page's half. */
function headline(
  art: BannerArt,
  p: Palette,
  text: { title: string; titleSize: number; subtitle: string; subtitleSize: number },
  at: HeadlineLayout,
): string[] {
  const { label, button } = at;
  return [
    art.label
      ? `<rect x="${at.x}" y="${label.y}" width="8" height="${label.height}" rx="4" fill="${p.accent}"/>` +
        `<text x="${at.x + label.size}" y="${label.baseline}" font-family="${FONT_FAMILY}" font-size="${label.size}" font-weight="600" fill="#ffffff" fill-opacity="0.85" letter-spacing="4">${escapeHtml(truncateToWidth(art.label, label.width, label.size))}</text>`
      : '',
    `<text x="${at.x}" y="${at.titleY}" font-family="${FONT_FAMILY}" font-size="${text.titleSize}" font-weight="800" fill="#ffffff" letter-spacing="2">${text.title}</text>`,
    text.subtitle
      ? `<text x="${at.x + 2}" y="${at.subtitleY}" font-family="${FONT_FAMILY}" font-size="${text.subtitleSize}" fill="#ffffff" fill-opacity="0.92">${text.subtitle}</text>`
      : '',
    `<g transform="translate(${at.x + 2} ${button.y})">`,
    `<rect width="${button.width}" height="${button.height}" rx="${button.height / 2}" fill="${p.accent}"/>`,
    `<text x="${button.width / 2}" y="${button.baseline}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${button.size}" font-weight="700" fill="${p.onAccent}">立即查看 ›</text>`,
    '</g>',
  ];
}

function homeSlide(art: BannerArt, p: Palette): string {
  const textWidth = 600;
  const titleSize = fitFontSize(art.title, textWidth, 66, 40);
  const title = escapeHtml(truncateToWidth(art.title, textWidth, titleSize));
  // The subtitle may run a little wider than the title, up to the artwork.
  const subtitleWidth = 640;
  const subtitleSize = fitFontSize(art.subtitle, subtitleWidth, 28, 22);
  const subtitle = escapeHtml(truncateToWidth(art.subtitle, subtitleWidth, subtitleSize));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeHtml(art.title)}">`,
    defs(p),
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    '<rect width="1200" height="400" fill="url(#glow)"/>',
    '<circle cx="1110" cy="-30" r="230" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="700" cy="460" r="190" fill="#ffffff" fill-opacity="0.06"/>',
    '<circle cx="40" cy="40" r="120" fill="#ffffff" fill-opacity="0.05"/>',
    dotGrid(600, 40, 6, 4),
    '<path d="M0 330C200 290 400 385 620 342S1000 300 1200 352V400H0Z" fill="#ffffff" fill-opacity="0.10"/>',
    '<path d="M0 362C240 330 460 400 700 372S1020 344 1200 380V400H0Z" fill="#ffffff" fill-opacity="0.08"/>',
    medicineArt(p),
    ...headline(art, p, { title, titleSize, subtitle, subtitleSize }, HOME_HEADLINE),
    '</svg>',
  ].join('');
}

/** Each placement's natural size; the page reserves exactly this box, so nothing shifts when the image arrives. */
const SIZES: Record<string, { width: number; height: number }> = {
  home: { width: 1200, height: 400 },
  bottom: { width: 1200, height: 100 },
  top: { width: 1200, height: 80 },
  top_right: { width: 190, height: 64 },
  right: { width: 150, height: 200 },
  login: { width: 560, height: 400 },
};

export function bannerSize(position: string): { width: number; height: number } {
  return SIZES[position] ?? SIZES.home!;
}

function bottomStrip(art: BannerArt, p: Palette, height = 100): string {
  const titleSize = fitFontSize(art.title, 560, height >= 100 ? 40 : 34, 24);
  const title = escapeHtml(truncateToWidth(art.title, 560, titleSize));
  const subtitleSize = fitFontSize(art.subtitle, 320, 20, 16);
  const subtitle = escapeHtml(truncateToWidth(art.subtitle, 320, subtitleSize));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 ${height}" width="1200" height="${height}" role="img" aria-label="${escapeHtml(art.title)}">`,
    defs(p),
    `<rect width="1200" height="${height}" fill="url(#bg)"/>`,
    '<circle cx="1130" cy="-20" r="110" fill="#ffffff" fill-opacity="0.10"/>',
    `<circle cx="210" cy="${height + 20}" r="80" fill="#ffffff" fill-opacity="0.07"/>`,
    dotGrid(860, 22, 5, height >= 100 ? 3 : 2),
    `<g transform="translate(64 ${height / 2}) rotate(-32)">`,
    '<rect x="-34" y="-13" width="68" height="26" rx="13" fill="#ffffff"/>',
    `<path d="M0 -13H21A13 13 0 0 1 21 13H0Z" fill="${p.capsule}"/>`,
    '</g>',
    `<text x="118" y="${height / 2 + titleSize * 0.35}" font-family="${FONT_FAMILY}" font-size="${titleSize}" font-weight="800" fill="#ffffff">${title}</text>`,
    subtitle
      ? `<text x="1016" y="${height / 2 + 7}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.92">${subtitle}</text>`
      : '',
    `<g transform="translate(1040 ${height / 2 - 22})">`,
    `<rect width="128" height="44" rx="22" fill="${p.accent}"/>`,
    `<text x="64" y="29" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="20" font-weight="700" fill="${p.onAccent}">去看看 ›</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** A small card (top-right of the header, the right bar): title, subtitle, a capsule and a button. */
function card(art: BannerArt, p: Palette, width: number, height: number): string {
  const tall = height > width;
  const pad = 10;
  const textWidth = tall ? width - pad * 2 : width - 56;
  const titleSize = fitFontSize(art.title, textWidth, tall ? 20 : 18, 12);
  const title = escapeHtml(truncateToWidth(art.title, textWidth, titleSize));
  const subtitleSize = tall ? 12 : 11;
  const subtitle = escapeHtml(truncateToWidth(art.subtitle, textWidth, subtitleSize));
  const capsule = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) rotate(-32) scale(${scale})"><rect x="-34" y="-13" width="68" height="26" rx="13" fill="#ffffff"/><path d="M0 -13H21A13 13 0 0 1 21 13H0Z" fill="${p.capsule}"/></g>`;
  const body = tall
    ? [
        `<circle cx="${width - 10}" cy="10" r="60" fill="#ffffff" fill-opacity="0.10"/>`,
        capsule(width / 2, 52, 1),
        `<text x="${width / 2}" y="${104}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${titleSize}" font-weight="800" fill="#ffffff">${title}</text>`,
        subtitle
          ? `<text x="${width / 2}" y="${130}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.92">${subtitle}</text>`
          : '',
        `<g transform="translate(${width / 2 - 44} ${height - 46})"><rect width="88" height="30" rx="15" fill="${p.accent}"/>`,
        `<text x="44" y="20" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="14" font-weight="700" fill="${p.onAccent}">去看看 ›</text></g>`,
      ]
    : [
        `<circle cx="${width - 6}" cy="-6" r="40" fill="#ffffff" fill-opacity="0.10"/>`,
        capsule(width - 26, height / 2, 0.5),
        `<text x="${pad}" y="${subtitle ? height / 2 - 2 : height / 2 + titleSize * 0.35}" font-family="${FONT_FAMILY}" font-size="${titleSize}" font-weight="800" fill="#ffffff">${title}</text>`,
        subtitle
          ? `<text x="${pad}" y="${height / 2 + 16}" font-family="${FONT_FAMILY}" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.92">${subtitle}</text>`
          : '',
      ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(art.title)}">`,
    defs(p),
    `<rect width="${width}" height="${height}" rx="6" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" rx="6" fill="url(#glow)"/>`,
    ...body,
    '</svg>',
  ].join('');
}

/** The login page's half: the carousel slide's look, narrower, the title over two sizes of text. */
function loginPanel(art: BannerArt, p: Palette): string {
  const { width, height } = bannerSize('login');
  const textWidth = width - 96;
  const titleSize = fitFontSize(art.title, textWidth, 44, 26);
  const title = escapeHtml(truncateToWidth(art.title, textWidth, titleSize));
  const subtitleSize = fitFontSize(art.subtitle, textWidth, 20, 14);
  const subtitle = escapeHtml(truncateToWidth(art.subtitle, textWidth, subtitleSize));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(art.title)}">`,
    defs(p),
    `<rect width="${width}" height="${height}" rx="8" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" rx="8" fill="url(#glow)"/>`,
    '<circle cx="500" cy="-20" r="170" fill="#ffffff" fill-opacity="0.08"/>',
    dotGrid(360, 300, 6, 4),
    `<path d="M0 340C140 310 300 380 560 340V392A8 8 0 0 1 552 400H8A8 8 0 0 1 0 392Z" fill="#ffffff" fill-opacity="0.10"/>`,
    ...headline(art, p, { title, titleSize, subtitle, subtitleSize }, LOGIN_HEADLINE),
    '</svg>',
  ].join('');
}

/** The banner drawn from its text and theme colours, at its placement's size. */
export function bannerSvg(art: BannerArt): string {
  const palette = paletteOf(art);
  switch (art.position) {
    case 'bottom':
      return bottomStrip(art, palette);
    case 'top':
      return bottomStrip(art, palette, bannerSize('top').height);
    case 'top_right':
    case 'right': {
      const { width, height } = bannerSize(art.position);
      return card(art, palette, width, height);
    }
    case 'login':
      return loginPanel(art, palette);
    default:
      return homeSlide(art, palette);
  }
}
