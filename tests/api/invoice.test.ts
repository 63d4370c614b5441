import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { Invoice } from '../../shared/contract/invoice';
import { invoices, orders } from '../../server/db/schema';
import { issueInvoices } from '../../server/services/invoice/issue';
import { REISSUE_LIMIT, REISSUE_VOIDED } from '../../server/services/invoice/invoices';
import { runLifecycle } from '../../server/services/lifecycle';
import { TAX_NO_INVALID, TAX_NO_REQUIRED } from '../../shared/contract/calls/invoice-reissue-input';
import { insertOrder } from './fixtures/order';
import { pdfText } from './fixtures/pdf-text';
import { json } from './harness';
import { as, plainGoods, yuan, type Who, withDemoAndChain } from './order-fixtures';

const the = withDemoAndChain();

const TITLE = '石家庄市长安区康宁大药房有限公司';
const TAX_NO = '91130102MA0CQ4RN7K';

/** A delivered (已完成) order that asked for an invoice: two goods lines, 8 yuan freight and a 10 yuan coupon. */
async function deliveredOrder(who: Who, options: { status?: 3 | 4; invoiceType?: 0 | 1 | 2 } = {}) {
  const [a, b] = await plainGoods(the.server, 2);
  const { order } = await insertOrder(the.server.db, {
    userId: who.id,
    status: options.status ?? 4,
    freightFen: 800,
    lines: [
      { goodsId: a!.id, number: 3, priceFen: 1_233 },
      { goodsId: b!.id, number: 7, priceFen: 457 },
    ],
  });
  const payTotalFen = order.goodsTotalFen + 800 - 1_000;
  await the.server.db
    .update(orders)
    .set({ couponFen: 1_000, payTotalFen, invoiceType: options.invoiceType ?? 1, invoiceTitle: TITLE, invoiceTaxNo: TAX_NO })
    .where(eq(orders.id, order.id));
  return { ...order, payTotalFen, names: [a!.name, b!.name] };
}

async function invoiceOf(orderId: number, status = 2) {
  const [row] = await the.server.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, status)));
  return row!;
}

const invoiceCount = async () => (await the.server.db.select({ n: count() }).from(invoices))[0]!.n;
const pdf = (who: Who | null, id: number) =>
  fetch(`${the.server.base}/api/invoice/${id}/pdf`, who ? { headers: { authorization: `Bearer ${who.token}` } } : {});

describe('issuing (/dzfp)', () => {
  it('issues one invoice per delivered order that asked for one, with the paid total; never twice', async () => {
    const order = await deliveredOrder(the.demo);
    const shipped = await deliveredOrder(the.demo, { status: 3 });
    const none = await deliveredOrder(the.demo, { invoiceType: 0 });
    const moved = await runLifecycle(the.server.db, new Date());
    expect(moved['issue-invoices']).toBeGreaterThanOrEqual(1);
    expect(await issueInvoices(the.server.db, new Date())).toBe(0);

    const row = await invoiceOf(order.id);
    expect(row).toMatchObject({ userId: the.demo.id, seq: 1, status: 2, type: 1, title: TITLE, taxNo: TAX_NO, amountFen: order.payTotalFen });
    expect(row.invoiceNo).toMatch(/^FP\d{20}$/);
    const rows = await the.server.db.select().from(invoices).where(eq(invoices.orderId, shipped.id));
    expect(rows).toHaveLength(0);
    expect(await the.server.db.select().from(invoices).where(eq(invoices.orderId, none.id))).toHaveLength(0);

    const list = await the.server.api<Page<Invoice>>('/api/invoice', as(the.demo));
    expect(list.status).toBe(200);
    expect(list.body.data.data.find((invoice) => invoice.order_id === order.id)).toMatchObject({
      order_no: order.orderNo,
      amount: yuan(order.payTotalFen),
      status: 2,
      status_text: '已开具',
      type_text: '电子普通发票',
      reissues_left: 2,
      pdf_url: `/api/invoice/${row.id}/pdf`,
    });
  });

  it("lists only the buyer's own invoices, and filters by state", async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const theirs = await the.server.api<Page<Invoice>>('/api/invoice?per_page=50', as(the.chain));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.data.some((invoice) => invoice.order_id === order.id)).toBe(false);
    const issued = await the.server.api<Page<Invoice>>('/api/invoice?status=2&per_page=50', as(the.demo));
    expect(issued.body.data.data.length).toBeGreaterThan(0);
    expect(issued.body.data.data.every((invoice) => invoice.status === 2)).toBe(true);
    const voided = await the.server.api<Page<Invoice>>('/api/invoice?status=3', as(the.demo));
    expect(voided.body.data.data.every((invoice) => invoice.status === 3)).toBe(true);
    for (const bad of ['status=9', 'page=0', 'per_page=1000', 'status=abc']) {
      const refused = await the.server.api(`/api/invoice?${bad}`, as(the.demo));
      expect(refused.status, bad).toBe(422);
    }
    expect((await the.server.api('/api/invoice')).status).toBe(401);
  });
});

describe('the PDF', () => {
  it('downloads for the owner as an attachment with a Chinese file name; its lines and total match the order to the fen', async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const row = await invoiceOf(order.id);
    const response = await pdf(the.demo, row.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`电子发票-${row.invoiceNo}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain(row.invoiceNo!);
    expect(text).toContain(order.orderNo);
    expect(text).toContain(TITLE);
    expect(text).toContain(`（小写）¥${yuan(order.payTotalFen)}`);
    for (const name of order.names) expect(text).toContain(`*药品*${name}`.slice(0, 12));
    expect(text).toContain('36.99'); // 3 × 12.33
    expect(text).toContain('31.99'); // 7 × 4.57
    expect(text).toContain('-10.00'); // the coupon
    expect(text).toContain('8.00'); // freight
  });

  it("is 404 for another buyer's invoice, 401 without a session, 422 for a malformed id", async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const row = await invoiceOf(order.id);
    expect((await pdf(the.chain, row.id)).status).toBe(404);
    expect((await pdf(null, row.id)).status).toBe(401);
    expect((await pdf(the.demo, 2_000_000_000)).status).toBe(404);
    const malformed = await fetch(`${the.server.base}/api/invoice/abc/pdf`, { headers: { authorization: `Bearer ${the.demo.token}` } });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { errors: Record<string, string[]> }).errors.id?.[0]).toBeTruthy();
  });
});

describe('re-issue', () => {
  it('refuses bad input with a Chinese message per field, writing nothing', async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const row = await invoiceOf(order.id);
    const before = await invoiceCount();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ type: 2, title: TITLE, tax_no: '' }, 'tax_no', TAX_NO_REQUIRED],
      [{ type: 1, title: TITLE, tax_no: '12345' }, 'tax_no', TAX_NO_INVALID],
      [{ type: 1, title: '', tax_no: '' }, 'title', '请填写发票抬头'],
      [{ type: 1, title: '药'.repeat(101), tax_no: '' }, 'title', /不能超过100个字符/],
      [{ type: 9, title: TITLE, tax_no: '' }, 'type', '请选择发票类型'],
      [{ type: 1, title: { a: 1 }, tax_no: '' }, 'title', /发票抬头/],
      [{ type: 1, title: 'a\u0000b', tax_no: '' }, 'title', /不允许的字符/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await the.server.api(`/api/invoice/${row.id}/reissue`, as(the.demo, json(body)));
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors?.[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const notAnId = await the.server.api('/api/invoice/x/reissue', as(the.demo, json({ type: 1, title: TITLE, tax_no: '' })));
    expect(notAnId.status).toBe(422);
    const notJson = await the.server.api(
      `/api/invoice/${row.id}/reissue`,
      as(the.demo, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' }),
    );
    expect(notJson.status).toBe(422);
    // Another buyer's invoice is not found, and stays as it was.
    const theirs = await the.server.api(`/api/invoice/${row.id}/reissue`, as(the.chain, json({ type: 1, title: '河北仁和堂医药连锁有限公司', tax_no: '' })));
    expect(theirs.status).toBe(404);
    expect(await invoiceCount()).toBe(before);
    expect((await invoiceOf(order.id)).id).toBe(row.id);
  });

  it('voids the old invoice, issues the new details with a new number, and allows two re-issues per order', async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const first = await invoiceOf(order.id);
    const asked = await the.server.api<Invoice>(
      `/api/invoice/${first.id}/reissue`,
      as(the.demo, json({ type: 2, title: '石家庄康宁医药有限公司', tax_no: '91130102ma0cyyyy8l' })),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 1,
      status_text: '开具中',
      invoice_no: '',
      tax_no: '91130102MA0CYYYY8L',
      type: 2,
      pdf_url: '',
      amount: yuan(order.payTotalFen),
    });
    const old = (await the.server.db.select().from(invoices).where(eq(invoices.id, first.id)))[0]!;
    expect(old.status).toBe(3);
    expect((await pdf(the.demo, first.id)).status).toBe(422);
    expect((await pdf(the.demo, asked.body.data.id)).status).toBe(422);
    // The voided one cannot be re-issued again.
    const again = await the.server.api(`/api/invoice/${first.id}/reissue`, as(the.demo, json({ type: 1, title: TITLE, tax_no: '' })));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(REISSUE_VOIDED);

    expect(await issueInvoices(the.server.db, new Date())).toBeGreaterThanOrEqual(1);
    const second = await invoiceOf(order.id);
    expect(second).toMatchObject({ id: asked.body.data.id, seq: 2, status: 2, title: '石家庄康宁医药有限公司' });
    expect(second.invoiceNo).not.toBe(first.invoiceNo);
    const { text } = await pdfText(new Uint8Array(await (await pdf(the.demo, second.id)).arrayBuffer()));
    expect(text).toContain('增值税专用发票');
    expect(text).toContain(`（小写）¥${yuan(order.payTotalFen)}`);

    const third = await the.server.api<Invoice>(`/api/invoice/${second.id}/reissue`, as(the.demo, json({ type: 1, title: TITLE, tax_no: '' })));
    expect(third.status).toBe(200);
    await issueInvoices(the.server.db, new Date());
    const last = await invoiceOf(order.id);
    expect(last.seq).toBe(3);
    const list = await the.server.api<Page<Invoice>>('/api/invoice?status=2&per_page=50', as(the.demo));
    expect(list.body.data.data.find((invoice) => invoice.id === last.id)?.reissues_left).toBe(0);
    const before = await invoiceCount();
    const refused = await the.server.api(`/api/invoice/${last.id}/reissue`, as(the.demo, json({ type: 1, title: TITLE, tax_no: '' })));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(REISSUE_LIMIT);
    expect(await invoiceCount()).toBe(before);
    expect((await invoiceOf(order.id)).id).toBe(last.id);
    // The database keeps the limit and one current invoice per order whatever the code does.
    await expect(
      the.server.db.insert(invoices).values({ userId: the.demo.id, orderId: order.id, seq: 4, type: 1, title: TITLE, amountFen: 1, taxFen: 0 }),
    ).rejects.toThrow();
    await expect(
      the.server.db.insert(invoices).values({ userId: the.demo.id, orderId: order.id, seq: 1, type: 1, title: TITLE, amountFen: 1, taxFen: 0, status: 1 }),
    ).rejects.toThrow();
  });

  it('two re-issue requests for one invoice at once: one succeeds, one is refused', async () => {
    const order = await deliveredOrder(the.demo);
    await issueInvoices(the.server.db, new Date());
    const row = await invoiceOf(order.id);
    const results = await Promise.all(
      [1, 2].map(() => the.server.api(`/api/invoice/${row.id}/reissue`, as(the.demo, json({ type: 1, title: `${TITLE}新址`, tax_no: '' })))),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const current = await the.server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.status, 1)));
    expect(current).toHaveLength(1);
  });
});
