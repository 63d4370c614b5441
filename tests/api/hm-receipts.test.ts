import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../shared/contract/envelope';
import type { HmReceipt } from '../../shared/contract/order';
import { users } from '../../server/db/schema';
import { insertOrder, insertPayment, someGoods } from './fixtures/order';
import { startServer, type TestServer } from './harness';

let server: TestServer;
type Who = { token: string };
let demo: Who;
let chain: Who;
let demoId: number;
let company: string;

const as = (who: Who): RequestInit => ({ headers: { authorization: `Bearer ${who.token}` } });
const list = (who: Who, query = '') => server.api<Page<HmReceipt>>(`/api/order/hm${query}`, as(who));

beforeAll(async () => {
  server = await startServer();
  demo = await server.login();
  chain = await server.login('chain', 'yaopi123');
  const [row] = await server.db.select({ id: users.id, company: users.company }).from(users).where(eq(users.username, 'demo'));
  demoId = row!.id;
  company = row!.company;
});
afterAll(() => server.close());

describe('含麻 receipts (/api/order/hm)', () => {
  it("lists only the buyer's is_hm orders, newest first, with the declared transfer and the company", async () => {
    const [hmGoods] = await someGoods(server.db, 1, true);
    const [plain] = await someGoods(server.db, 1, false);
    expect(hmGoods, 'the seed has ephedrine-type goods').toBeDefined();
    const older = await insertOrder(server.db, {
      userId: demoId,
      status: 1,
      payMethod: 'offline',
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
      lines: [{ goodsId: hmGoods!.id, number: 2, priceFen: 1_880 }],
    });
    const transfer = {
      payer_account_name: '济南仁和大药房有限公司',
      payer_bank: '中国工商银行济南历下支行',
      payer_account: '1602 0012 0900 1234 567',
      receipt_no: 'HX20261122000123',
    };
    await insertPayment(server.db, older.order, 'offline', transfer, 'pending');
    const newer = await insertOrder(server.db, {
      userId: demoId,
      status: 2,
      payMethod: 'online',
      lines: [{ goodsId: hmGoods!.id, number: 1, priceFen: 1_880 }],
    });
    await insertPayment(server.db, newer.order, 'online', {}, 'paid');
    const ordinary = await insertOrder(server.db, { userId: demoId, status: 2, lines: [{ goodsId: plain!.id, number: 1, priceFen: 500 }] });

    const res = await list(demo);
    expect(res.status).toBe(200);
    const ids = res.body.data.data.map((r) => r.order_id);
    expect(ids).toContain(older.order.id);
    expect(ids).toContain(newer.order.id);
    expect(ids).not.toContain(ordinary.order.id);
    expect(ids.indexOf(newer.order.id)).toBeLessThan(ids.indexOf(older.order.id));
    const receipt = res.body.data.data.find((r) => r.order_id === older.order.id)!;
    expect(receipt).toMatchObject({
      order_no: older.order.orderNo,
      status: 1,
      status_text: '待付款',
      pay_total: '37.60',
      ...transfer,
      company,
      paid_at: 0,
    });
    expect(receipt.items).toEqual([expect.objectContaining({ goods_id: hmGoods!.id, number: 2, price: '18.80', is_ephedrine: 1 })]);

    // Another buyer sees none of them.
    const other = await list(chain);
    expect(other.body.data.data.some((r) => ids.includes(r.order_id))).toBe(false);
  });

  it('pages, rejects bad paging with 422, and asks a visitor to log in', async () => {
    const page = await list(demo, '?per_page=1&page=1');
    expect(page.body.data.per_page).toBe(1);
    expect(page.body.data.data.length).toBeLessThanOrEqual(1);
    expect((await list(demo, '?page=abc')).status).toBe(422);
    expect((await list(demo, '?per_page=1000')).status).toBe(422);
    expect((await server.api('/api/order/hm')).status).toBe(401);
  });
});
