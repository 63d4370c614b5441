import { pinyin } from 'pinyin-pro';

export interface SearchKeys {
  /** Full pinyin without tones or spaces: 阿莫西林 → "amoxilin". */
  pinyin: string;
  /** First letters: 阿莫西林 → "amxl" (the header's "pinyin abbreviation" search). */
  initials: string;
}

/**
 * Pinyin keys of a name, lower case. Letters and digits in the name are kept
 * as they are ("维生素C" → "weishengsuc" / "wssc"), other symbols dropped, so
 * the keys are what a buyer types on a keyboard.
 */
export function searchKeys(text: string): SearchKeys {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const clean = (parts: string[]) => parts.join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  return { pinyin: clean(syllables), initials: clean(initials) };
}
