import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleDetail, AfterSaleSummary, ReturnForm, SalesReturnDetail } from '../../shared/contract/order';
import type { Page } from '../../shared/contract/envelope';
import { afterSales, orderItems, orders, salesReturns, users, walletTransactions } from '../../server/db/schema';
import { localSeller } from './seller/local-seller';
import { insertOrder, someGoods } from './fixtures/order';
import { json } from './harness';
import { as, withDemoAndChain, type Who } from './order-fixtures';

const the = withDemoAndChain();
let goodsIds: number[];

async function balanceOf(userId: number): Promise<number> {
  const [row] = await the.server.db.select({ b: users.balanceFen }).from(users).where(eq(users.id, userId));
  return row!.b;
}

/** A shipped (or other status) order of the demo buyer: 10 × ¥12.50 and 4 × ¥3.05. */
async function demoOrder(status: 1 | 2 | 3 | 4 | 5 = 3) {
  return insertOrder(the.server.db, {
    userId: the.demo.id,
    status,
    lines: [
      { goodsId: goodsIds[0]!, number: 10, priceFen: 1250 },
      { goodsId: goodsIds[1]!, number: 4, priceFen: 305 },
    ],
  });
}

const apply = (who: Who, orderId: number, body: unknown) =>
  the.server.api<{ id: number; after_sale_no: string }>(`/api/order/${orderId}/return`, as(who, json(body)));
const detail = (who: Who, id: number) => the.server.api<AfterSaleDetail>(`/api/after_sale/${id}`, as(who));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function countApplications(orderId: number): Promise<number> {
  return (await the.server.db.select({ id: afterSales.id }).from(afterSales).where(eq(afterSales.orderId, orderId))).length;
}

beforeAll(async () => {
  goodsIds = (await someGoods(the.server.db, 3)).map((g) => g.id);
});

describe('after-sales: applying', () => {
  it('shows the return form with returnable numbers and the reasons', async () => {
    const { order } = await demoOrder(3);
    const res = await the.server.api<ReturnForm>(`/api/order/${order.id}/return`, as(the.demo));
    expect(res.status).toBe(200);
    expect(res.body.data.order.id).toBe(order.id);
    expect(res.body.data.order.items.map((i) => i.returnable_number)).toEqual([10, 4]);
    expect(res.body.data.reasons).toEqual(['商品破损', '发错货', '近效期', '质量问题', '多拍/拍错', '其他']);
  });

  it('applies for part of a line: detail shows 待审核 with the amount, the order is 售后中', async () => {
    const { order, items } = await demoOrder(3);
    const res = await apply(the.demo, order.id, { type: 1, reason: '商品破损', description: '外箱压坏', items: [{ order_item_id: items[0]!.id, number: 3 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.after_sale_no).toMatch(/^SH\d{20}$/);
    const shown = await detail(the.demo, res.body.data.id);
    expect(shown.body.data).toMatchObject({
      status: 1,
      status_text: '待审核',
      type: 1,
      type_text: '退货退款',
      amount: '37.50',
      order_no: order.orderNo,
      reason: '商品破损',
      description: '外箱压坏',
      sales_return_id: null,
      can_cancel: 1,
    });
    expect(shown.body.data.items).toEqual([expect.objectContaining({ order_item_id: items[0]!.id, number: 3, price: '12.50', amount: '37.50' })]);
    expect(shown.body.data.history.map((h) => h.text)).toEqual(['提交申请']);
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.afterSaleStatus).toBe(1);
    // The form now offers only what is left.
    const form = await the.server.api<ReturnForm>(`/api/order/${order.id}/return`, as(the.demo));
    expect(form.body.data.order.items.map((i) => i.returnable_number)).toEqual([7, 4]);
    const list = await the.server.api<Page<AfterSaleSummary>>('/api/after_sale', as(the.demo));
    expect(list.body.data.data[0]).toMatchObject({ id: res.body.data.id, status: 1, amount: '37.50' });
  });

  it('sums several lines (仅退款 on a completed order too)', async () => {
    const { order, items } = await demoOrder(4);
    const res = await apply(the.demo, order.id, {
      type: 2,
      reason: '近效期',
      items: [
        { order_item_id: items[0]!.id, number: 1 },
        { order_item_id: items[1]!.id, number: 4 },
      ],
    });
    expect(res.status).toBe(200);
    expect((await detail(the.demo, res.body.data.id)).body.data).toMatchObject({ amount: '24.70', type_text: '仅退款' });
  });

  it('refuses more than is returnable, counting other open applications (422, nothing written)', async () => {
    const { order, items } = await demoOrder(3);
    const over = await apply(the.demo, order.id, { type: 1, reason: '发错货', items: [{ order_item_id: items[1]!.id, number: 5 }] });
    expect(over.status).toBe(422);
    expect(over.body.errors?.['items.0.number']?.[0]).toContain('最多可退4');
    expect(await countApplications(order.id)).toBe(0);

    expect((await apply(the.demo, order.id, { type: 1, reason: '发错货', items: [{ order_item_id: items[1]!.id, number: 3 }] })).status).toBe(200);
    const second = await apply(the.demo, order.id, { type: 1, reason: '发错货', items: [{ order_item_id: items[1]!.id, number: 2 }] });
    expect(second.status).toBe(422);
    expect(second.body.errors?.['items.0.number']?.[0]).toContain('最多可退1');
    // The same line twice counts once, added up.
    const doubled = await apply(the.demo, order.id, {
      type: 1,
      reason: '发错货',
      items: [
        { order_item_id: items[1]!.id, number: 1 },
        { order_item_id: items[1]!.id, number: 1 },
      ],
    });
    expect(doubled.status).toBe(422);
    expect(await countApplications(order.id)).toBe(1);
  });

  it('two applications racing for the last units: one wins', async () => {
    const { order, items } = await demoOrder(3);
    const body = { type: 1, reason: '其他', items: [{ order_item_id: items[1]!.id, number: 3 }] };
    const results = await Promise.all([apply(the.demo, order.id, body), apply(the.demo, order.id, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await countApplications(order.id)).toBe(1);
  });

  it('refuses unpaid, paid-not-shipped and cancelled orders: 422 订单当前状态不能申请售后', async () => {
    for (const status of [1, 2, 5] as const) {
      const { order, items } = await demoOrder(status);
      const res = await apply(the.demo, order.id, { type: 1, reason: '商品破损', items: [{ order_item_id: items[0]!.id, number: 1 }] });
      expect(res.status, `status ${status}`).toBe(422);
      expect(res.body.message).toBe('订单当前状态不能申请售后');
      expect((await the.server.api(`/api/order/${order.id}/return`, as(the.demo))).status).toBe(422);
      expect(await countApplications(order.id)).toBe(0);
    }
  });

  it('refuses a line of another order and malformed bodies with 422, writing nothing', async () => {
    const { order, items } = await demoOrder(3);
    const other = await demoOrder(3);
    const line = items[0]!.id;
    const cases: [unknown, string][] = [
      [{ type: 1, reason: '商品破损', items: [{ order_item_id: other.items[0]!.id, number: 1 }] }, 'items.0.order_item_id'],
      [{ type: 3, reason: '商品破损', items: [{ order_item_id: line, number: 1 }] }, 'type'],
      [{ reason: '商品破损', items: [{ order_item_id: line, number: 1 }] }, 'type'],
      [{ type: 1, reason: '', items: [{ order_item_id: line, number: 1 }] }, 'reason'],
      [{ type: 1, reason: '不想要了', items: [{ order_item_id: line, number: 1 }] }, 'reason'],
      [{ type: 1, reason: '商品破损', items: [] }, 'items'],
      [{ type: 1, reason: '商品破损', items: 'x' }, 'items'],
      [{ type: 1, reason: '商品破损', items: [{ order_item_id: line, number: 0 }] }, 'items.0.number'],
      [{ type: 1, reason: '商品破损', items: [{ order_item_id: line, number: 'abc' }] }, 'items.0.number'],
      [{ type: 1, reason: '商品破损', items: [{ order_item_id: 'x', number: 1 }] }, 'items.0.order_item_id'],
      [{ type: 1, reason: '商品破损', description: 'x'.repeat(501), items: [{ order_item_id: line, number: 1 }] }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await apply(the.demo, order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]?.[0], JSON.stringify(res.body)).toMatch(/[\u4e00-\u9fa5]/);
    }
    const badId = await the.server.api(
      '/api/order/abc/return',
      as(the.demo, json({ type: 1, reason: '商品破损', items: [{ order_item_id: line, number: 1 }] })),
    );
    expect(badId.status).toBe(422);
    const notJson = await the.server.api(
      `/api/order/${order.id}/return`,
      as(the.demo, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    );
    expect(notJson.status).toBe(422);
    expect(await countApplications(order.id)).toBe(0);
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.afterSaleStatus).toBe(0);
  });

  it('asks a visitor to log in', async () => {
    const res = await the.server.api('/api/after_sale');
    expect(res.status).toBe(401);
  });
});

describe('after-sales: ownership', () => {
  it("answers 404 for another buyer's order, application and sales return, and changes nothing", async () => {
    const { order, items } = await demoOrder(3);
    const mine = await apply(the.demo, order.id, { type: 1, reason: '质量问题', items: [{ order_item_id: items[0]!.id, number: 2 }] });
    await localSeller(the.server.app).afterSales(later(61));
    const shown = await detail(the.demo, mine.body.data.id);
    const salesReturnId = shown.body.data.sales_return_id!;
    expect(salesReturnId).toBeGreaterThan(0);

    expect((await the.server.api(`/api/order/${order.id}/return`, as(the.chain))).status).toBe(404);
    const foreign = await apply(the.chain, order.id, { type: 1, reason: '质量问题', items: [{ order_item_id: items[0]!.id, number: 1 }] });
    expect(foreign.status).toBe(404);
    expect((await detail(the.chain, mine.body.data.id)).status).toBe(404);
    expect((await the.server.api(`/api/after_sale/${mine.body.data.id}/cancel`, as(the.chain, json({})))).status).toBe(404);
    expect((await the.server.api(`/api/sales_return/${salesReturnId}`, as(the.chain))).status).toBe(404);
    const chainList = await the.server.api<Page<AfterSaleSummary>>('/api/after_sale', as(the.chain));
    expect(chainList.body.data.data.some((a) => a.id === mine.body.data.id)).toBe(false);
    expect(await countApplications(order.id)).toBe(1);
    expect((await detail(the.demo, mine.body.data.id)).body.data.status).toBe(2);
  });
});

describe('after-sales: review and refund (local reviewer)', () => {
  it('approves after the delay with a sales return, then refunds to the wallet exactly once', async () => {
    // Settle what earlier tests left open, so the wallet moves only for this application.
    await localSeller(the.server.app).afterSales(later(1000));
    await localSeller(the.server.app).afterSales(later(2000));
    const { order, items } = await demoOrder(3);
    const res = await apply(the.demo, order.id, {
      type: 1,
      reason: '商品破损',
      items: [
        { order_item_id: items[0]!.id, number: 4 },
        { order_item_id: items[1]!.id, number: 1 },
      ],
    });
    const id = res.body.data.id;
    const amountFen = 4 * 1250 + 305;

    // Not yet: the seller has not looked.
    await localSeller(the.server.app).afterSales(later(30));
    expect((await detail(the.demo, id)).body.data.status).toBe(1);

    const before = await balanceOf(the.demo.id);
    await localSeller(the.server.app).afterSales(later(61));
    const approved = await detail(the.demo, id);
    expect(approved.body.data).toMatchObject({ status: 2, status_text: '已同意', can_cancel: 0 });
    expect(approved.body.data.history.map((h) => h.text)).toEqual(['提交申请', '商家审核通过，已生成销售退货单']);
    const salesReturnId = approved.body.data.sales_return_id!;
    const sr = await the.server.api<SalesReturnDetail>(`/api/sales_return/${salesReturnId}`, as(the.demo));
    expect(sr.body.data).toMatchObject({ status: 1, status_text: '待退货入库', refund: '53.05', after_sale_id: id, order_no: order.orderNo, refunded_at: 0 });
    expect(sr.body.data.return_no).toMatch(/^XT\d{20}$/);
    expect(sr.body.data.items).toHaveLength(2);
    expect(await balanceOf(the.demo.id)).toBe(before);

    // Two nodes running the next step at once refund once.
    const moved = await Promise.all([localSeller(the.server.app).afterSales(later(125)), localSeller(the.server.app).afterSales(later(125))]);
    expect(moved[0] + moved[1]).toBeGreaterThanOrEqual(1);
    const refunded = await detail(the.demo, id);
    expect(refunded.body.data).toMatchObject({ status: 4, status_text: '已退款' });
    expect(await balanceOf(the.demo.id)).toBe(before + amountFen);
    const ledger = await the.server.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, the.demo.id), eq(walletTransactions.orderId, order.id)));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountFen, useType: 1, balanceAfterFen: before + amountFen, note: `售后退款 ${order.orderNo}` });
    const lines = await the.server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    expect(lines.map((l) => l.returnedNumber)).toEqual([4, 1]);
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ refundedFen: amountFen, afterSaleStatus: 2 });
    const [salesReturn] = await the.server.db.select().from(salesReturns).where(eq(salesReturns.id, salesReturnId));
    expect(salesReturn!.status).toBe(2);
    expect(salesReturn!.refundedAt).not.toBeNull();

    // Running again changes nothing.
    await localSeller(the.server.app).afterSales(later(400));
    expect(await balanceOf(the.demo.id)).toBe(before + amountFen);
    const form = await the.server.api<ReturnForm>(`/api/order/${order.id}/return`, as(the.demo));
    expect(form.body.data.order.items.map((i) => [i.returned_number, i.returnable_number])).toEqual([
      [4, 6],
      [1, 3],
    ]);
  });

  it('two reviewers racing over a pending application write one sales return', async () => {
    const { order, items } = await demoOrder(4);
    const res = await apply(the.demo, order.id, { type: 2, reason: '其他', items: [{ order_item_id: items[0]!.id, number: 1 }] });
    await Promise.all([localSeller(the.server.app).afterSales(later(61)), localSeller(the.server.app).afterSales(later(61))]);
    const rows = await the.server.db.select().from(salesReturns).where(eq(salesReturns.afterSaleId, res.body.data.id));
    expect(rows).toHaveLength(1);
  });
});

describe('after-sales: cancelling', () => {
  it('withdraws a 待审核 application; the order goes back to no after-sales', async () => {
    const { order, items } = await demoOrder(3);
    const res = await apply(the.demo, order.id, { type: 1, reason: '多拍/拍错', items: [{ order_item_id: items[0]!.id, number: 10 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cancelled = await the.server.api<AfterSaleDetail>(`/api/after_sale/${res.body.data.id}/cancel`, as(the.demo, json({})));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 5, status_text: '已撤销', can_cancel: 0 });
    expect(cancelled.body.data.history.map((h) => h.text)).toEqual(['提交申请', '买家撤销申请']);
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.afterSaleStatus).toBe(0);
    // Its units are free again, and a withdrawn application is never reviewed.
    const form = await the.server.api<ReturnForm>(`/api/order/${order.id}/return`, as(the.demo));
    expect(form.body.data.order.items[0]!.returnable_number).toBe(10);
    await localSeller(the.server.app).afterSales(later(61));
    expect((await detail(the.demo, res.body.data.id)).body.data.status).toBe(5);
    // Cancelling twice: 422, nothing changes.
    const again = await the.server.api(`/api/after_sale/${res.body.data.id}/cancel`, as(the.demo, json({})));
    expect(again.status).toBe(422);
  });

  it('keeps the order 售后中 while another application is open', async () => {
    const { order, items } = await demoOrder(3);
    const first = await apply(the.demo, order.id, { type: 1, reason: '其他', items: [{ order_item_id: items[0]!.id, number: 1 }] });
    await apply(the.demo, order.id, { type: 1, reason: '其他', items: [{ order_item_id: items[1]!.id, number: 1 }] });
    await the.server.api(`/api/after_sale/${first.body.data.id}/cancel`, as(the.demo, json({})));
    const [row] = await the.server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.afterSaleStatus).toBe(1);
  });

  it('cannot withdraw an application already approved', async () => {
    const { order, items } = await demoOrder(3);
    const res = await apply(the.demo, order.id, { type: 1, reason: '其他', items: [{ order_item_id: items[0]!.id, number: 1 }] });
    await localSeller(the.server.app).afterSales(later(61));
    const cancelled = await the.server.api(`/api/after_sale/${res.body.data.id}/cancel`, as(the.demo, json({})));
    expect(cancelled.status).toBe(422);
    expect((await detail(the.demo, res.body.data.id)).body.data.status).toBe(2);
  });
});
