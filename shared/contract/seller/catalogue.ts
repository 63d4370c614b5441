import { z } from 'zod';
import { defineSellerCall } from './define';

/** Most rows one catalogue call takes (an ERP sends a full price list in a few calls). */
export const CATALOGUE_MAX_ROWS = 10_000;

/** The wholesaler's own goods code (商品编码): what its ERP keys goods by. */
export const goodsCodeSchema = z
  .string()
  .trim()
  .min(1, '商品编码不能为空')
  .max(64, '商品编码最多64个字符')
  .regex(/^[\x21-\x7e]+$/, '商品编码只能包含字母、数字和符号');

/**
 * One row of a catalogue upload: a goods item and only the fields the ERP
 * changes. The goods is named by yaopi's `goods_id`, by the ERP's own
 * `goods_code` once bound, or by both: a row with both binds the code to
 * that goods (once; a goods keeps its code). A ladder is a list of tiers:
 * `up_to` (the first tier whose quantity is at least what is bought) or
 * `from` (the largest tier at most what is bought); null removes the ladder.
 */
export const catalogueRowSchema = z.strictObject({
  goods_id: z.number().int().positive().optional(),
  goods_code: goodsCodeSchema.optional(),
  stock: z.number().int().min(0, '库存不能为负').max(100_000_000).optional(),
  price_fen: z.number().int().min(1, '价格须大于 0').max(100_000_000).optional(),
  ladder: z
    .strictObject({
      type: z.enum(['up_to', 'from']),
      tiers: z
        .array(z.strictObject({ quantity: z.number().int().min(1).max(1_000_000), price_fen: z.number().int().min(1).max(100_000_000) }))
        .min(1)
        .max(10),
    })
    .nullable()
    .optional(),
  purchasable: z.boolean().optional(),
});

export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

export const catalogueRowResultSchema = z.strictObject({
  /** The row's index in the upload. */
  row: z.number().int(),
  goods_id: z.number().int().nullable(),
  goods_code: z.string().nullable(),
  result: z.enum(['updated', 'unchanged', 'refused']),
  /** Fields whose value changed. */
  changed: z.array(z.enum(['goods_code', 'stock', 'price_fen', 'ladder', 'purchasable'])),
  /** Why the row was refused. */
  message: z.string().optional(),
});

export type CatalogueRowResult = z.infer<typeof catalogueRowResultSchema>;

export const sellerUpsertCatalogue = defineSellerCall({
  method: 'POST',
  path: '/api/seller/v1/catalogue',
  scope: 'catalogue',
  summary: `按商品编号或商品编码批量更新库存、价格、阶梯价与可购状态（每次最多 ${CATALOGUE_MAX_ROWS} 行，逐行返回结果；已下的订单不受影响）`,
  input: z.strictObject({
    // Each row is checked on its own (a bad row is refused in the result, the others still apply): see catalogueRowSchema.
    rows: z.array(z.unknown()).min(1, '至少一行').max(CATALOGUE_MAX_ROWS, `每次最多 ${CATALOGUE_MAX_ROWS} 行`).meta({ description: 'catalogueRow 数组' }),
  }),
  documentedBody: z.strictObject({ rows: z.array(catalogueRowSchema).min(1).max(CATALOGUE_MAX_ROWS) }),
  output: z.strictObject({
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
    rows: z.array(catalogueRowResultSchema),
  }),
});
