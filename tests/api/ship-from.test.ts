import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopFocus } from '../../shared/contract/ad';
import type { OrderLogistics } from '../../shared/contract/order';
import { helpArticles, siteSettings, users } from '../../server/db/schema';
import { returnAddress } from '../../server/services/after-sale/return-address';
import { readSettings, type WarehouseSetting } from '../../server/services/site-settings';
import { insertOrder, someGoods } from './fixtures/order';
import { startServer, type TestServer } from './harness';

/**
 * Issue 26: a parcel's trace starts where the goods ship from — the
 * warehouse of the site settings — and the delivery promise the site shows
 * is written from that same row. Before, every trace began 【广州市】 while
 * the notice promised 河北省内次日送达.
 */
let server: TestServer;
let demo: { token: string };
let demoId: number;
let goodsId: number;

const DAY = 24 * 60 * 60 * 1000;
const as = (who: { token: string }): RequestInit => ({ headers: { authorization: `Bearer ${who.token}` } });

beforeAll(async () => {
  server = await startServer();
  demo = await server.login();
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  demoId = row!.id;
  goodsId = (await someGoods(server.db, 1))[0]!.id;
});
afterAll(() => server.close());

/** The trace of a demo order shipped two days ago to `address`, oldest line first. */
async function traceTo(address: string): Promise<string[]> {
  const { order } = await insertOrder(server.db, {
    userId: demoId,
    status: 3,
    shippedAt: new Date(Date.now() - 2 * DAY),
    address,
    lines: [{ goodsId, number: 1, priceFen: 990 }],
  });
  const res = await server.api<OrderLogistics>(`/api/order/${order.id}/logistics`, as(demo));
  expect(res.status).toBe(200);
  return res.body.data.traces.map((line) => line.text).reverse();
}

async function setWarehouse(patch: Partial<WarehouseSetting>): Promise<void> {
  const { warehouse } = await readSettings(server.db, ['warehouse']);
  await server.db
    .update(siteSettings)
    .set({ value: { ...warehouse, ...patch } })
    .where(eq(siteSettings.key, 'warehouse'));
}

describe('where parcels ship from', () => {
  it('seeds a 河北 warehouse: a 石家庄 buyer’s parcel starts in 石家庄 and never leaves the province', async () => {
    const { warehouse } = await readSettings(server.db, ['warehouse']);
    expect(warehouse).toMatchObject({ province: '河北省', city: '石家庄市', cutoff: '16:00' });

    const trace = await traceTo('河北省石家庄市长安区中山东路508号康宁大药房');
    expect(trace[0]).toMatch(/^【石家庄市】商家已发货/);
    expect(trace[1]).toMatch(/^【石家庄市】.*已揽收/);
    expect(trace).toContain('快件已到达【石家庄转运中心】');
    expect(trace).toContain('快件已到达【石家庄市营业部】');
    expect(trace.join('\n')).not.toMatch(/广州|长沙|武汉|郑州|南昌|合肥|济南|南京/);
  });

  it('sends a parcel to another province through hubs on the way, still from the warehouse’s city', async () => {
    const trace = await traceTo('山东省济南市历下区泉城路188号仁和大药房');
    expect(trace[0]).toMatch(/^【石家庄市】商家已发货/);
    expect(trace).toContain('快件已到达【石家庄转运中心】');
    expect(trace.filter((line) => line.startsWith('运输中，快件已到达')).length).toBeGreaterThanOrEqual(2);
    expect(trace.join('\n')).not.toContain('济南转运中心');
    expect(trace).toContain('快件已到达【济南市营业部】');
  });

  it('the notice promises what the warehouse settings say, and both follow a change of warehouse', async () => {
    const before = await server.api<TopFocus>('/api/focus/top');
    const promise = before.body.data.broadcast.at(-1)!;
    expect(promise).toEqual({ id: 0, text: '每日16:00前支付的订单当天从石家庄栾城仓出库，石家庄市区当日或次日送达，河北省内次日送达', url: '/help/zfps/hwps' });
    // The one promise: no banner row says it a second time.
    expect(before.body.data.broadcast.filter((line) => line.text.includes('次日送达'))).toHaveLength(1);

    const { warehouse } = await readSettings(server.db, ['warehouse']);
    try {
      await setWarehouse({
        name: '保定莲池仓',
        city: '保定市',
        district: '莲池区',
        cutoff: '15:30',
        delivery_times: [{ region: '保定市区', time: '当日送达' }, ...warehouse.delivery_times.slice(1)],
      });
      const trace = await traceTo('河北省石家庄市长安区中山东路508号康宁大药房');
      expect(trace[0]).toMatch(/^【保定市】商家已发货/);
      expect(trace).toContain('快件已到达【保定转运中心】');
      const after = await server.api<TopFocus>('/api/focus/top');
      expect(after.body.data.broadcast.at(-1)!.text).toBe('每日15:30前支付的订单当天从保定莲池仓出库，保定市区当日送达，河北省内次日送达');
    } finally {
      await setWarehouse(warehouse);
    }
  });

  it('the help page’s 配送时效 lists the same regions and times, and returns go back to that warehouse', async () => {
    const { warehouse } = await readSettings(server.db, ['warehouse']);
    const [article] = await server.db.select({ body: helpArticles.body }).from(helpArticles).where(eq(helpArticles.slug, 'hwps'));
    expect(article!.body).toContain(`每日${warehouse.cutoff}前支付的订单当天出库`);
    for (const row of warehouse.delivery_times) expect(article!.body).toContain(`<tr><td>${row.region}</td><td>${row.time}</td></tr>`);
    expect(article!.body).not.toContain('1-2天');

    const address = await returnAddress(server.db);
    expect(address).toMatch(/^河北省石家庄市栾城区.*售后部（收）/);
    expect(address).not.toContain('广州');
  });
});
