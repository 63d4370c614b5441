import { customPinyin, pinyin, polyphonic } from 'pinyin-pro';

// pinyin-pro reads 重 in 重组 as "zhong" (its general-language default).
// In drug names these words have the reading pharmacists use; the custom
// dictionary makes the canonical keys (and so exact/prefix ranking) right.
customPinyin({
  重组: 'chóng zǔ',
  重楼: 'chóng lóu',
  重酒石酸: 'chóng jiǔ shí suān',
  还少: 'huán shǎo',
  长春: 'cháng chūn',
  长效: 'cháng xiào',
  地黄: 'dì huáng',
  地龙: 'dì lóng',
  地塞米松: 'dì sāi mǐ sōng',
  单硝酸: 'dān xiāo suān',
  藏药: 'zàng yào',
});

export interface SearchKeys {
  /** Full pinyin without tones or spaces: 阿莫西林 → "amoxilin". */
  pinyin: string;
  /** First letters: 阿莫西林 → "amxl" (the header's "pinyin abbreviation" search). */
  initials: string;
}

const clean = (parts: readonly string[]) =>
  parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const BASE = { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true } as const;

/**
 * Pinyin keys of a name, lower case. Letters and digits in the name are kept
 * as they are ("维生素C" → "weishengsuc" / "wssc"), other symbols dropped, so
 * the keys are what a buyer types on a keyboard.
 */
export function searchKeys(text: string): SearchKeys {
  const syllables = pinyin(text, BASE);
  const initials = pinyin(text, { ...BASE, pattern: 'first' });
  return { pinyin: clean(syllables), initials: clean(initials) };
}

// A long name with many polyphonic characters would give hundreds of
// variants if every combination were kept; buyers mistype one reading at a
// time, so variants change one character and are capped.
const MAX_VARIANTS = 24;

/**
 * Other readings of a name: for each polyphonic character, the keys with that
 * one character read another way (重组 → "zhongzu" / "zz" besides the
 * canonical "chongzu" / "cz"). A buyer who picks the other reading still
 * finds the goods; exact and prefix ranking stay on any key.
 */
export function alternativeKeys(text: string, canonical: SearchKeys = searchKeys(text)): string[] {
  const chars = [...text];
  const readings = polyphonic(text, { toneType: 'none', type: 'array', v: true });
  const base = pinyin(text, { ...BASE, nonZh: 'spaced' });
  // polyphonic() and the spaced pinyin() give one entry per character.
  if (readings.length !== chars.length || base.length !== chars.length) return [];
  const seen = new Set([canonical.pinyin, canonical.initials]);
  const variants: string[] = [];
  const add = (key: string) => {
    if (key && !seen.has(key) && variants.length < MAX_VARIANTS) {
      seen.add(key);
      variants.push(key);
    }
  };
  for (let i = 0; i < chars.length; i++) {
    for (const reading of readings[i] ?? []) {
      if (reading === base[i] || !/^[a-z]+$/.test(reading)) continue;
      const syllables = base.map((syllable, j) => (j === i ? reading : syllable));
      add(clean(syllables));
      add(clean(syllables.map((syllable) => syllable.slice(0, 1))));
    }
  }
  return variants;
}

/**
 * The words one goods text is found by, space-separated: canonical full
 * pinyin, canonical initials, then the alternative readings. Search matches
 * a typed pinyin inside one word (the spaces keep a match from running
 * across two keys), ranks it exact when it equals a word and prefix when it
 * starts one.
 */
export function keyWords(...texts: string[]): string {
  const words: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const keys = searchKeys(text);
    words.push(keys.pinyin, keys.initials, ...alternativeKeys(text, keys));
  }
  return [...new Set(words.filter(Boolean))].join(' ');
}

/** Lower-cased, whitespace-free form that Chinese keywords are compared in. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/**
 * The n-grams a row is indexed by (a GIN index over a text[] column): every
 * character and every pair of adjacent characters of the texts (lower-cased,
 * without whitespace), and the letter pairs of the pinyin key words. Trigram
 * indexes cannot serve 1- and 2-character keywords (a 2-character Chinese
 * keyword has no trigram at all), so those look for their gram here:
 * `grams @> ARRAY['阿莫']`.
 */
export function searchGrams(texts: readonly string[], words: string): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const chars = [...normalizeText(text)];
    for (let i = 0; i < chars.length; i++) {
      grams.add(chars[i]!);
      if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
    }
  }
  for (const word of words.split(' ')) {
    for (let i = 0; i + 1 < word.length; i++) grams.add(word.slice(i, i + 2));
  }
  return [...grams];
}

/** Grams of a keyword, as searchGrams would have stored them (for `@>`). */
export function keywordGrams(keyword: string): string[] {
  const chars = [...normalizeText(keyword)];
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The search columns of a goods row (schema/goods.ts), computed on write. */
export interface GoodsSearchColumns {
  namePinyin: string;
  nameInitials: string;
  sccjPinyin: string;
  sccjInitials: string;
  nameKeys: string;
  nameGrams: string[];
  sccjKeys: string;
  sccjGrams: string[];
}

export function goodsSearchColumns(item: { name: string; brand?: string | null; sccj: string }): GoodsSearchColumns {
  const nameKeys = searchKeys(item.name);
  const sccjKeys = searchKeys(item.sccj);
  const brand = item.brand ?? '';
  const nameWords = keyWords(item.name, brand);
  const sccjWords = keyWords(item.sccj);
  return {
    namePinyin: nameKeys.pinyin,
    nameInitials: nameKeys.initials,
    sccjPinyin: sccjKeys.pinyin,
    sccjInitials: sccjKeys.initials,
    nameKeys: nameWords,
    nameGrams: searchGrams([item.name, brand], nameWords),
    sccjKeys: sccjWords,
    sccjGrams: searchGrams([item.sccj], sccjWords),
  };
}
