import { createHash } from 'node:crypto';
import { FONT_FAMILY, fitFontSize, textWidthEm, truncateToWidth } from './svg';
import { escapeHtml } from '../lib/html';

/** The three pack shots of a goods' detail gallery; `front` is the list image. */
export const GOODS_IMAGE_VIEWS = ['front', 'side', 'back'] as const;
export type GoodsImageView = (typeof GOODS_IMAGE_VIEWS)[number];

/** Where the server draws a goods' pack shot; without a view, the front (list cards). */
export function goodsImageUrl(id: number, view?: GoodsImageView): string {
  return view ? `/img/goods/${id}.svg?view=${view}` : `/img/goods/${id}.svg`;
}

export interface GoodsArt {
  id: number;
  name: string;
  /** 商品名; '' when sold under the generic name. */
  brand: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  approval: string;
  /** western | patent | slices | device | health | other. */
  kind: string;
  /** rx | otc-a | otc-b | none. */
  rx: string;
  storage: string;
}

interface Scheme {
  /** Main colour of the carton's band. */
  main: string;
  /** Darker shade for the side panel and the band's edge. */
  dark: string;
  /** Pale tint for the top flap and panels. */
  tint: string;
  /** What the carton says it is, under the band. */
  label: string;
}

// One colour family per kind, as pharmacy shelves group them: blue chemical
// drugs, red Chinese patent medicine, kraft-brown herbal slices, teal
// devices, orange health food.
const SCHEMES: Record<string, Scheme> = {
  western: { main: '#1d6fc4', dark: '#14528f', tint: '#e8f1fb', label: '化学药品' },
  patent: { main: '#b5332a', dark: '#84231c', tint: '#fbecea', label: '中成药' },
  slices: { main: '#8a6234', dark: '#654622', tint: '#f6efe4', label: '中药饮片' },
  device: { main: '#0f8a8a', dark: '#0a6464', tint: '#e5f4f4', label: '医疗器械' },
  health: { main: '#e0731b', dark: '#a95412', tint: '#fdf0e4', label: '保健食品' },
  other: { main: '#6a4fb3', dark: '#4d3887', tint: '#f0ecf9', label: '健康用品' },
};

const W = 400;
const H = 400;
// Carton in a three-quarter view: front face, right side panel, top flap.
const FRONT = { x: 62, y: 104, w: 228, h: 236 };
const DEPTH = { dx: 56, dy: -34 };

/** Writes one run of the carton's print: as text, or as the bar it reads as from afar (`lettered: false`). */
type Pen = (x: number, y: number, size: number, fill: string, content: string, extra?: string) => string;

const letterPen: Pen = (x, y, size, fill, content, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeHtml(content)}</text>`;

// A thumbnail's print is a few pixels high: unreadable, and each <text> makes
// the browser lay out the image's own document on the main thread when it
// paints (about 2 ms a thumbnail, 8 ms on a 4× slower phone CPU; docs/perf.md).
// So a small drawing prints bars where the text stands, as a downscaled
// photo shows it.
const barPen: Pen = (x, y, size, fill, content, extra = '') => {
  const length = Math.round(textWidthEm(content) * size);
  const thick = Math.max(2, Math.round(size * 0.62));
  if (extra.includes('writing-mode="tb"')) {
    return `<rect x="${x - thick / 2}" y="${y}" width="${thick}" height="${length}" rx="1" fill="${fill}" fill-opacity="0.8"/>`;
  }
  const left = extra.includes('text-anchor="middle"') ? x - length / 2 : x;
  return `<rect x="${left}" y="${y - Math.round(size * 0.72)}" width="${length}" height="${thick}" rx="1" fill="${fill}" fill-opacity="0.8"/>`;
};

/**
 * Below this many CSS pixels wide a pack shot's print cannot be read, so it
 * is drawn as bars (see barPen). A list card is 200 px on a desktop, a
 * phone's card 96 px, a cart line 56–72 px, a gallery thumbnail 60 px.
 */
export const LETTERED_FROM_WIDTH = 160;

/** Splits text into at most `maxLines` lines that fit `width` at `size`; the last one ends in … if cut. */
function wrap(content: string, width: number, size: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of content) {
    if (textWidthEm(line + ch) * size > width && line) {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) break;
    }
    line += ch;
  }
  if (lines.length < maxLines && line) lines.push(line);
  const used = lines.join('').length;
  if (used < [...content].length && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = truncateToWidth(`${lines[last]!}${[...content].slice(used).join('')}`, width, size);
  }
  return lines;
}

/** The classification mark printed on Chinese drug cartons (spec: 处方药 Rx, 甲类 OTC red, 乙类 OTC green). */
function rxMark(text: Pen, rx: string, right: number, top: number, backing = false): string {
  if (rx !== 'otc-a' && rx !== 'otc-b' && rx !== 'rx') return '';
  // On the coloured band the mark sits on a white label, as printed cartons do.
  const label = backing ? `<rect x="${right - 60}" y="${top - 2}" width="58" height="50" rx="6" fill="#ffffff"/>` : '';
  return label + markShape(text, rx, right, top);
}

function markShape(text: Pen, rx: string, right: number, top: number): string {
  if (rx === 'otc-a' || rx === 'otc-b') {
    const fill = rx === 'otc-a' ? '#d9251d' : '#1f9a48';
    const cx = right - 30;
    const cy = top + 16;
    return [
      `<ellipse cx="${cx}" cy="${cy}" rx="26" ry="14" fill="${fill}"/>`,
      text(cx, cy + 5, 14, '#ffffff', 'OTC', ' text-anchor="middle" font-weight="700" font-family="Arial, Helvetica, sans-serif"'),
      text(cx, cy + 27, 9, fill, rx === 'otc-a' ? '甲类' : '乙类', ' text-anchor="middle" font-weight="700"'),
    ].join('');
  }
  if (rx === 'rx') {
    const x = right - 47;
    return [
      `<rect x="${x}" y="${top + 3}" width="34" height="24" rx="3" fill="#ffffff" stroke="#d9251d" stroke-width="2"/>`,
      text(x + 17, top + 21, 16, '#d9251d', 'Rx', ' text-anchor="middle" font-weight="700" font-style="italic" font-family="Georgia, serif"'),
      text(x + 17, top + 41, 9, '#d9251d', '处方药', ' text-anchor="middle"'),
    ].join('');
  }
  return '';
}

/** A decorative barcode, stable per goods: the bars come from a digest of the id (not a registered EAN). */
function barcode(text: Pen, id: number, x: number, y: number, width: number, height: number): string {
  const digest = createHash('sha256').update(`goods:${id}`).digest();
  const bars: string[] = [];
  let cursor = x;
  let i = 0;
  while (cursor < x + width - 3) {
    const byte = digest[i % digest.length]!;
    const bar = 1 + (byte % 3);
    const gap = 1 + ((byte >> 3) % 2);
    bars.push(`<rect x="${cursor}" y="${y}" width="${bar}" height="${height}"/>`);
    cursor += bar + gap;
    i += 1;
  }
  const digits = String(6900000000000 + (digest.readUInt32BE(0) % 99999999) * 10 + (id % 10)).slice(0, 13);
  return `<g fill="#1c1c1c">${bars.join('')}</g>${text(x + width / 2, y + height + 12, 10, '#333', digits, ' text-anchor="middle" font-family="monospace" letter-spacing="1"')}`;
}

function carton(scheme: Scheme, face: string): string {
  const { x, y, w, h } = FRONT;
  const { dx, dy } = DEPTH;
  const top = `${x},${y} ${x + dx},${y + dy} ${x + w + dx},${y + dy} ${x + w},${y}`;
  const side = `${x + w},${y} ${x + w + dx},${y + dy} ${x + w + dx},${y + h + dy} ${x + w},${y + h}`;
  return [
    // Floor shadow.
    `<ellipse cx="${x + w / 2 + dx / 2}" cy="${y + h + 8}" rx="${w / 2 + dx}" ry="16" fill="url(#floor)"/>`,
    `<polygon points="${top}" fill="${scheme.tint}" stroke="${scheme.dark}" stroke-opacity="0.35"/>`,
    `<polygon points="${top}" fill="url(#flap)"/>`,
    `<polygon points="${side}" fill="${scheme.dark}"/>`,
    `<polygon points="${side}" fill="url(#shade)"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="${scheme.dark}" stroke-opacity="0.35"/>`,
    face,
    // Soft light across the face, as on a printed carton under a lamp.
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#gloss)"/>`,
  ].join('');
}

function sidePanelText(text: Pen, lines: string[]): string {
  // Text along the side panel, skewed to sit on it.
  const { x, y, w } = FRONT;
  const { dx, dy } = DEPTH;
  const skew = (dy / dx).toFixed(4);
  return `<g transform="matrix(1 ${skew} 0 1 ${x + w} ${y})">${lines
    .map((line, i) => text(10 + i * 16, 40, 11, '#ffffff', line, ` writing-mode="tb" glyph-orientation-vertical="0" fill-opacity="${i === 0 ? 1 : 0.85}"`))
    .join('')}</g>`;
}

function frontFace(text: Pen, art: GoodsArt, scheme: Scheme): string {
  const { x, y, w, h } = FRONT;
  const inner = w - 28;
  const parts: string[] = [];
  // Top band: the brand (or the kind) on the kind's colour, with a swoosh.
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="56" fill="${scheme.main}"/>`);
  parts.push(
    `<path d="M${x} ${y + 56} C ${x + 70} ${y + 76}, ${x + 150} ${y + 40}, ${x + w} ${y + 62} L ${x + w} ${y + 56} L ${x} ${y + 56} Z" fill="${scheme.main}"/>`,
  );
  const head = art.brand || scheme.label;
  const headSize = fitFontSize(head, inner - 70, 22, 13);
  parts.push(text(x + 14, y + 36, headSize, '#ffffff', truncateToWidth(head, inner - 70, headSize), ' font-weight="700"'));
  parts.push(rxMark(text, art.rx, x + w, y + 6, true));
  // Name: large, up to two lines.
  const nameSize = Math.max(18, Math.min(28, fitFontSize(art.name, inner, 28, 18)));
  const nameLines = wrap(art.name, inner, nameSize, 2);
  const nameTop = y + 112;
  nameLines.forEach((line, i) => parts.push(text(x + 14, nameTop + i * (nameSize + 6), nameSize, '#1c1c1c', line, ' font-weight="700"')));
  const afterName = nameTop + (nameLines.length - 1) * (nameSize + 6);
  // Spec line in a pill.
  const spec = truncateToWidth(`规格：${art.ypgg}`, inner - 16, 13);
  parts.push(
    `<rect x="${x + 14}" y="${afterName + 14}" width="${Math.min(inner, textWidthEm(spec) * 13 + 16)}" height="22" rx="11" fill="${scheme.tint}" stroke="${scheme.main}" stroke-opacity="0.4"/>`,
  );
  parts.push(text(x + 22, afterName + 30, 13, scheme.dark, spec));
  // Decorative bands near the foot, then the manufacturer.
  parts.push(`<rect x="${x}" y="${y + h - 58}" width="${w}" height="4" fill="${scheme.main}" fill-opacity="0.85"/>`);
  parts.push(`<rect x="${x}" y="${y + h - 50}" width="${w}" height="2" fill="${scheme.main}" fill-opacity="0.4"/>`);
  const maker = truncateToWidth(art.sccj, inner, 12);
  parts.push(text(x + 14, y + h - 22, 12, '#444444', maker));
  return parts.join('');
}

function sideFace(text: Pen, art: GoodsArt, scheme: Scheme): string {
  const { x, y, w, h } = FRONT;
  const inner = w - 28;
  const parts: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="34" fill="${scheme.main}"/>`];
  parts.push(text(x + 14, y + 23, 15, '#ffffff', truncateToWidth(art.name, inner, 15), ' font-weight="700"'));
  const rows: [string, string][] = [
    ['【规格】', art.ypgg],
    ['【包装】', art.bzdw],
    ['【贮藏】', art.storage || '详见说明书'],
    ['【批准文号】', art.approval || '—'],
  ];
  let cursor = y + 62;
  for (const [label, value] of rows) {
    parts.push(text(x + 14, cursor, 12, scheme.dark, label, ' font-weight="700"'));
    const lines = wrap(value, inner, 12, 2);
    lines.forEach((line, i) => parts.push(text(x + 14, cursor + 17 + i * 16, 12, '#333333', line)));
    cursor += 17 + lines.length * 16 + 8;
  }
  parts.push(rxMark(text, art.rx, x + w, y + h - 56));
  return parts.join('');
}

function backFace(text: Pen, art: GoodsArt, scheme: Scheme): string {
  const { x, y, w, h } = FRONT;
  const inner = w - 28;
  const parts: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="6" fill="${scheme.main}"/>`];
  parts.push(text(x + 14, y + 30, 13, scheme.dark, '请仔细阅读说明书并按说明使用', ' font-weight="700"'));
  const rows: [string, string][] = [
    ['生产企业', art.sccj],
    ['批准文号', art.approval || '—'],
    ['规　　格', art.ypgg],
  ];
  let cursor = y + 56;
  for (const [label, value] of rows) {
    parts.push(text(x + 14, cursor, 11, '#666666', label));
    const lines = wrap(value, inner - 60, 11, 2);
    lines.forEach((line, i) => parts.push(text(x + 74, cursor + i * 15, 11, '#222222', line)));
    cursor += lines.length * 15 + 10;
  }
  parts.push(barcode(text, art.id, x + 14, y + h - 62, 120, 40));
  parts.push(rxMark(text, art.rx, x + w, y + h - 62));
  return parts.join('');
}

const DEFS = [
  '<defs>',
  '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>',
  '<linearGradient id="flap" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.6"/></linearGradient>',
  '<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>',
  '<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1f3f6"/></linearGradient>',
  '</defs>',
].join('');

/**
 * A 400×400 pack shot of a goods' carton, drawn from its data: the kind
 * picks the colour scheme; the front carries brand, name, spec, maker and
 * the Rx/OTC mark, the side panel the spec sheet, the back the approval
 * number and a barcode. Drawn, not photographed, so every goods has one.
 * `lettered: false` draws the print as bars, for thumbnails.
 */
export function goodsPackSvg(art: GoodsArt, view: GoodsImageView = 'front', { lettered = true } = {}): string {
  const scheme = SCHEMES[art.kind] ?? SCHEMES.other!;
  const pen = lettered ? letterPen : barPen;
  const face = view === 'side' ? sideFace(pen, art, scheme) : view === 'back' ? backFace(pen, art, scheme) : frontFace(pen, art, scheme);
  const sideText = view === 'front' ? sidePanelText(pen, [truncateToWidth(art.name, 150, 11)]) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(`${art.name} ${art.ypgg}`)}" font-family="${FONT_FAMILY}">`,
    DEFS,
    `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>`,
    carton(scheme, face),
    sideText,
    '</svg>',
  ].join('');
}
