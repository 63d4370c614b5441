// The benchmark catalogue: N goods with distinct, realistic identities — real
// generic names × the dosage forms they are sold in × strengths and pack
// sizes that make sense for the form × a few hundred manufacturers — the
// way a wholesaler's catalogue looks (阿莫西林胶囊 0.25g*24粒 from dozens of
// makers, a rare drug from a handful). Deterministic: a seeded PRNG per
// product and per row, so every run and machine benchmarks the same goods.
//
// The pure part (names, specs, makers, allocation, rows) is table-tested in
// catalogue.test.ts; loadCatalogue writes it with the product's own search
// columns (goodsSearchColumns, as the seed does).
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { goods } from '../../server/db/schema';
import type { GoodsKind, PackUnit, RxClass, SeedCategoryPath } from '../../server/db/seed/data/types';
import { pathKey } from '../../server/db/seed/validate';
import { rebuildSearchDictionary } from '../../server/db/search-dictionary';
import { goodsSearchColumns, type GoodsSearchColumns } from '../../server/lib/search-keys';
import { brandStem } from '../../server/services/goods/brand-match';
import { DRUG_GROUPS, FORM_ALIASES, FORMS, MAKER_SUFFIXES, PLACES, REAL_MAKERS, TRADE_WORDS, type DosageForm, type DrugGroup } from './catalogue-data';

/** mulberry32: small, fast, good enough for test data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text: the seed of everything derived from that text. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const between = (rnd: () => number, min: number, max: number) => min + rnd() * (max - min);

/** A drug of a group's table: "通用名:剂型,剂型:规格,规格", or a full name without forms ("红花油"). */
export interface DrugEntry {
  generic: string;
  /** [] when the generic already is the goods name. */
  forms: string[];
  strengths: string[];
}

export function parseDrugs(drugs: string): DrugEntry[] {
  return drugs
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [generic = '', forms = '', strengths = ''] = entry.split(':').map((part) => part.trim());
      const list = (text: string) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      return { generic, forms: list(forms), strengths: list(strengths) };
    });
}

/** The dosage form of a form word (aliases: 滴丸 is sold like 丸); for a bare name, the form its ending names. */
export function dosageForm(form: string): DosageForm {
  const known = FORMS[form] ?? FORMS[FORM_ALIASES[form] ?? ''];
  if (known) return known;
  // A bare name ("正红花油", "复方阿胶浆"): the longest form word it ends with.
  const words = [...Object.keys(FORMS), ...Object.keys(FORM_ALIASES)].sort((a, b) => b.length - a.length);
  const ending = words.find((word) => form.endsWith(word));
  return ending ? dosageForm(ending) : FORMS['合剂']!;
}

/** 阿莫西林 + 胶囊 → 阿莫西林胶囊; 头孢曲松钠 + 粉针 → 注射用头孢曲松钠; a bare name stays. */
export function goodsName(generic: string, form: string | null): string {
  if (form === null) return generic;
  const spec = dosageForm(form);
  return spec.prefix ? `${spec.prefix}${generic}` : `${generic}${form}`;
}

/** 规格 of a form: '{s}*{n}片' with 0.25g and 24 → "0.25g*24片"; without a strength its part is left out. */
export function formatSpec(pattern: string, strength: string, count: number, volume: number | undefined): string {
  let spec = pattern;
  if (!strength) spec = spec.replace(':{s}', '').replace('{s}*', '').replace('{s}', '');
  return spec
    .replace('{s}', strength)
    .replace('{n}', String(count))
    .replace('{v}', String(volume ?? ''));
}

/** One sellable product: a name in one 规格, made by one or more makers. */
export interface CatalogueProduct {
  name: string;
  generic: string;
  ypgg: string;
  /** Counted units in the pack (price basis). */
  units: number;
  form: DosageForm;
  group: DrugGroup;
  /** How many makers sell it, relative to the others. */
  weight: number;
}

/** Pack variants offered per name: at most this many of strengths × counts × volumes. */
const VARIANTS_PER_NAME = 3;

/** Every product of the word lists, in table order; (name, 规格) pairs are distinct. */
export function catalogueProducts(groups: readonly DrugGroup[] = DRUG_GROUPS): CatalogueProduct[] {
  const products: CatalogueProduct[] = [];
  const seen = new Set<string>();
  for (const group of groups) {
    for (const [index, entry] of parseDrugs(group.drugs).entries()) {
      // Common drugs are sold by many makers, rare ones by a few; each
      // group's table lists its best-known drugs first.
      const popularity = (0.15 + 2.85 * random(hashOf(entry.generic))() ** 2) * (index === 0 ? 3 : index < 3 ? 1.5 : 1);
      const forms: (string | null)[] = entry.forms.length ? entry.forms : [null];
      forms.forEach((form, formIndex) => {
        const name = goodsName(entry.generic, form);
        const spec = dosageForm(form ?? entry.generic);
        const strengths = entry.strengths.length ? entry.strengths : spec.strengths?.length ? spec.strengths : [''];
        const variants: { ypgg: string; units: number }[] = [];
        for (const strength of strengths) {
          for (const count of spec.counts) {
            for (const volume of spec.volumes ?? [undefined]) variants.push({ ypgg: formatSpec(spec.spec, strength, count, volume), units: count });
          }
        }
        const rnd = random(hashOf(name));
        // A seeded partial shuffle picks the name's variants.
        for (let i = 0; i < Math.min(VARIANTS_PER_NAME, variants.length); i++) {
          const j = i + Math.floor(rnd() * (variants.length - i));
          [variants[i], variants[j]] = [variants[j]!, variants[i]!];
          const variant = variants[i]!;
          const key = `${name}|${variant.ypgg}`;
          if (seen.has(key)) continue;
          seen.add(key);
          // The first form listed is the common one; the first variant the common pack.
          const weight = popularity * (formIndex === 0 ? 1.5 : 1) * (i === 0 ? 1 : 0.6);
          products.push({ name, generic: entry.generic, ypgg: variant.ypgg, units: variant.units, form: spec, group, weight });
        }
      });
    }
  }
  return products;
}

export interface Maker {
  name: string;
  /** Province code: the approval numbers' first two digits. */
  code: string;
  /** Trade word (字号), a goods' 商品名 when it is sold under the maker's brand. */
  word: string;
}

/** A prime, so every step 1…MAKER_COUNT-1 walks all makers once (catalogueGoods). */
export const MAKER_COUNT = 307;

/** The real makers, then place × trade word × legal form in a seeded order, MAKER_COUNT in all, distinct. */
export function catalogueMakers(): Maker[] {
  const makers: Maker[] = REAL_MAKERS.map(([name, code]) => ({ name, code, word: brandStem(name) }));
  const names = new Set(makers.map((maker) => maker.name));
  const rnd = random(0x5eed);
  const pairs = PLACES.flatMap(([place, code]) => TRADE_WORDS.map((word) => ({ place, code, word })));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  for (const pair of pairs) {
    if (makers.length >= MAKER_COUNT) break;
    const name = `${pair.place}${pair.word}${MAKER_SUFFIXES[hashOf(pair.place + pair.word) % MAKER_SUFFIXES.length]}`;
    if (names.has(name)) continue;
    names.add(name);
    makers.push({ name, code: pair.code, word: pair.word });
  }
  return makers;
}

/**
 * Whole counts proportional to the weights, each at most `cap` and at least
 * 1 when the total allows every weight one, summing to exactly `total`
 * (throws when total > weights × cap).
 */
export function allocate(weights: readonly number[], total: number, cap: number): number[] {
  if (total > weights.length * cap) throw new Error(`${total} goods do not fit ${weights.length} products × ${cap} makers`);
  const least = total >= weights.length ? 1 : 0;
  const countsAt = (factor: number) => weights.map((weight) => Math.min(cap, Math.max(least, Math.floor(weight * factor))));
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  // The smallest factor whose counts reach the total, by bisection.
  let low = 0;
  let high = 1;
  while (sum(countsAt(high)) < total) high *= 2;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (sum(countsAt(middle)) >= total) high = middle;
    else low = middle;
  }
  const counts = countsAt(high);
  // Trim the excess from the largest counts, one each.
  let excess = sum(counts) - total;
  const order = counts.map((_, i) => i).sort((a, b) => counts[b]! - counts[a]! || a - b);
  for (let k = 0; excess > 0; k = (k + 1) % order.length) {
    const i = order[k]!;
    if (counts[i]! > least) {
      counts[i]!--;
      excess--;
    }
  }
  return counts;
}

/** A goods row of the catalogue, before its category id and search columns. */
export interface CatalogueGoods {
  name: string;
  brand: string;
  sccj: string;
  ypgg: string;
  bzdw: PackUnit;
  approval: string;
  category: SeedCategoryPath;
  kind: GoodsKind;
  rx: RxClass;
  priceFen: number;
  retailFen: number;
  stock: number;
  step: number;
  minBuy: number;
  validMonths: number;
  batchNo: string;
  expiryDate: string;
  isYoux: boolean;
  isFreeShipping: boolean;
  storage: string;
  sales: number;
}

/** The identity that makes a goods distinct: name, 规格 and maker. */
export const goodsKey = (item: { name: string; ypgg: string; sccj: string }) => `${item.name}|${item.ypgg}|${item.sccj}`;

const EXPIRY_BASE = Date.UTC(2027, 2, 1);

function goodsRow(product: CatalogueProduct, maker: Maker): CatalogueGoods {
  const rnd = random(hashOf(`${product.name}|${product.ypgg}|${maker.name}`));
  const productRnd = random(hashOf(`${product.name}|${product.ypgg}`));
  const [minFen, maxFen] = product.form.unitFen;
  const unitFen = between(productRnd, minFen, maxFen);
  const priceFen = Math.max(10, Math.round(unitFen * product.units * between(rnd, 0.75, 1.35)));
  const step = priceFen < 500 ? 10 : 1;
  // One approval per drug and maker: every pack of it shares the number.
  const approvalDigits = String(hashOf(`${product.generic}|${maker.name}`) % 1_000_000).padStart(6, '0');
  const nameBrandRoll = random(hashOf(`${product.name}|${maker.name}`))();
  return {
    name: product.name,
    // Some makers sell under their trade word (修正, 仁和); most goods carry the generic name only.
    brand: nameBrandRoll < 0.15 ? maker.word : '',
    sccj: maker.name,
    ypgg: product.ypgg,
    bzdw: product.form.bzdw,
    approval: `国药准字${product.group.letter}${maker.code}${approvalDigits}`,
    category: product.group.category,
    kind: product.group.kind,
    rx: product.group.rx,
    priceFen,
    retailFen: Math.round(priceFen * between(rnd, 1.25, 1.9)),
    stock: rnd() < 0.08 ? 0 : Math.floor(rnd() * 5000),
    step,
    minBuy: step,
    validMonths: rnd() < 0.5 ? 24 : 36,
    batchNo: `${2025 + Math.floor(rnd() * 2)}${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}${String(Math.floor(rnd() * 1000)).padStart(3, '0')}`,
    expiryDate: new Date(EXPIRY_BASE + Math.floor(between(rnd, -120, 600)) * 86_400_000).toISOString().slice(0, 10),
    isYoux: rnd() < 0.06,
    isFreeShipping: rnd() < 0.05,
    storage: product.form.storage,
    sales: Math.floor(rnd() ** 3 * 30_000),
  };
}

/**
 * `count` goods, distinct by name + 规格 + maker and from every key in
 * `exclude` (goods already in the database), in a seeded shuffled order
 * (ids do not follow names, as in a catalogue that grew over time).
 */
export function catalogueGoods(count: number, exclude: ReadonlySet<string> = new Set()): CatalogueGoods[] {
  const products = catalogueProducts();
  const makers = catalogueMakers();
  // Leave room for makers skipped because their goods already exist.
  const counts = allocate(
    products.map((product) => product.weight),
    count,
    makers.length - 10,
  );
  const rows: CatalogueGoods[] = [];
  products.forEach((product, p) => {
    const h = hashOf(`${product.name}|${product.ypgg}`);
    const offset = h % makers.length;
    const stride = 1 + ((Math.imul(h, 0x9e3779b1) >>> 0) % (makers.length - 1));
    for (let j = 0, taken = 0; taken < counts[p]! && j < makers.length; j++) {
      const row = goodsRow(product, makers[(offset + j * stride) % makers.length]!);
      if (exclude.has(goodsKey(row))) continue;
      rows.push(row);
      taken++;
    }
  });
  if (rows.length !== count) throw new Error(`catalogue: ${rows.length} goods instead of ${count}`);
  const rnd = random(0xc0ffee);
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

async function leafIdsOf(db: Database): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    SELECT leaf.id, top.name AS top, middle.name AS middle, leaf.name AS leaf
    FROM categories leaf JOIN categories middle ON middle.id = leaf.parent_id JOIN categories top ON top.id = middle.parent_id
    WHERE leaf.level = 3`);
  return new Map(
    rowsOf<{ id: number; top: string; middle: string; leaf: string }>(result).map((row) => [pathKey([row.top, row.middle, row.leaf]), Number(row.id)]),
  );
}

async function secondaryIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = 'goods'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  return rowsOf<{ indexname: string; indexdef: string }>(result).map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

export interface LoadedCatalogue {
  before: number;
  inserted: number;
  /** Distinct goods names and makers in the whole goods table afterwards. */
  names: number;
  makers: number;
}

/**
 * Fills the goods table up to `target` rows with catalogue goods (after the
 * base seed: its categories are the goods' categories, its curated goods
 * are kept and never duplicated). Multi-row INSERTs of 1,000 with the
 * secondary indexes dropped and rebuilt once, then VACUUM ANALYZE and the
 * search dictionary rebuilt, as after any bulk load.
 */
export async function loadCatalogue(db: Database, target: number, onProgress?: (done: number, total: number) => void): Promise<LoadedCatalogue> {
  const existing = rowsOf<{ name: string; ypgg: string; sccj: string }>(await db.execute(sql`SELECT name, ypgg, sccj FROM goods`));
  const before = existing.length;
  if (before === 0) throw new Error('商品表为空：请先运行基础种子数据 / run the base seed first');
  const toInsert = Math.max(0, target - before);
  const rows = toInsert ? catalogueGoods(toInsert, new Set(existing.map(goodsKey))) : [];
  const leafIds = await leafIdsOf(db);

  // pinyin-pro is the slow part; a name + brand + maker repeats over its packs.
  const memo = new Map<string, GoodsSearchColumns>();
  const searchColumns = (item: CatalogueGoods) => {
    const key = `${item.name}\u0000${item.brand}\u0000${item.sccj}`;
    let columns = memo.get(key);
    if (!columns) memo.set(key, (columns = goodsSearchColumns(item)));
    return columns;
  };

  const rebuild = toInsert >= 10_000 ? await secondaryIndexes(db) : [];
  for (const index of rebuild) await db.execute(sql.raw(`DROP INDEX "${index.name.replace(/"/g, '""')}"`));
  const BATCH = 1000;
  for (let done = 0; done < rows.length; done += BATCH) {
    const values = rows.slice(done, done + BATCH).map((item) => {
      const categoryId = leafIds.get(pathKey(item.category));
      if (categoryId === undefined) throw new Error(`分类路径不存在：${pathKey(item.category)}`);
      const { category: _category, ...fields } = item;
      return { ...fields, categoryId, isBuy: true, ...searchColumns(item) };
    });
    await db.insert(goods).values(values);
    onProgress?.(done + values.length, rows.length);
  }
  for (const index of rebuild) await db.execute(sql.raw(index.definition));
  await db.execute(sql`VACUUM ANALYZE goods`);
  await rebuildSearchDictionary(db);
  await db.execute(sql`VACUUM ANALYZE search_dictionary`);
  const [counts] = rowsOf<{ names: number; makers: number }>(
    await db.execute(sql`SELECT count(DISTINCT name)::int AS names, count(DISTINCT sccj)::int AS makers FROM goods`),
  );
  return { before, inserted: rows.length, names: Number(counts?.names ?? 0), makers: Number(counts?.makers ?? 0) };
}
