// docs/product/constants.md tag colours: 优, 秒, 特, 新 red; 满 orange; 换购 blue; 赠 pink.
// Goods tags arrive as free text ({name, describe, is_show, isLadder}, docs/product/entities.md), so
// a name may be longer than its marker ("满减", "秒杀", "加价换购"). Matching
// order: the exact marker first; then 换购 anywhere in the name (it is a
// two-character marker and usually follows a qualifier such as 加价); then the
// first character against the single-character markers; otherwise grey.
// So "满额换购" is blue (换购 wins over the leading 满) and "满赠" is orange.

export type TagColor = 'red' | 'orange' | 'blue' | 'pink' | 'grey';

export const TAG_COLORS: Readonly<Record<string, TagColor>> = Object.freeze({
  优: 'red',
  秒: 'red',
  特: 'red',
  新: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
});

const TRADE_IN = '换购';

// Own keys only: a tag named "constructor" must not find Object.prototype's.
function markerColor(marker: string): TagColor | undefined {
  return Object.hasOwn(TAG_COLORS, marker) ? TAG_COLORS[marker] : undefined;
}

/** Colour of a goods tag by its name; surrounding whitespace is ignored. */
export function tagColor(name: string): TagColor {
  const text = name.trim();
  const exact = markerColor(text);
  if (exact) return exact;
  if (text.includes(TRADE_IN)) return markerColor(TRADE_IN) ?? 'grey';
  return markerColor(text.charAt(0)) ?? 'grey';
}

export interface GoodsTag {
  name: string;
  describe?: string;
  is_show?: number | string | boolean | null;
  isLadder?: unknown;
}

// The API is PHP-backed and may send flags as "0"/"1" strings; a string "0"
// is truthy in JavaScript but means hidden, so it is treated as hidden.
function isShown(flag: GoodsTag['is_show']): boolean {
  return Boolean(flag) && flag !== '0';
}

/** Tags to display: those whose is_show is set; order kept. */
export function visibleTags<T extends Pick<GoodsTag, 'is_show'>>(tags: readonly T[] | null | undefined): T[] {
  return (tags ?? []).filter((tag) => isShown(tag.is_show));
}

/**
 * The goods' promotions among its tags: 满 (满减/满赠), 赠, 换购 and 特 — the
 * tags /api/goods/activities lists goods by — that are shown and say what
 * they give (a describe). Order kept, one line each on the product page.
 */
export function activityTags<T extends GoodsTag>(tags: readonly T[] | null | undefined): T[] {
  return visibleTags(tags).filter((tag) => {
    const name = tag.name.trim();
    const isActivity = name.includes(TRADE_IN) || ['满', '赠', '特'].includes(name.charAt(0));
    return isActivity && Boolean(tag.describe?.trim());
  });
}
