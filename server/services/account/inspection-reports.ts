import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { InspectionReport, InspectionReportPage } from '../../../shared/contract/account';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { goods, inspectionReports } from '../../db/schema';
import { AppError } from '../../errors';
import { inspectionReportPdf, inspectionReportSvg, type ReportArt } from '../../images/inspection-report';

/** LIKE wildcards in what the buyer typed are literal. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where a report's document opens (routes/account.ts). */
export const reportFileUrl = (id: number) => `/api/jybg/${id}/file`;

export interface ReportFilter {
  goods_name: string;
  sccj: string;
  batch_no: string;
  page: number;
  per_page: number;
}

const columns = {
  report: inspectionReports,
  goodsName: goods.name,
  sccj: goods.sccj,
  ypgg: goods.ypgg,
  approval: goods.approval,
};

function present(row: { report: typeof inspectionReports.$inferSelect; goodsName: string; sccj: string; ypgg: string }): InspectionReport {
  const { report } = row;
  return {
    id: report.id,
    goods_id: report.goodsId,
    goods_name: row.goodsName,
    sccj: row.sccj,
    ypgg: row.ypgg,
    batch_no: report.batchNo,
    report_no: report.reportNo,
    inspector: report.inspector,
    conclusion: report.conclusion,
    inspected_on: report.inspectedOn,
    produced_on: report.producedOn,
    expires_on: report.expiresOn,
    format: report.format === 'pdf' ? 'pdf' : 'image',
    url: reportFileUrl(report.id),
  };
}

/**
 * docs/product/calls.md GET /api/jybg/filter: reports by goods name, manufacturer (both
 * "contains") and batch number (prefix: a buyer types it from the box),
 * newest inspection first. Reports describe goods, not a buyer: every
 * member sees the same ones.
 */
export async function filterReports(db: Database, filter: ReportFilter): Promise<InspectionReportPage> {
  const conditions: SQL[] = [];
  if (filter.goods_name) conditions.push(ilike(goods.name, `%${literal(filter.goods_name)}%`));
  if (filter.sccj) conditions.push(ilike(goods.sccj, `%${literal(filter.sccj)}%`));
  if (filter.batch_no) conditions.push(ilike(inspectionReports.batchNo, `${literal(filter.batch_no)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { data, total } = await paginate(
    db
      .select(columns)
      .from(inspectionReports)
      .innerJoin(goods, eq(goods.id, inspectionReports.goodsId))
      .where(where)
      .orderBy(desc(inspectionReports.inspectedOn), desc(inspectionReports.id)),
    db.select({ n: count() }).from(inspectionReports).innerJoin(goods, eq(goods.id, inspectionReports.goodsId)).where(where),
    filter,
    (rows) => rows.map(present),
  );
  return { list: data, total, page: filter.page, per_page: filter.per_page };
}

/** The report's document, drawn from its row: an SVG image or a PDF as the report's format says. */
export async function reportFile(db: Database, id: number): Promise<{ type: string; body: string | Buffer; filename: string }> {
  const [row] = await db
    .select(columns)
    .from(inspectionReports)
    .innerJoin(goods, eq(goods.id, inspectionReports.goodsId))
    .where(eq(inspectionReports.id, id))
    .limit(1);
  if (!row) throw AppError.notFound('检验报告不存在');
  const { report } = row;
  const art: ReportArt = {
    reportNo: report.reportNo,
    goodsName: row.goodsName,
    ypgg: row.ypgg,
    sccj: row.sccj,
    approval: row.approval,
    batchNo: report.batchNo,
    producedOn: report.producedOn,
    expiresOn: report.expiresOn,
    inspectedOn: report.inspectedOn,
    inspector: report.inspector,
    conclusion: report.conclusion,
  };
  return report.format === 'pdf'
    ? { type: 'application/pdf', body: inspectionReportPdf(art), filename: `${report.reportNo}.pdf` }
    : { type: 'image/svg+xml; charset=utf-8', body: inspectionReportSvg(art), filename: `${report.reportNo}.svg` };
}

/** Report ids by `goodsId:batchNo`, for order lines (services/order/present.ts links each line's report). */
export async function reportIdsOf(db: Pick<Database, 'select'>, lines: readonly { goodsId: number; batchNo: string }[]): Promise<Map<string, number>> {
  const goodsIds = [...new Set(lines.filter((line) => line.batchNo !== '').map((line) => line.goodsId))];
  const found = new Map<string, number>();
  if (goodsIds.length === 0) return found;
  const rows = await db
    .select({ id: inspectionReports.id, goodsId: inspectionReports.goodsId, batchNo: inspectionReports.batchNo })
    .from(inspectionReports)
    .where(inArray(inspectionReports.goodsId, goodsIds));
  for (const row of rows) found.set(`${row.goodsId}:${row.batchNo}`, row.id);
  return found;
}
