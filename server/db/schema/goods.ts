import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';

/** One ladder tier: from/up to `number` units the unit price is `price` fen (shared/domain/ladder). */
export interface LadderTierJson {
  number: number;
  /** Unit price in fen. */
  price: number;
}

/** A goods tag as docs/product/entities.md lists it; flags are 0/1 like the rest of the API. */
export interface GoodsTagJson {
  name: string;
  describe: string;
  is_show: 0 | 1;
  isLadder: 0 | 1;
}

/**
 * Goods (docs/product/entities.md "Goods"). Money is integer fen: price_fen is the spec's
 * base_price (the buyer's wholesale price), retail_fen the suggested retail
 * price. Column names keep the spec's pinyin abbreviations where the API
 * uses them (sccj 生产厂家, ypgg 规格, bzdw 包装单位).
 *
 * name_pinyin / name_initials / sccj_pinyin / sccj_initials are written with
 * the row (server/lib/search-keys.ts, pinyin-pro) so search can match
 * "amxl" or "amoxilin" against 阿莫西林 with plain indexes.
 *
 * Search columns (server/lib/search-keys.ts goodsSearchColumns, written with
 * the row; server/services/search/goods-match.ts reads them):
 * - name_keys / sccj_keys: space-separated pinyin words (full pinyin,
 *   initials, other readings of polyphonic characters; name_keys also the
 *   brand's), trigram-indexed for pinyin keywords of 3+ letters.
 * - name_grams / sccj_grams: every character and adjacent pair of the text
 *   (name + brand) plus the letter pairs of the key words, GIN-indexed: a
 *   1–2 character keyword has no trigram, and the database's collation may
 *   not count Chinese as word characters for pg_trgm, so Chinese keywords of
 *   any length are matched through their pairs here.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** 商品名 / brand; '' when the goods is sold under its generic name. */
    brand: text('brand').notNull().default(''),
    sccj: text('sccj').notNull(),
    ypgg: text('ypgg').notNull(),
    bzdw: text('bzdw').notNull(),
    /** 批准文号 / 注册证号 / 执行标准. */
    approval: text('approval').notNull().default(''),
    /** The wholesaler's own goods code (商品编码), bound by its ERP's first catalogue row that names it with the id; null until then. */
    erpCode: text('erp_code'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** western | patent | slices | device | health | other; combination for a 套餐 (schema/combinations.ts), never listed as goods. */
    kind: text('kind').notNull(),
    /** rx | otc-a | otc-b | none. */
    rx: text('rx').notNull(),
    priceFen: integer('price_fen').notNull(),
    retailFen: integer('retail_fen').notNull().default(0),
    /** Units in stock (spec: number); 0 = 缺货. */
    stock: integer('stock').notNull().default(0),
    /** 中包装: quantities are multiples of it. */
    step: integer('step').notNull().default(1),
    minBuy: integer('min_buy').notNull().default(1),
    isBuy: boolean('is_buy').notNull().default(true),
    validMonths: integer('valid_months').notNull().default(0),
    /** 批号 of the batch on sale; order lines copy it, and its 质检报告 is found by it (schema/inspection-reports.ts). */
    batchNo: text('batch_no').notNull().default(''),
    /** 有效期至 of the batch on sale. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    ladderPrice: jsonb('ladder_price').$type<LadderTierJson[]>().notNull().default([]),
    /** 1 "up to N" tiers, 2 "from N" tiers (shared/domain/ladder); 0 without a ladder. */
    ladderPriceType: smallint('ladder_price_type').notNull().default(0),
    tags: jsonb('tags').$type<GoodsTagJson[]>().notNull().default([]),
    /** Belongs to the free-shipping zone (/yx). */
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    /** Quantity from which a free-shipping goods ships free; 0 = any quantity. */
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    /** Single-item free shipping (单品包邮) once the quantity reaches qg_number. */
    isDpby: boolean('is_dpby').notNull().default(false),
    qgNumber: integer('qg_number').notNull().default(0),
    /** 优选 (preferred) goods. */
    isYoux: boolean('is_youx').notNull().default(false),
    /** 0 normal, 1 seckill (秒杀). */
    type: smallint('type').notNull().default(0),
    /** 含麻黄碱类复方制剂: purchases are limited and receipted (/hmdd). */
    isEphedrine: boolean('is_ephedrine').notNull().default(false),
    storage: text('storage').notNull().default(''),
    usage: text('usage').notNull().default(''),
    sales: integer('sales').notNull().default(0),
    namePinyin: text('name_pinyin').notNull().default(''),
    nameInitials: text('name_initials').notNull().default(''),
    sccjPinyin: text('sccj_pinyin').notNull().default(''),
    sccjInitials: text('sccj_initials').notNull().default(''),
    nameKeys: text('name_keys').notNull().default(''),
    nameGrams: text('name_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sccjKeys: text('sccj_keys').notNull().default(''),
    sccjGrams: text('sccj_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // What a list page filters and shows past each index's leading keys, in every covering index (migration 0031).
    const listed = [t.categoryId, t.sccj, t.priceFen, t.stock, t.isBuy, t.expiryDate, t.isFreeShipping];
    return [
      uniqueIndex('goods_erp_code_key').on(t.erpCode),
      index('goods_category_id_idx').on(t.categoryId),
      index('goods_name_keys_trgm_idx').using('gin', t.nameKeys.op('gin_trgm_ops')),
      index('goods_sccj_keys_trgm_idx').using('gin', t.sccjKeys.op('gin_trgm_ops')),
      index('goods_name_grams_idx').using('gin', t.nameGrams),
      index('goods_sccj_grams_idx').using('gin', t.sccjGrams),
      // Covering indexes of /api/goods/list (migration 0031): a page's ids and
      // the count come from index-only scans, never from the wide rows.
      index('goods_list_name_idx').on(t.name, t.brand, t.kind, t.isYoux, t.sales, t.id, ...listed),
      index('goods_list_sccj_idx').on(t.sccj, t.kind, t.isYoux, t.sales, t.id, ...listed.filter((column) => column !== t.sccj)),
      index('goods_list_order_idx').on(t.isYoux.desc().nullsFirst(), t.sales.desc().nullsFirst(), t.id, t.kind, ...listed),
      // Orders reserve stock with conditional updates; this makes an oversell
      // impossible even for a writer that forgets the condition.
      check('goods_stock_not_negative', sql`${t.stock} >= 0`),
    ];
  },
);

export type GoodsRow = typeof goods.$inferSelect;
