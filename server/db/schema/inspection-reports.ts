import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './goods';

/**
 * 药品检验报告 (质检报告), one per goods and batch (批号). The document itself
 * is drawn from the row on request (server/images/inspection-report.ts: an
 * SVG image, or a one-page PDF when format is 'pdf'), so no binary lives in
 * git or the database.
 */
export const inspectionReports = pgTable(
  'inspection_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    /** 报告编号. */
    reportNo: text('report_no').notNull(),
    /** 检验机构. */
    inspector: text('inspector').notNull(),
    /** 检验结论. */
    conclusion: text('conclusion').notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    inspectedOn: date('inspected_on', { mode: 'string' }).notNull(),
    /** svg (an image) | pdf. */
    format: text('format').notNull().default('svg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_reports_goods_batch_key').on(t.goodsId, t.batchNo),
    uniqueIndex('inspection_reports_report_no_key').on(t.reportNo),
    check('inspection_reports_format_check', sql`${t.format} in ('svg', 'pdf')`),
  ],
);
