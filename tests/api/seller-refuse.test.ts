import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PayResult } from '../../shared/contract/order';
import type { SellerOrder } from '../../shared/contract/seller/order';
import { goods, orderRefunds, orders, walletTransactions } from '../../server/db/schema';
import { insertOrder, someGoods } from './fixtures/order';
import { json, startServer, type TestServer } from './harness';
import { as, balanceOf, loginAs, orderOf, PAY_PASSWORD, plainGoods, setPayPassword, type Who } from './order-fixtures';
import { registerSellerClient, sellerFetcher } from './seller/client';

/**
 * The two things a wholesaler's ERP does that the buyer side must take
 * (issue 30): refusing a paid order it will not ship (拒单), refunded
 * exactly once and with the reason on the buyer's order; and naming goods
 * by its own goods code (商品编码) in catalogue uploads.
 */
let server: TestServer;
let erp: ReturnType<typeof sellerFetcher>;
let demo: Who;

beforeAll(async () => {
  server = await startServer();
  erp = sellerFetcher(server.base, await registerSellerClient(server.db, 'erp-refuse', ['orders', 'fulfilment', 'catalogue']));
  demo = await loginAs(server, 'demo');
  await setPayPassword(server, demo);
});
afterAll(() => server.close());

interface Fulfilment {
  order_no: string;
  status: number;
  accepted: boolean | null;
}

const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await server.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, id)))[0]!.stock;
const refuse = (orderNo: string, body: unknown, requestId: string) => erp<Fulfilment>(`/api/seller/v1/orders/${orderNo}/refuse`, { body, requestId });

let skip = 0;
async function walletPaidOrder() {
  const [item] = await plainGoods(server, 1, skip++ % 8);
  const order = await orderOf(server, demo, [{ goods: item!, number: 3 }]);
  const paid = await server.api<PayResult>(`/api/order/${order.id}/pay`, as(demo, json({ method: 'wallet', pay_password: PAY_PASSWORD })));
  expect(paid.body.data.status).toBe('paid');
  return { order: await orderRow(order.id), goodsId: item!.id };
}

describe('拒单: POST /api/seller/v1/orders/:order_no/refuse', () => {
  it('cancels the paid order, refunds the wallet once with a ledger row, puts the stock back, and the buyer reads why', async () => {
    const { order, goodsId } = await walletPaidOrder();
    const balance = await balanceOf(server, demo);
    const stock = await stockOf(goodsId);

    const refused = await refuse(order.orderNo, { reason: '该批号缺货' }, 'refuse-1');
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ order_no: order.orderNo, status: 5, accepted: false });
    expect(await balanceOf(server, demo)).toBe(balance + order.payTotalFen);
    expect(await stockOf(goodsId)).toBe(stock + 3);
    const ledger = await server.db.select().from(walletTransactions).where(eq(walletTransactions.orderId, order.id));
    expect(ledger.filter((row) => row.amountFen > 0)).toHaveLength(1);

    const detail = (await server.api<OrderDetail>(`/api/order/${order.id}`, as(demo))).body.data;
    expect(detail).toMatchObject({ status: 5, cancel_reason: '商家拒单：该批号缺货' });
    expect(detail.timeline.map((step) => step.text)).toContain('订单已取消：商家拒单：该批号缺货');

    // The ERP retried (same request id): the same answer, no second refund.
    const again = await refuse(order.orderNo, { reason: '该批号缺货' }, 'refuse-1');
    expect(again.body.data).toEqual(refused.body.data);
    // A new request id: the order is no longer paid; still one refund.
    const twice = await refuse(order.orderNo, { reason: '该批号缺货' }, 'refuse-2');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('订单状态为“已取消”，不能拒单');
    expect(await balanceOf(server, demo)).toBe(balance + order.payTotalFen);
    expect(await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
  });

  it('needs a reason, changing nothing without one', async () => {
    const { order } = await walletPaidOrder();
    const balance = await balanceOf(server, demo);
    const blank = await refuse(order.orderNo, { reason: '  ' }, 'refuse-blank');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reason: ['请填写拒单原因'] });
    expect((await orderRow(order.id)).status).toBe(2);
    expect(await balanceOf(server, demo)).toBe(balance);
  });

  it('refuses an order already shipped, or one the buyer asked to cancel (decide that request instead)', async () => {
    const [some] = await someGoods(server.db, 1);
    const { order: shipped } = await insertOrder(server.db, { userId: demo.id, status: 3, lines: [{ goodsId: some!.id, number: 1, priceFen: 1000 }] });
    const late = await refuse(shipped.orderNo, { reason: '缺货' }, 'refuse-shipped');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('订单状态为“待收货”，不能拒单');

    const { order } = await walletPaidOrder();
    expect((await server.api(`/api/order/${order.id}/cancel_request`, as(demo, json({ reason: '不想买了' })))).status).toBe(200);
    const asked = await refuse(order.orderNo, { reason: '缺货' }, 'refuse-asked');
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe('买家已申请取消该订单，请同意取消申请');
    expect((await orderRow(order.id)).status).toBe(2);
  });
});

interface CatalogueAnswer {
  updated: number;
  refused: number;
  rows: { row: number; goods_id: number | null; goods_code: string | null; result: string; changed: string[]; message?: string }[];
}

describe('商品编码: catalogue rows by the ERP’s own goods code', () => {
  it('binds a code with the id once, then updates by the code alone; the order shows the code', async () => {
    const [first, second] = await someGoods(server.db, 2);
    const upload = (rows: unknown[], id: string) => erp<CatalogueAnswer>('/api/seller/v1/catalogue', { body: { rows }, requestId: id });

    const bound = await upload([{ goods_id: first!.id, goods_code: 'ERP-A-0001', stock: 120 }], 'code-bind');
    expect(bound.body.data.rows).toEqual([{ row: 0, goods_id: first!.id, goods_code: 'ERP-A-0001', result: 'updated', changed: ['goods_code', 'stock'] }]);

    const byCode = await upload(
      [
        { goods_code: 'ERP-A-0001', price_fen: 1880 },
        // The same code for another goods, another code for the bound goods, a code nobody holds.
        { goods_id: second!.id, goods_code: 'ERP-A-0001', stock: 1 },
        { goods_id: first!.id, goods_code: 'ERP-A-0002', stock: 1 },
        { goods_code: 'ERP-NONE', stock: 1 },
      ],
      'code-use',
    );
    expect(byCode.body.data.rows).toEqual([
      { row: 0, goods_id: first!.id, goods_code: 'ERP-A-0001', result: 'updated', changed: ['price_fen'] },
      { row: 1, goods_id: second!.id, goods_code: 'ERP-A-0001', result: 'refused', changed: [], message: `商品编码 ERP-A-0001 已绑定商品 ${first!.id}` },
      { row: 2, goods_id: first!.id, goods_code: 'ERP-A-0002', result: 'refused', changed: [], message: '该商品已绑定商品编码 ERP-A-0001' },
      { row: 3, goods_id: null, goods_code: 'ERP-NONE', result: 'refused', changed: [], message: '商品编码未绑定任何商品' },
    ]);
    const [row] = await server.db.select({ priceFen: goods.priceFen, erpCode: goods.erpCode, stock: goods.stock }).from(goods).where(eq(goods.id, first!.id));
    expect(row).toEqual({ priceFen: 1880, erpCode: 'ERP-A-0001', stock: 120 });

    const { order } = await insertOrder(server.db, { userId: demo.id, status: 2, lines: [{ goodsId: first!.id, number: 2, priceFen: 1880 }] });
    const read = await erp<SellerOrder>(`/api/seller/v1/orders/${order.orderNo}`);
    expect(read.body.data.lines.map((line) => [line.goods_id, line.goods_code])).toEqual([[first!.id, 'ERP-A-0001']]);
  });
});
