import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationDrafts, sessions, users } from '../../server/db/schema';
import { latestOutboxCode } from '../../server/services/sms/outbox';
import type { WechatQr } from '../../shared/contract/account';
import type { RegistrationDraft } from '../../shared/contract/calls/onboarding';
import type { WechatLoginState } from '../../shared/contract/calls/wechat-login';
import type { UserState } from '../../shared/contract/user';
import { json } from './harness';
import { JPEG, phonesAfter, twoYearsAfter, withClockedServer, withCookie } from './clock-fixtures';

const the = withClockedServer();

const freshPhone = phonesAfter(17800000000);
const later = () => twoYearsAfter(the.now);

/** The local provider's scan page, confirmed with a nickname (one nickname is one WeChat account). */
const scan = (ticket: string, nickname: string) =>
  fetch(`${the.server.base}/wechat/sandbox/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: ticket, nickname }).toString(),
  });
const loginQr = async () => {
  const res = await the.server.api<WechatQr>('/api/login/wechat/qr', json({}));
  expect(res.status).toBe(200);
  return res.body.data;
};
const poll = (ticket: string) => the.server.api<WechatLoginState>('/api/login/wechat/state', json({ ticket }));

async function codeFor(phone: string): Promise<string> {
  the.advance(61);
  const res = await the.server.api('/api/user/create_code', json({ phone, type: 'register' }));
  expect(res.status).toBe(200);
  return (await latestOutboxCode(the.server.db, phone))!;
}

const draftCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('yp_reg='))!
    .split(';')[0]!;

/** /register/wechat step 1 with the scanned ticket. */
async function wechatStep1(ticket: string, phone: string, username: string) {
  const code = await codeFor(phone);
  return the.server.api<RegistrationDraft>('/api/register/wechat/step1', json({ ticket, phone, code, username, password: 'kangning2026', agree: 1 }));
}

/** Steps 2 and 3 of a draft: the final submit's answer. */
async function finish(cookie: string) {
  const step2 = await the.server.api<RegistrationDraft>(
    '/api/register/step2',
    withCookie(
      cookie,
      json({
        company: '保定市竞秀区同康药店',
        type: 'clinic',
        name: '赵敏',
        province: '河北省',
        city: '保定市',
        district: '竞秀区',
        address_detail: '东风中路12号',
      }),
    ),
  );
  expect(step2.status).toBe(200);
  const licences = [];
  for (const kind of step2.body.data.required) {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), `${kind}.jpg`);
    const uploaded = await the.server.api<{ id: number }>('/api/register/upload', { method: 'POST', body, headers: { cookie } });
    expect(uploaded.status).toBe(200);
    licences.push({ kind, number: `NO-${kind}`, expires_on: later(), file_id: uploaded.body.data.id });
  }
  return the.server.api<{ username: string }>('/api/register/submit', withCookie(cookie, json({ licences })));
}

describe('微信扫码登录 and /register/wechat', () => {
  it('an unbound WeChat registers through /register/wechat; the account is bound and its next scan logs it in', async () => {
    const code = await loginQr();
    expect(code.url).toBe(`${the.server.base}/wechat/sandbox/scan?t=${code.ticket}`);
    expect((await poll(code.ticket)).body.data).toEqual({ status: 'waiting', nickname: '', token: '', user: null });
    const page = await fetch(code.url);
    expect(await page.text()).toContain('药批 · 微信登录');
    expect((await scan(code.ticket, '同康赵店长')).status).toBe(200);

    const state = await poll(code.ticket);
    expect(state.body.data).toEqual({ status: 'register', nickname: '同康赵店长', token: '', user: null });
    // No session for a WeChat nobody registered.
    expect(state.headers.getSetCookie().some((c) => c.startsWith('yp_session='))).toBe(false);
    expect((await the.server.api(`/api/register/wechat/${code.ticket}`)).body.data).toEqual({ nickname: '同康赵店长' });

    const phone = freshPhone();
    const step1 = await wechatStep1(code.ticket, phone, 'tongkang01');
    expect(step1.status).toBe(200);
    expect(step1.body.data).toMatchObject({ mode: 'buyer', phone, username: 'tongkang01', wechat: '同康赵店长' });
    // The ticket served this draft: it cannot start another.
    expect((await the.server.api(`/api/register/wechat/${code.ticket}`)).status).toBe(404);

    const submitted = await finish(draftCookie(step1.headers));
    expect(submitted.status).toBe(200);
    const [account] = await the.server.db.select().from(users).where(eq(users.username, 'tongkang01'));
    expect(account).toMatchObject({ phone, wechat: '同康赵店长', isPassed: false });
    expect(account!.wechatOpenId).toMatch(/^sandbox_/);

    // The same WeChat now logs that account in.
    const next = await loginQr();
    await scan(next.ticket, '同康赵店长');
    const loggedIn = await poll(next.ticket);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.status).toBe('logged_in');
    expect(loggedIn.body.data.user?.username).toBe('tongkang01');
    const cookie = loggedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('yp_session='))!
      .split(';')[0]!;
    const me = await the.server.api<UserState>('/api/user/base', { headers: { cookie } });
    expect(me.body.data.username).toBe('tongkang01');
    // Spent: polling it again does not open a second session.
    const sessionsBefore = await the.server.db.select().from(sessions).where(eq(sessions.userId, account!.id));
    expect((await poll(next.ticket)).status).toBe(404);
    expect(await the.server.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toHaveLength(sessionsBefore.length);
  });

  it('a WeChat bound on 绑定微信 logs its account in', async () => {
    const demo = await the.server.login();
    const bind = await the.server.api<WechatQr>('/api/user/wechat/qr', { ...json({}), headers: { 'content-type': 'application/json', cookie: demo.cookie } });
    await scan(bind.body.data.ticket, '康宁刘店长');
    await the.server.api(`/api/user/wechat/qr/${bind.body.data.ticket}`, { headers: { cookie: demo.cookie } });

    const code = await loginQr();
    await scan(code.ticket, '康宁刘店长');
    const state = await poll(code.ticket);
    expect(state.body.data.status).toBe('logged_in');
    expect(state.body.data.nickname).toBe('康宁刘店长');
    expect(state.body.data.user?.username).toBe('demo');
    expect(state.body.data.token).not.toBe('');
    // A bound WeChat cannot start a registration with that ticket or another.
    expect((await the.server.api(`/api/register/wechat/${code.ticket}`)).status).toBe(404);
    await the.server.api('/api/user/unbind_wechat', { method: 'DELETE', headers: { cookie: demo.cookie } });
  });

  it('an expired QR code, a scan past the registration window and a used ticket are refused, nothing spent', async () => {
    const stale = await loginQr();
    the.advance(6 * 60);
    expect((await poll(stale.ticket)).body.data.status).toBe('expired');
    expect((await scan(stale.ticket, '过期微信')).status).toBe(404);

    const slow = await loginQr();
    await scan(slow.ticket, '慢一点的微信');
    expect((await poll(slow.ticket)).body.data.status).toBe('register');
    // The QR code was scanned, but /register/wechat was not started within 30 minutes.
    the.advance(31 * 60);
    expect((await poll(slow.ticket)).body.data.status).toBe('expired');
    const phone = freshPhone();
    const refused = await wechatStep1(slow.ticket, phone, 'slowwechat');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ wechat: ['微信授权已失效，请重新扫码'] });
    expect(await the.server.db.select().from(registrationDrafts).where(eq(registrationDrafts.phone, phone))).toHaveLength(0);

    const unknown = await wechatStep1('x'.repeat(32), freshPhone(), 'nobodywx');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ wechat: ['微信授权已失效，请重新扫码'] });
    const malformed = await the.server.api('/api/login/wechat/state', json({ ticket: '../etc' }));
    expect(malformed.status).toBe(422);
  });

  it('two registrations racing for one WeChat: one account is bound, the other is refused and not created', async () => {
    const first = await loginQr();
    const second = await loginQr();
    await scan(first.ticket, '抢注的微信');
    await scan(second.ticket, '抢注的微信');
    const a = await wechatStep1(first.ticket, freshPhone(), 'racewxa');
    const b = await wechatStep1(second.ticket, freshPhone(), 'racewxb');
    expect([a.status, b.status]).toEqual([200, 200]);

    const results = await Promise.all([finish(draftCookie(a.headers)), finish(draftCookie(b.headers))]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors).toEqual({ wechat: ['该微信已绑定药批账号，请直接扫码登录'] });
    const created = await the.server.db.select({ username: users.username }).from(users).where(eq(users.wechat, '抢注的微信'));
    expect(created).toHaveLength(1);
    expect(
      await the.server.db
        .select()
        .from(users)
        .where(eq(users.username, created[0]!.username === 'racewxa' ? 'racewxb' : 'racewxa')),
    ).toHaveLength(0);
  });

  it('新增门店 (/register_dd) starts for the login even while it buys for one of its stores', async () => {
    const chain = await the.server.login('chain', 'yaopi123');
    const as = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), cookie: chain.cookie } });
    const stores = await the.server.api<{ list: { id: number; is_main: number }[] }>('/api/user/stores', as());
    const store = stores.body.data.list.find((item) => item.is_main === 0)!;
    expect((await the.server.api('/api/user/stores/switch', as(json({ id: store.id })))).status).toBe(200);
    const started = await the.server.api<RegistrationDraft>('/api/register/dd/start', as(json({})));
    expect(started.status).toBe(200);
    expect(started.body.data.mode).toBe('store');
    // The draft belongs to the login (总店), not to the store it was buying for.
    const main = stores.body.data.list.find((item) => item.is_main === 1)!;
    expect(await the.server.db.select().from(registrationDrafts).where(eq(registrationDrafts.ownerId, main.id))).toHaveLength(1);
    expect(await the.server.db.select().from(registrationDrafts).where(eq(registrationDrafts.ownerId, store.id))).toHaveLength(0);
  });
});
