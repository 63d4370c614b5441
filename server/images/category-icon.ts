import { BRAND_COLOR } from './svg';

/**
 * Line icons of the top categories, keyed like the seed's CategoryIcon.
 * Drawn on a 24×24 grid with a round 1.6 stroke; `dark` is the menu's
 * normal state, `light` the highlighted one (white on the brand colour).
 */
const ICON_PATHS: Record<string, string> = {
  // 西药: a capsule.
  pill: '<rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)"/><path d="M9.5 9.5l5 5"/>',
  // 中成药: a leaf.
  herb: '<path d="M5 19c0-8 5-14 14-14 0 9-6 14-14 14z"/><path d="M5 19l8-8"/>',
  // 中药饮片: a bowl of slices.
  slices: '<path d="M3 12h18a9 7 0 0 1-18 0z"/><path d="M8 9.5c0-2.2 1-4 3-5.5"/><path d="M12.5 9.5c.3-2 1.6-3.6 4-4.5"/>',
  // 医疗器械: a stethoscope.
  device: '<path d="M6 3v5a5 5 0 0 0 10 0V3"/><path d="M11 13v2a4 4 0 0 0 8 0v-2"/><circle cx="19" cy="11" r="2"/>',
  // 保健食品: a heart with a cross.
  health: '<path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"/><path d="M12 10v5M9.5 12.5h5"/>',
  // 计生用品: two people.
  family: '<circle cx="8" cy="7" r="3"/><circle cx="16.5" cy="8.5" r="2.5"/><path d="M2.5 20a5.5 5.5 0 0 1 11 0"/><path d="M13 20a4 4 0 0 1 8 0"/>',
  // 个人护理: a pump bottle.
  care: '<path d="M9 3h5M11.5 3v3"/><path d="M9 6h5l1 3H8z"/><rect x="7" y="9" width="9" height="12" rx="2"/>',
  // 消毒用品: a drop with a cross.
  disinfect: '<path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z"/><path d="M12 11v6M9 14h6"/>',
  // 母婴用品: a feeding bottle.
  baby: '<path d="M10 2h4v3h-4z"/><path d="M9 5h6l1 3v11a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8z"/><path d="M8 12h3M8 15h3"/>',
};

export type IconTone = 'dark' | 'light';

export function isCategoryIcon(key: string): boolean {
  return Object.hasOwn(ICON_PATHS, key);
}

/** logo (dark) and logo1 (light) of a top category in GET /api/focus/common. */
export function categoryIconUrl(key: string, tone: IconTone): string {
  return tone === 'light' ? `/img/category/${key}.svg?tone=light` : `/img/category/${key}.svg`;
}

export function categoryIconSvg(key: string, tone: IconTone): string | null {
  if (!isCategoryIcon(key)) return null;
  const color = tone === 'light' ? '#ffffff' : BRAND_COLOR;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none" ` +
    `stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[key]}</svg>`
  );
}
