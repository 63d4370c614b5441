import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../shared/contract/order';
import { addresses } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, loginAs, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let other: Who;
let fresh: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  other = await loginAs(server, 'chain');
  fresh = await loginAs(server, 'jnrenhe');
  // A buyer with an empty address book.
  await server.db.delete(addresses).where(eq(addresses.userId, fresh.id));
});
afterAll(() => server?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  consignee: '张三',
  phone: '13912345678',
  province: '山东省',
  city: '济南市',
  district: '历下区',
  detail: '泉城路1号',
  ...overrides,
});
const list = async (who: Who) => (await server.api<Address[]>('/api/address', as(who))).body.data;
const rows = async () => (await server.db.select({ n: count() }).from(addresses))[0]!.n;

describe('delivery addresses', () => {
  it('the seed gives demo two, one of them the default, listed first', async () => {
    const mine = await list(demo);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.is_default).toBe(1);
    expect(mine.filter((a) => a.is_default === 1)).toHaveLength(1);
  });

  it('the first address becomes the default; a new default takes over; there is only ever one', async () => {
    const first = await server.api<Address>('/api/address', as(fresh, json(body())));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_default: 1, full: '山东省济南市历下区泉城路1号' });
    const second = await server.api<Address>('/api/address', as(fresh, json(body({ detail: '经十路2号' }))));
    expect(second.body.data.is_default).toBe(0);
    const third = await server.api<Address>('/api/address', as(fresh, json(body({ detail: '经十路3号', is_default: 1 }))));
    expect(third.body.data.is_default).toBe(1);
    let book = await list(fresh);
    expect(book.filter((a) => a.is_default).map((a) => a.id)).toEqual([third.body.data.id]);

    const made = await server.api<Address>(`/api/address/${first.body.data.id}/default`, as(fresh, json({})));
    expect(made.body.data.is_default).toBe(1);
    book = await list(fresh);
    expect(book.filter((a) => a.is_default).map((a) => a.id)).toEqual([first.body.data.id]);

    const edited = await server.api<Address>(`/api/address/${second.body.data.id}`, as(fresh, json(body({ consignee: '李四', phone: '0531-88776655' }))));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ consignee: '李四', phone: '0531-88776655', is_default: 0 });

    // Deleting the default promotes the newest remaining one.
    const deleted = await server.api(`/api/address/${first.body.data.id}`, as(fresh, { method: 'DELETE' }));
    expect(deleted.status).toBe(200);
    book = await list(fresh);
    expect(book.map((a) => a.id)).not.toContain(first.body.data.id);
    expect(book.filter((a) => a.is_default).map((a) => a.id)).toEqual([third.body.data.id]);
  });

  it('keeps at most 20 per buyer', async () => {
    const have = (await list(fresh)).length;
    for (let i = have; i < 20; i++) {
      const added = await server.api('/api/address', as(fresh, json(body({ detail: `测试路${i}号` }))));
      expect(added.status).toBe(200);
    }
    const before = await rows();
    const over = await server.api('/api/address', as(fresh, json(body({ detail: '第21个' }))));
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('最多保存20个收货地址');
    expect(await rows()).toBe(before);
  });

  it('another buyer’s address id → 404 and nothing changes', async () => {
    const theirs = (await list(other))[0]!;
    const attempts: [string, RequestInit][] = [
      [`/api/address/${theirs.id}`, json(body({ consignee: '黑客' }))],
      [`/api/address/${theirs.id}/default`, json({})],
      [`/api/address/${theirs.id}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of attempts) {
      const response = await server.api(path, as(demo, init));
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe('收货地址不存在');
    }
    expect((await list(other))[0]).toEqual(theirs);
  });

  it('malformed bodies → 422 with a Chinese message per field, nothing written', async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      [body({ consignee: '' }), 'consignee'],
      [body({ phone: '12345' }), 'phone'],
      [body({ detail: '长'.repeat(121) }), 'detail'],
      [body({ is_default: 5 }), 'is_default'],
      [[body()], 'body'],
    ];
    for (const [input, field] of cases) {
      const response = await server.api('/api/address', as(demo, json(input)));
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
      expect(response.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // The messages the address form shows before sending (shared/contract/calls/address-input.ts).
    const noRegion = await server.api('/api/address', as(demo, json(body({ province: '', city: ' ' }))));
    expect(noRegion.body.errors).toMatchObject({ province: ['请填写省份'], city: ['请填写城市'] });
    const badId = await server.api('/api/address/-1', as(demo, json(body())));
    expect(badId.status).toBe(422);
    expect(await rows()).toBe(before);
  });
});
