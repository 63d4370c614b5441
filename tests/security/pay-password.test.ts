import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPasswordState } from '../../shared/contract/pay-password';
import type { PayResult } from '../../shared/contract/order';
import { orders, payments, users, walletTransactions } from '../../server/db/schema';
import { payOrder } from '../../server/services/payment/pay';
import { PAY_PASSWORD_LOCK_MS } from '../../server/services/payment/pay-password';
import { sandboxProvider } from '../../server/services/payment/sandbox';
import { DEMO, form, json, startServer, type TestServer } from '../api/harness';
import { as, balanceOf, loginAs, orderOf, plainGoods, type Who } from '../api/order-fixtures';

/**
 * 支付密码 (services/payment/pay-password.ts): wallet payments need it, it is
 * set with the login password, stored hashed, and five wrong tries — even
 * sent at once — lock it for 15 minutes. Each buyer acts on their own only.
 */

const LOGIN = DEMO.password;
const GOOD = '274951';
const OTHER_GOOD = '803176';

let server: TestServer;
let demo: Who;
let chain: Who;
let jnrenhe: Who;
let zzbxk: Who;
/** zzbxk's order, left unpaid behind the lock by one test and paid when it passes in the next. */
let lockedOrderId = 0;

beforeAll(async () => {
  server = await startServer();
  demo = await loginAs(server, 'demo');
  chain = await loginAs(server, 'chain');
  jnrenhe = await loginAs(server, 'jnrenhe');
  zzbxk = await loginAs(server, 'zzbxk');
});
afterAll(() => server?.close());

const stateOf = async (who: Who) => (await server.api<PayPasswordState>('/api/user/pay_password', as(who))).body.data;
const setPassword = (who: Who, body: Record<string, unknown>) => server.api<PayPasswordState>('/api/user/pay_password/set', as(who, json(body)));
const changePassword = (who: Who, body: Record<string, unknown>) => server.api<PayPasswordState>('/api/user/pay_password/change', as(who, json(body)));
const pay = (who: Who, id: number, body: Record<string, unknown>) =>
  server.api<PayResult>(`/api/order/${id}/pay`, as(who, json({ method: 'wallet', ...body })));
const rowOf = async (who: Who) => (await server.db.select().from(users).where(eq(users.id, who.id)))[0]!;
const orderStatus = async (id: number) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** Balance, ledger rows and payment rows of a buyer: what a charge would change. */
async function moneyOf(who: Who) {
  const [ledger] = await server.db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.userId, who.id));
  const [paid] = await server.db.select({ n: count() }).from(payments).where(eq(payments.userId, who.id));
  return { balance: await balanceOf(server, who), ledger: ledger!.n, payments: paid!.n };
}

async function unpaidOrder(who: Who, skip: number) {
  const [goods] = await plainGoods(server, 1, skip);
  return orderOf(server, who, [{ goods: goods!, number: 1 }]);
}

describe('first use: set with the login password', () => {
  it('wallet pay before any password is set → 422 asking to set it first, nothing charged', async () => {
    const order = await unpaidOrder(demo, 0);
    expect(await stateOf(demo)).toEqual({ is_set: 0, set_at: 0, locked_until: 0, tries_left: 5 });
    const before = await moneyOf(demo);
    const refused = await pay(demo, order.id, { pay_password: GOOD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ pay_password: ['请先设置支付密码'] });
    expect(await moneyOf(demo)).toEqual(before);
    expect(await orderStatus(order.id)).toBe(1);
  });

  it('refuses weak passwords with a clear message, before any try is spent', async () => {
    const cases: [string, string][] = [
      ['111111', '支付密码不能是相同的数字（如111111）'],
      ['123456', '支付密码不能是连续的数字（如123456、654321）'],
      ['654321', '支付密码不能是连续的数字（如123456、654321）'],
      // demo's phone is 13800138000.
      ['138000', '支付密码不能与手机号后6位相同'],
      ['12345', '支付密码须为6位数字'],
      ['12345a', '支付密码须为6位数字'],
    ];
    for (const [weak, message] of cases) {
      const refused = await setPassword(demo, { login_password: LOGIN, pay_password: weak });
      expect(refused.status, weak).toBe(422);
      expect(refused.body.errors?.pay_password, weak).toEqual([message]);
    }
    expect(await stateOf(demo)).toMatchObject({ is_set: 0, tries_left: 5 });
  });

  it('needs the right login password (a wrong one spends a try), then stores only a salted hash', async () => {
    const wrong = await setPassword(demo, { login_password: 'not-my-password', pay_password: GOOD });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ login_password: ['登录密码错误，还可以再试4次'] });
    expect((await rowOf(demo)).payPasswordHash).toBeNull();

    const set = await setPassword(demo, { login_password: LOGIN, pay_password: GOOD });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('支付密码设置成功');
    expect(set.body.data).toMatchObject({ is_set: 1, locked_until: 0, tries_left: 5 });
    expect(set.body.data.set_at).toBeGreaterThan(0);
    expect(JSON.stringify(set.body)).not.toContain(GOOD);

    const row = await rowOf(demo);
    expect(row.payPasswordHash).toMatch(/^scrypt\$/);
    expect(row.payPasswordHash).not.toContain(GOOD);
    // Salted: the same digits set for another buyer hash differently.
    await setPassword(chain, { login_password: LOGIN, pay_password: GOOD });
    expect((await rowOf(chain)).payPasswordHash).not.toBe(row.payPasswordHash);

    const again = await setPassword(demo, { login_password: LOGIN, pay_password: OTHER_GOOD });
    expect(again.status).toBe(422);
    expect(again.body.errors?.pay_password?.[0]).toContain('支付密码已设置');
  });
});

describe('wallet payment with the password', () => {
  it('missing or wrong → 422 on pay_password with the tries left, balance, ledger and order unchanged; right → paid', async () => {
    const order = await unpaidOrder(demo, 1);
    const before = await moneyOf(demo);

    const missing = await pay(demo, order.id, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ pay_password: ['请输入支付密码'] });

    const wrong = await pay(demo, order.id, { pay_password: '902417' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ pay_password: ['支付密码错误，还可以再试4次'] });
    expect(await moneyOf(demo)).toEqual(before);
    expect(await orderStatus(order.id)).toBe(1);
    expect(await stateOf(demo)).toMatchObject({ tries_left: 4 });

    const paid = await pay(demo, order.id, { pay_password: GOOD });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(await balanceOf(server, demo)).toBe(before.balance - Math.round(Number(order.pay_total) * 100));
    // A right answer hands the tries back.
    expect(await stateOf(demo)).toMatchObject({ tries_left: 5, locked_until: 0 });
  });

  it('malformed passwords → 422 in Chinese, no try spent, nothing charged', async () => {
    const order = await unpaidOrder(demo, 2);
    const before = await moneyOf(demo);
    for (const bad of [274951, ['274951'], { a: 1 }, '27495', '2749511', '２７４９５１', 'abcdef', '9'.repeat(10_000)]) {
      const response = await pay(demo, order.id, { pay_password: bad });
      expect(response.status, JSON.stringify(bad).slice(0, 40)).toBe(422);
      expect(response.body.errors?.pay_password?.[0]).toMatch(/[\u4e00-\u9fa5]/);
    }
    const formBody = await server.api(`/api/order/${order.id}/pay`, as(demo, form('method=wallet&pay_password[]=1')));
    expect(formBody.status).toBe(422);
    expect(await moneyOf(demo)).toEqual(before);
    expect(await stateOf(demo)).toMatchObject({ tries_left: 5 });
  });

  it('five wrong tries lock it: each says how many are left, the fifth and the right password after it say when it unlocks', async () => {
    await setPassword(jnrenhe, { login_password: LOGIN, pay_password: GOOD });
    const order = await unpaidOrder(jnrenhe, 3);
    const before = await moneyOf(jnrenhe);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await pay(jnrenhe, order.id, { pay_password: '902417' })).body.errors!.pay_password![0]!);
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `支付密码错误，还可以再试${n}次`));
    expect(messages[4]).toMatch(/^支付密码错误，错误次数过多，支付密码已锁定，请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 后再试$/);

    const state = await stateOf(jnrenhe);
    expect(state.tries_left).toBe(0);
    expect(state.locked_until * 1000).toBeGreaterThan(Date.now() + PAY_PASSWORD_LOCK_MS - 60_000);

    const right = await pay(jnrenhe, order.id, { pay_password: GOOD });
    expect(right.status).toBe(422);
    expect(right.body.errors!.pay_password![0]).toMatch(/^错误次数过多，支付密码已锁定，请于 .+ 后再试$/);
    // The login password cannot be used to slip past the lock either.
    const reset = await changePassword(jnrenhe, { login_password: LOGIN, pay_password: OTHER_GOOD });
    expect(reset.status).toBe(422);
    expect(reset.body.errors!.login_password![0]).toContain('已锁定');
    expect(await moneyOf(jnrenhe)).toEqual(before);
    expect(await orderStatus(order.id)).toBe(1);
  });

  it('concurrent wrong tries cannot exceed five: exactly five are checked, the rest are refused as locked', async () => {
    await setPassword(zzbxk, { login_password: LOGIN, pay_password: GOOD });
    const order = await unpaidOrder(zzbxk, 4);
    lockedOrderId = order.id;
    const before = await moneyOf(zzbxk);
    const answers = await Promise.all(Array.from({ length: 12 }, () => pay(zzbxk, order.id, { pay_password: '902417' })));
    expect(answers.every((a) => a.status === 422)).toBe(true);
    const messages = answers.map((a) => a.body.errors!.pay_password![0]!);
    // A checked try starts with 支付密码错误; a refused one only says it is locked.
    expect(messages.filter((m) => m.startsWith('支付密码错误'))).toHaveLength(5);
    expect(messages.filter((m) => m.startsWith('错误次数过多'))).toHaveLength(7);
    const row = await rowOf(zzbxk);
    expect(row.payPasswordFailures).toBe(5);
    expect(row.payPasswordLockedUntil).not.toBeNull();

    // The right password, sent at once with more wrong ones, is refused too: the lock holds.
    const mixed = await Promise.all([GOOD, '902417', GOOD].map((p) => pay(zzbxk, order.id, { pay_password: p })));
    expect(mixed.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(await moneyOf(zzbxk)).toEqual(before);
    expect(await orderStatus(order.id)).toBe(1);
  });

  it('the lock passes at locked_until (the service takes `now`): one second before it the right password is refused, at it the order is paid', async () => {
    const { payPasswordLockedUntil } = await rowOf(zzbxk);
    const deps = { payments: sandboxProvider('test-secret'), bank: { name: '', account_name: '', account: '' } };
    const input = { method: 'wallet' as const, payer_account_name: '', payer_bank: '', payer_account: '', receipt_no: '', pay_password: GOOD };
    const early = new Date(payPasswordLockedUntil!.getTime() - 1000);
    await expect(payOrder(server.db, deps, zzbxk.id, lockedOrderId, input, { origin: server.base, key: null, now: early })).rejects.toMatchObject({
      errors: { pay_password: [expect.stringContaining('已锁定')] },
    });
    const paid = await payOrder(server.db, deps, zzbxk.id, lockedOrderId, input, { origin: server.base, key: null, now: payPasswordLockedUntil! });
    expect(paid.status).toBe('paid');
    expect(await rowOf(zzbxk)).toMatchObject({ payPasswordFailures: 0, payPasswordLockedUntil: null });
  });
});

describe('change in the account centre', () => {
  it('with the old payment password: the new one pays, the old one no longer does; a wrong old one spends a try', async () => {
    const wrongOld = await changePassword(demo, { old_pay_password: '902417', pay_password: OTHER_GOOD });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors).toEqual({ old_pay_password: ['原支付密码错误，还可以再试4次'] });
    const weak = await changePassword(demo, { old_pay_password: GOOD, pay_password: '222222' });
    expect(weak.body.errors).toEqual({ pay_password: ['支付密码不能是相同的数字（如111111）'] });

    const changed = await changePassword(demo, { old_pay_password: GOOD, pay_password: OTHER_GOOD });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('支付密码修改成功');
    const order = await unpaidOrder(demo, 5);
    expect((await pay(demo, order.id, { pay_password: GOOD })).status).toBe(422);
    expect((await pay(demo, order.id, { pay_password: OTHER_GOOD })).status).toBe(200);
  });

  it('reset with the login password when forgotten; a wrong login password spends a try', async () => {
    const wrong = await changePassword(demo, { login_password: 'guess-1', pay_password: GOOD });
    expect(wrong.body.errors).toEqual({ login_password: ['登录密码错误，还可以再试4次'] });
    const reset = await changePassword(demo, { login_password: LOGIN, pay_password: GOOD });
    expect(reset.status).toBe(200);
    const order = await unpaidOrder(demo, 6);
    expect((await pay(demo, order.id, { pay_password: GOOD })).status).toBe(200);
  });

  it('needs exactly one of the old payment password and the login password; bad bodies → 422, never 500', async () => {
    const bodies: unknown[] = [
      { pay_password: OTHER_GOOD },
      { old_pay_password: GOOD, login_password: LOGIN, pay_password: OTHER_GOOD },
      { old_pay_password: 274951, pay_password: OTHER_GOOD },
      { login_password: ['x'], pay_password: OTHER_GOOD },
      { login_password: LOGIN, pay_password: null },
      [1, 2],
      'pay_password',
    ];
    for (const body of bodies) {
      const response = await changePassword(demo, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await stateOf(demo)).toMatchObject({ is_set: 1, tries_left: 5 });
  });

  it('five wrong login passwords lock setting it too (the login password cannot be guessed here)', async () => {
    const bdyimin = await loginAs(server, 'bdyimin');
    for (let i = 0; i < 5; i += 1) await setPassword(bdyimin, { login_password: `guess-${i}`, pay_password: GOOD });
    const right = await setPassword(bdyimin, { login_password: LOGIN, pay_password: GOOD });
    expect(right.status).toBe(422);
    expect(right.body.errors!.login_password![0]).toContain('已锁定');
    expect((await rowOf(bdyimin)).payPasswordHash).toBeNull();
  });
});

describe('one buyer cannot read or change another’s', () => {
  it('every call acts on the session’s own account; a user id in the body is ignored', async () => {
    const demoHash = (await rowOf(demo)).payPasswordHash;
    const tydesheng = await loginAs(server, 'tydesheng');
    expect(await stateOf(tydesheng)).toMatchObject({ is_set: 0 });
    const theirs = await changePassword(tydesheng, { old_pay_password: GOOD, pay_password: OTHER_GOOD, user_id: demo.id, id: demo.id });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ pay_password: ['请先设置支付密码'] });
    const reset = await changePassword(tydesheng, { login_password: LOGIN, pay_password: OTHER_GOOD, user_id: demo.id });
    expect(reset.status).toBe(422);
    expect((await rowOf(demo)).payPasswordHash).toBe(demoHash);
    const setOwn = await setPassword(tydesheng, { login_password: LOGIN, pay_password: OTHER_GOOD, user_id: demo.id });
    expect(setOwn.status).toBe(200);
    expect((await rowOf(demo)).payPasswordHash).toBe(demoHash);
    // Their password does not pay demo's order, and demo's order is not theirs to pay (404).
    const order = await unpaidOrder(demo, 7);
    expect((await pay(tydesheng, order.id, { pay_password: OTHER_GOOD })).status).toBe(404);
    expect(await orderStatus(order.id)).toBe(1);
  });

  it('without a session nothing is read or changed (401)', async () => {
    const anonymous = await server.api('/api/user/pay_password');
    expect(anonymous.status).toBe(401);
    const set = await server.api('/api/user/pay_password/set', json({ login_password: LOGIN, pay_password: GOOD }));
    expect(set.status).toBe(401);
    const change = await server.api('/api/user/pay_password/change', json({ login_password: LOGIN, pay_password: GOOD }));
    expect(change.status).toBe(401);
  });
});
