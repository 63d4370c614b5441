export interface TextPart {
  text: string;
  /** True for the parts that match the keyword. */
  match: boolean;
}

/**
 * Splits `text` around every case-insensitive occurrence of `keyword`, for
 * the bold keyword in a suggestion. A keyword that does not appear literally
 * (pinyin initials such as "amxl" for 阿莫西林) leaves the text whole: the
 * client does not carry a pinyin dictionary just to underline it.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
