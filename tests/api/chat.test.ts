import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread } from '../../shared/contract/chat';
import type { Address, CreatedOrder } from '../../shared/contract/order';
import { chatMessages, orders } from '../../server/db/schema';
import { json, startServer, type TestServer } from './harness';
import { as, cartWith, loginAs, plainGoods, type Who } from './order-fixtures';

let server: TestServer;
let demo: Who;
let other: Who;
let chatty: Who;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  other = await loginAs(server, 'chain');
  chatty = await loginAs(server, 'jnrenhe');
});
afterAll(() => server?.close());

const send = (who: Who, body: unknown) => server.api<ChatMessage[]>('/api/chat/messages', as(who, json(body)));
const thread = (who: Who, afterId = 0) => server.api<ChatThread>(`/api/chat/messages?after_id=${afterId}`, as(who));

describe('customer-service chat', () => {
  it('is for members only', async () => {
    expect((await server.api('/api/chat/messages')).status).toBe(401);
    expect((await server.api('/api/chat/messages', json({ body: '你好' }))).status).toBe(401);
  });

  it('answers an order question with the buyer’s latest order, as the account manager, marked 自动回复', async () => {
    const [item] = await plainGoods(server, 1);
    const [lineId] = await cartWith(server, demo, [{ goods: item!, number: 2 }]);
    const book = await server.api<Address[]>('/api/address', as(demo));
    const created = await server.api<CreatedOrder>('/api/order', as(demo, json({ ids: [lineId], address_id: book.body.data[0]!.id })));
    expect(created.status).toBe(200);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, created.body.data.id));

    const res = await send(demo, { body: '  我的订单发货了吗？ ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('发送成功');
    const [mine, answer] = res.body.data;
    expect(mine).toMatchObject({ sender: 'buyer', agent_name: '', body: '我的订单发货了吗？' });
    expect(mine!.created_at).toBeGreaterThan(1_000_000_000);
    expect(mine!.created_at).toBeLessThan(10_000_000_000);
    expect(answer!.sender).toBe('agent');
    expect(answer!.agent_name).toBe('张雪（自动回复）');
    expect(answer!.body).toContain(order!.orderNo);
    expect(answer!.body).toContain('待付款');
    expect(answer!.body).toContain(`/order/info/${order!.id}`);
    expect(answer!.id).toBeGreaterThan(mine!.id);
  });

  it('answers after-sales, invoice, coupon and licence questions, and greets otherwise', async () => {
    const reply = async (body: string) => (await send(demo, { body })).body.data[1]!.body;
    expect(await reply('怎么申请退货')).toMatch(/申请售后[\s\S]*\/order/);
    expect(await reply('发票怎么开')).toContain('增值税专用发票');
    expect(await reply('有优惠券吗')).toMatch(/优惠券/);
    expect(await reply('资质在哪里更新')).toContain('/zhzx/basic');
    const hello = await reply('在吗');
    expect(hello).toContain('400-611-8899');
    expect(hello).toContain('服务时间');
  });

  it('lists the thread oldest first with the agent, and pages after an id', async () => {
    const all = await thread(demo);
    expect(all.status).toBe(200);
    expect(all.body.data.agent).toEqual({ name: '张雪（自动回复）', online: 1 });
    const ids = all.body.data.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(12);

    const after = await thread(demo, ids[9]);
    expect(after.body.data.messages.map((m) => m.id)).toEqual(ids.slice(10));
    expect((await thread(demo, ids.at(-1))).body.data.messages).toEqual([]);
  });

  it('answers the newest 50 when after_id is 0', async () => {
    await server.db.insert(chatMessages).values(Array.from({ length: 60 }, (_, i) => ({ userId: other.id, sender: 'buyer' as const, body: `第${i + 1}条` })));
    const page = (await thread(other)).body.data.messages;
    expect(page).toHaveLength(50);
    expect(page[0]!.body).toBe('第11条');
    expect(page.at(-1)!.body).toBe('第60条');
  });

  it('is shut for a buyer without chat (is_can_chat 0): 403 with the reason, nothing stored', async () => {
    const closed = await loginAs(server, 'tydesheng');
    const before = await server.db.select().from(chatMessages).where(eq(chatMessages.userId, closed.id));
    for (const response of [await thread(closed), await send(closed, { body: '你好' })]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('您的账户暂未开通在线客服，请拨打客服热线或联系专属客户经理');
    }
    expect(await server.db.select().from(chatMessages).where(eq(chatMessages.userId, closed.id))).toEqual(before);
    expect((await server.api<{ is_can_chat: number }>('/api/user/base', as(closed))).body.data.is_can_chat).toBe(0);
  });

  it('never shows one buyer another buyer’s messages', async () => {
    const mine = (await thread(demo)).body.data.messages;
    const theirs = (await thread(other)).body.data.messages;
    expect(theirs.some((m) => mine.some((n) => n.id === m.id))).toBe(false);
    expect(theirs.every((m) => m.body.startsWith('第'))).toBe(true);
    // Paging from my ids does not reach theirs either.
    const fromZero = await thread(other, 1);
    expect(fromZero.body.data.messages.every((m) => !mine.some((n) => n.id === m.id))).toBe(true);
  });

  it('refuses empty, too long and non-object bodies with 422 and a Chinese message, writing nothing', async () => {
    const before = (await server.db.select().from(chatMessages).where(eq(chatMessages.userId, demo.id))).length;
    for (const [body, message] of [
      [{ body: '   ' }, '请输入消息内容'],
      [{}, '请输入消息内容'],
      [{ body: '药'.repeat(501) }, '消息不能超过500个字'],
    ] as const) {
      const res = await send(demo, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors?.body).toEqual([message]);
    }
    const array = await send(demo, [{ body: '你好' }]);
    expect(array.status).toBe(422);
    expect(array.body.message).toMatch(/[\u4e00-\u9fff]/);
    const badId = await thread(demo, -1);
    expect(badId.status).toBe(422);
    expect((await send(demo, { body: '药'.repeat(500) })).status).toBe(200);
    const after = (await server.db.select().from(chatMessages).where(eq(chatMessages.userId, demo.id))).length;
    expect(after).toBe(before + 2);
  });

  it('stores text as sent: markup stays text', async () => {
    const res = await send(demo, { body: '<img src=x onerror=alert(1)>' });
    expect(res.body.data[0]!.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('limits a session to 20 messages a minute with the usual 429 envelope; other buyers are unaffected', async () => {
    for (let i = 0; i < 20; i += 1) expect((await send(chatty, { body: `消息${i}` })).status).toBe(200);
    const blocked = await send(chatty, { body: '再来一条' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试', data: null });
    expect((await send(other, { body: '你好' })).status).toBe(200);
    // Reading is not limited.
    expect((await thread(chatty)).status).toBe(200);
  });
});
