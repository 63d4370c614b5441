import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReturnForm } from '../../../shared/contract/order';
import { multiplyFen } from '../../../shared/domain/money';
import type { Database, Transaction } from '../../db/client';
import { afterSaleItems, afterSales, orderItems, orders, type OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { ORDER_NOT_FOUND, ORDER_NOT_RETURNABLE, RETURN_REASONS, RETURNABLE_ORDER_STATUSES } from './constants';
import { documentNo } from '../order/numbers';
import { toOrderDetail } from '../order/present';
import { openUnitsByItem } from './summary';
import { recordEvent } from '../webhooks/outbox';

export interface ReturnApplication {
  id: number;
  type: number;
  reason: string;
  description: string;
  items: { order_item_id: number; number: number }[];
}

/** The buyer's own order, or 404: another buyer's order id looks exactly like a missing one. */
async function ownOrder(db: Database | Transaction, userId: number, orderId: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}

function assertReturnable(order: OrderRow): void {
  if (!(RETURNABLE_ORDER_STATUSES as readonly number[]).includes(order.status)) throw AppError.field('id', ORDER_NOT_RETURNABLE);
}

/** GET /api/order/:id/return: the order (each line's returnable_number) and the reasons to choose from. */
export async function returnForm(db: Database, userId: number, orderId: number, now: Date = new Date()): Promise<ReturnForm> {
  const order = await ownOrder(db, userId, orderId);
  assertReturnable(order);
  return { order: await toOrderDetail(db, order, now), reasons: [...RETURN_REASONS] };
}

/** The same line named twice counts once with the units added up. */
function mergeLines(items: ReturnApplication['items']): { orderItemId: number; number: number; index: number }[] {
  const merged = new Map<number, { orderItemId: number; number: number; index: number }>();
  items.forEach((item, index) => {
    const seen = merged.get(item.order_item_id);
    if (seen) seen.number += item.number;
    else merged.set(item.order_item_id, { orderItemId: item.order_item_id, number: item.number, index });
  });
  return [...merged.values()];
}

/**
 * POST /api/order/:id/return. One transaction that first locks the order
 * row, so two applications sent at once are checked one after the other
 * and cannot together claim more units than the order has: each line may
 * ask for at most number − returned − units held by other open applications.
 * The refund asked for is Σ units × the unit price paid.
 */
export async function applyReturn(
  db: Database,
  userId: number,
  input: ReturnApplication,
  now: Date = new Date(),
): Promise<{ id: number; after_sale_no: string }> {
  if (!(RETURN_REASONS as readonly string[]).includes(input.reason)) throw AppError.field('reason', '请选择退货原因');
  const lines = mergeLines(input.items);
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, input.id, true);
    assertReturnable(order);
    const rows = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          inArray(
            orderItems.id,
            lines.map((line) => line.orderItemId),
          ),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const open = await openUnitsByItem(tx, order.id);

    let amountFen = 0;
    const values: { orderItemId: number; number: number; amountFen: number }[] = [];
    for (const line of lines) {
      const row = byId.get(line.orderItemId);
      if (!row) throw AppError.field(`items.${line.index}.order_item_id`, '该商品不属于此订单');
      const returnable = row.number - row.returnedNumber - (open.get(row.id) ?? 0);
      if (returnable <= 0) throw AppError.field(`items.${line.index}.number`, `${row.name}已无可退数量`);
      if (line.number > returnable) throw AppError.field(`items.${line.index}.number`, `${row.name}最多可退${returnable}${row.bzdw}`);
      const lineFen = multiplyFen(row.priceFen, line.number);
      amountFen += lineFen;
      values.push({ orderItemId: row.id, number: line.number, amountFen: lineFen });
    }

    const [created] = await tx
      .insert(afterSales)
      .values({
        afterSaleNo: documentNo('SH', now),
        orderId: order.id,
        userId,
        type: input.type,
        status: 1,
        reason: input.reason,
        description: input.description,
        amountFen,
        history: [{ status: 1, text: '提交申请', at: now.toISOString() }],
        createdAt: now,
      })
      .returning({ id: afterSales.id, afterSaleNo: afterSales.afterSaleNo });
    await tx.insert(afterSaleItems).values(values.map((value) => ({ ...value, afterSaleId: created!.id })));
    await recordEvent(tx, 'return.requested', {
      object: 'after_sale',
      id: created!.afterSaleNo,
      order_no: order.orderNo,
      type: input.type,
      amount_fen: amountFen,
    });
    await tx
      .update(orders)
      .set({ afterSaleStatus: 1, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    return { id: created!.id, after_sale_no: created!.afterSaleNo };
  });
}
