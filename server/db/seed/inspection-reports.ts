import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { goods, inspectionReports, orderItems } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const compact = (iso: string) => iso.replaceAll('-', '');

/** Drug kinds that come with a batch inspection report (devices and health goods do not). */
const INSPECTED_KINDS = ['western', 'patent', 'slices'];

/**
 * 批号 and 质检报告 for the curated drugs: each goods' batch on sale gets a
 * batch number derived from its production date (有效期至 minus its
 * validity), and a report for that batch plus, for every third goods, the
 * batch before it, so a buyer can tell batches apart. Every fourth report is
 * a PDF, the others images; both are drawn on request from these rows
 * (server/images/inspection-report.ts). Order lines seeded earlier get the
 * batch of their goods, so their reports link from the order page.
 */
export async function seedInspectionReports(tx: Tx, now = Date.now()): Promise<void> {
  const drugs = await tx
    .select({ id: goods.id, sccj: goods.sccj, expiryDate: goods.expiryDate, validMonths: goods.validMonths })
    .from(goods)
    .where(and(inArray(goods.kind, INSPECTED_KINDS), isNotNull(goods.expiryDate)))
    .orderBy(asc(goods.id));
  const reports: (typeof inspectionReports.$inferInsert)[] = [];
  for (const [index, drug] of drugs.entries()) {
    const expires = Date.parse(`${drug.expiryDate}T00:00:00Z`);
    const months = drug.validMonths > 0 ? drug.validMonths : 24;
    const produced = Math.min(expires - months * 30 * DAY_MS, now - 20 * DAY_MS);
    const batches = [{ produced, expires }];
    if (index % 3 === 0) batches.push({ produced: produced - 92 * DAY_MS, expires: expires - 92 * DAY_MS });
    const batchNos = batches.map((batch) => `${compact(isoDate(batch.produced)).slice(2)}${String(((drug.id * 7) % 90) + 10)}`);
    await tx.update(goods).set({ batchNo: batchNos[0]! }).where(eq(goods.id, drug.id));
    batches.forEach((batch, b) => {
      const inspected = batch.produced + 6 * DAY_MS;
      reports.push({
        goodsId: drug.id,
        batchNo: batchNos[b]!,
        reportNo: `JY${compact(isoDate(inspected))}${String(drug.id).padStart(5, '0')}${b}`,
        inspector: `${drug.sccj}质量检验中心`,
        conclusion: '本品按《中华人民共和国药典》2020年版检验，结果符合规定。',
        producedOn: isoDate(batch.produced),
        expiresOn: isoDate(batch.expires),
        inspectedOn: isoDate(inspected),
        format: reports.length % 4 === 3 ? 'pdf' : 'svg',
      });
    });
  }
  for (let i = 0; i < reports.length; i += 500) await tx.insert(inspectionReports).values(reports.slice(i, i + 500));
  await tx
    .update(orderItems)
    .set({ batchNo: sql`(select ${goods.batchNo} from ${goods} where ${goods.id} = ${orderItems.goodsId})` })
    .where(eq(orderItems.batchNo, ''));
}
