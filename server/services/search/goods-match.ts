import { sql, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { keywordGrams, normalizeText } from '../../lib/search-keys';

/** 1: drug names (name and brand), 2: manufacturers (sccj). */
export type SearchType = 1 | 2;

export interface KeywordFilter {
  /** Condition on the goods row; served by the GIN indexes of migration 0003. */
  where: SQL;
  /** 0 exact, 1 prefix, 2 substring: order by it ascending, then by your own order. */
  rank: SQL<number>;
}

/** What a keyword is matched as. */
export type KeywordForm = { kind: 'none' } | { kind: 'pinyin'; key: string } | { kind: 'text'; text: string; terms: string[] };

// Anything outside ASCII is read as Chinese text (or other typed text); an
// ASCII keyword is pinyin (full or initials, spaces allowed: "amoxi lin").
const NON_ASCII = /\P{ASCII}/u;

/**
 * Classifies a keyword. Pinyin keys keep only [a-z0-9], so LIKE patterns
 * built from them need no escaping; text keywords are compared with strpos
 * and array containment, never a pattern, so %, _, quotes and backslashes
 * are literal characters.
 */
export function keywordForm(keywords: string): KeywordForm {
  const trimmed = keywords.trim();
  if (!trimmed) return { kind: 'none' };
  if (NON_ASCII.test(trimmed)) {
    // "阿莫 胶囊": every term must occur; ranking compares the whole keyword.
    const terms = trimmed.toLowerCase().split(/\s+/).filter(Boolean);
    return { kind: 'text', text: normalizeText(trimmed), terms };
  }
  const key = trimmed.toLowerCase().replace(/[^a-z0-9]/g, '');
  // Only symbols ("%", "'"): nothing a goods is found by.
  return key ? { kind: 'pinyin', key } : { kind: 'text', text: normalizeText(trimmed), terms: [] };
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The columns a keyword is matched against: lower-cased texts (Chinese
 * keywords), the space-separated pinyin key words (pg_trgm) and the grams
 * (GIN text[]). The goods table and the search dictionary
 * (search-dictionary.ts) hold the same kinds of columns, so both are matched
 * and ranked by the same SQL.
 */
export interface MatchColumns {
  texts: SQL[];
  keys: SQL;
  grams: SQL;
}

function columnsOf(type: SearchType): MatchColumns {
  return type === 1
    ? { texts: [sql`lower(${goods.name})`, sql`lower(${goods.brand})`], keys: sql`${goods.nameKeys}`, grams: sql`${goods.nameGrams}` }
    : { texts: [sql`lower(${goods.sccj})`], keys: sql`${goods.sccjKeys}`, grams: sql`${goods.sccjGrams}` };
}

function anyOf(parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function pinyinFilter(key: string, columns: MatchColumns): KeywordFilter {
  // Key words are separated by single spaces: ' '||keys||' ' contains
  // ' key ' for an exact word, ' key' for a word it starts.
  const padded = sql`(' ' || ${columns.keys} || ' ')`;
  const where =
    key.length >= 3
      ? // pg_trgm: LIKE '%key%' is answered from the trigram index.
        sql`${columns.keys} LIKE ${`%${key}%`}`
      : key.length === 2
        ? sql`${columns.grams} @> ${textArray([key])}`
        : // One letter: only words starting with it (a substring would be almost everything).
          sql`${padded} LIKE ${`% ${key}%`}`;
  const rank = sql<number>`(CASE WHEN strpos(${padded}, ${` ${key} `}) > 0 THEN 0 WHEN strpos(${padded}, ${` ${key}`}) > 0 THEN 1 ELSE 2 END)`;
  return { where, rank };
}

function textFilter(text: string, terms: readonly string[], columns: MatchColumns): KeywordFilter {
  if (terms.length === 0) return { where: sql`false`, rank: sql<number>`2` };
  // The grams narrow the rows through the GIN index; strpos confirms the
  // term really occurs in one text (pairs could come from name and brand).
  const grams = [...new Set(terms.flatMap(keywordGrams))];
  const occurs = terms.map((term) => anyOf(columns.texts.map((column) => sql`strpos(${column}, ${term}) > 0`)));
  const where = sql`(${columns.grams} @> ${textArray(grams)} AND ${sql.join(occurs, sql` AND `)})`;
  const exact = anyOf(columns.texts.map((column) => sql`${column} = ${text}`));
  const prefix = anyOf(columns.texts.map((column) => sql`starts_with(${column}, ${text})`));
  const rank = sql<number>`(CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END)`;
  return { where, rank };
}

/**
 * The goods-table condition and rank for a search keyword: type 1 matches the
 * name and brand, type 2 the manufacturer, by Chinese text (any length, 1–2
 * characters included), full pinyin or initials (any reading of a
 * polyphonic character). null when the keyword is empty after trimming —
 * no keyword filter at all.
 */
export function goodsKeywordFilter(keywords: string, type: SearchType): KeywordFilter | null {
  return keywordFilterOn(keywords, columnsOf(type));
}

/** The condition and rank of a keyword on any columns of the goods' kind (null: empty keyword). */
export function keywordFilterOn(keywords: string, columns: MatchColumns): KeywordFilter | null {
  const form = keywordForm(keywords);
  if (form.kind === 'none') return null;
  return form.kind === 'pinyin' ? pinyinFilter(form.key, columns) : textFilter(form.text, form.terms, columns);
}
