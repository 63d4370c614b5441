import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BrandRow } from '../../db/schema';
import { COMBINATION_KIND, goods } from '../../db/schema';

// Legal-form and trade words that end a manufacturer's trading name:
// 华润三九医药股份有限公司 → 华润三九, 哈药集团三精制药有限公司 → 哈药.
const NAME_ENDS = ['医药', '药业', '集团', '股份', '制药', '医疗', '有限', '科技'];
const MIN_STEM_CHARS = 2;

/**
 * The manufacturer's trading name, from the brand's main manufacturer: the
 * text before the first legal-form word. It is what the brand's sister
 * companies share (华润三九（枣庄）药业, 浙江华润三九众益制药).
 */
export function brandStem(sccj: string): string {
  let end = sccj.length;
  for (const word of NAME_ENDS) {
    const at = sccj.indexOf(word);
    if (at >= MIN_STEM_CHARS && at < end) end = at;
  }
  return sccj.slice(0, end);
}

function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Goods of a brand: made by its main manufacturer, or by a company whose
 * name carries the brand's trading name or the brand name itself (同仁堂's
 * 饮片 and 科技 companies, 石药's 中诺). The brands table keeps the main
 * manufacturer only, so the match is derived from it (docs/decisions.md ADR-020).
 */
export function brandGoodsCondition(brand: Pick<BrandRow, 'name' | 'sccj'>): SQL {
  const parts: SQL[] = [sql`${goods.sccj} ilike ${likeText(brand.name)}`];
  if (brand.sccj) {
    parts.push(eq(goods.sccj, brand.sccj));
    const stem = brandStem(brand.sccj);
    if (stem.length >= MIN_STEM_CHARS) parts.push(sql`${goods.sccj} ilike ${likeText(stem)}`);
  }
  // 套餐 rows are not a brand's goods (goods/combinations notCombination).
  return and(or(...parts), ne(goods.kind, COMBINATION_KIND))!;
}
