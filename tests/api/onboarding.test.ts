import { and, asc, count, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { addresses, cartItems, goods, licences, messages, registrationDrafts, sessions, uploads, users } from '../../server/db/schema';
import { reviewAccount } from '../../server/services/licences/review';
import { latestOutboxCode } from '../../server/services/sms/outbox';
import type { LicenceOverview, RegistrationDraft } from '../../shared/contract/calls/onboarding';
import type { OrderCheckoutPreview } from '../../shared/contract/order';
import type { UserState } from '../../shared/contract/user';
import { deliverWebhooks } from '../../server/services/webhooks/deliver';
import { json } from './harness';
import { JPEG, phonesAfter, twoYearsAfter, withClockedServer, withCookie } from './clock-fixtures';
import { registerSellerClient } from './seller/client';
import { startReceiver } from './seller/receiver';

const the = withClockedServer();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const freshPhone = phonesAfter(17700000000);
const later = () => twoYearsAfter(the.now);

async function codeFor(phone: string, type = 'register'): Promise<string> {
  the.advance(61);
  const res = await the.server.api('/api/user/create_code', json({ phone, type }));
  expect(res.status).toBe(200);
  return (await latestOutboxCode(the.server.db, phone))!;
}

/** Step 1 and 2 done: the draft cookie. */
async function draftFor(phone: string, username: string): Promise<string> {
  const code = await codeFor(phone);
  const step1 = await the.server.api<RegistrationDraft>('/api/register/step1', json({ phone, code, username, password: 'kangning2026', agree: 1 }));
  expect(step1.status).toBe(200);
  const cookie = step1.headers
    .getSetCookie()
    .find((c) => c.startsWith('yp_reg='))!
    .split(';')[0]!;
  const step2 = await the.server.api<RegistrationDraft>(
    '/api/register/step2',
    withCookie(
      cookie,
      json({
        company: '石家庄市新华区仁心大药房',
        type: 'pharmacy',
        name: '王芳',
        province: '河北省',
        city: '石家庄市',
        district: '新华区',
        address_detail: '中华北大街88号',
      }),
    ),
  );
  expect(step2.status).toBe(200);
  expect(step2.body.data.required).toEqual(['business', 'drug', 'gsp', 'proxy', 'id_card']);
  return cookie;
}

function upload(path: string, cookie: string, bytes: Buffer, name: string, type: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return the.server.api<{ id: number; mime: string }>(path, { method: 'POST', body, headers: { cookie } });
}

async function licencesFor(cookie: string) {
  const list = [];
  for (const [kind, bytes, name, type] of [
    ['business', JPEG, '营业执照.jpg', 'image/jpeg'],
    ['drug', PNG, 'drug.png', 'image/png'],
    ['gsp', PDF, 'gsp.pdf', 'application/pdf'],
    ['proxy', JPEG, 'proxy.jpg', 'image/jpeg'],
    ['id_card', JPEG, 'id.jpg', 'image/jpeg'],
  ] as const) {
    const res = await upload('/api/register/upload', cookie, bytes, name, type);
    expect(res.status).toBe(200);
    list.push({ kind, number: `NO-${kind}-2025`, expires_on: later(), file_id: res.body.data.id });
  }
  return list;
}

const login = (username: string, password = 'kangning2026') => the.server.login(username, password);

describe('registration', () => {
  it("announces a submitted registration to the seller's ERP as a signed registration.submitted webhook, once", async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      secret = (await registerSellerClient(the.server.db, 'erp-reviews', ['reviews'], ['--webhook-url', receiver.url])).secret;
      const phone = freshPhone();
      const cookie = await draftFor(phone, 'xinhua66');
      const submitted = await the.server.api('/api/register/submit', withCookie(cookie, json({ licences: await licencesFor(cookie) })));
      expect(submitted.status).toBe(200);
      const [user] = await the.server.db.select({ id: users.id }).from(users).where(eq(users.username, 'xinhua66'));

      await deliverWebhooks(the.server.db, new Date(Date.now() + 1000));
      await deliverWebhooks(the.server.db, new Date(Date.now() + 120_000));
      expect(receiver.state.badSignatures).toBe(0);
      const events = receiver.accepted.filter((event) => event.type === 'registration.submitted');
      expect(events).toHaveLength(1);
      expect(events[0]!.data.object).toMatchObject({
        object: 'registration',
        id: String(user!.id),
        company: '石家庄市新华区仁心大药房',
        business_type: 'pharmacy',
      });
    } finally {
      await receiver.close();
    }
  });

  it('registers a pharmacy in three steps: 审核中, logs in, fills the cart, cannot order until approved', async () => {
    const phone = freshPhone();
    const cookie = await draftFor(phone, 'renxin88');
    // Nothing is an account before the final submit.
    expect(await the.server.db.select().from(users).where(eq(users.username, 'renxin88'))).toHaveLength(0);

    const submitted = await the.server.api<{ username: string }>('/api/register/submit', withCookie(cookie, json({ licences: await licencesFor(cookie) })));
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe('注册成功，资质审核中');
    const [user] = await the.server.db.select().from(users).where(eq(users.username, 'renxin88'));
    expect(user).toMatchObject({ phone, isPassed: false, company: '石家庄市新华区仁心大药房', province: '河北省', district: '新华区' });
    expect(await the.server.db.select().from(registrationDrafts).where(eq(registrationDrafts.phone, phone))).toHaveLength(0);

    const buyer = await login('renxin88');
    const zizhi = await the.server.api<LicenceOverview>('/api/user/zizhi', { headers: { cookie: buyer.cookie } });
    expect(zizhi.body.data.review).toEqual({ state: 'pending', label: '审核中', reason: '' });
    expect(zizhi.body.data.list.map((l) => [l.name, l.status_label, l.validity_label])).toContainEqual(['营业执照', '审核中', '有效']);

    // The file is served to its owner with its sniffed type, as an attachment-safe inline view.
    const file = await fetch(`${the.server.base}${zizhi.body.data.list[0]!.file_url}`, { headers: { cookie: buyer.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="licence-\d+\.jpg"$/);
    // One upload store, in the database: a second API node on the same database serves the file this node took.
    const other = buildApp({ db: the.server.db });
    try {
      const again = await other.inject({ method: 'GET', url: zizhi.body.data.list[0]!.file_url, headers: { cookie: buyer.cookie } });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
      expect(again.rawPayload.subarray(0, 3).equals(JPEG.subarray(0, 3))).toBe(true);
    } finally {
      await other.close();
    }

    const [western] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.kind, 'western'), eq(goods.isEphedrine, false), eq(goods.isBuy, true), gt(goods.stock, 100), eq(goods.type, 0)))
      .orderBy(asc(goods.id))
      .limit(1);
    const added = await the.server.api(
      '/api/cart',
      withCookie(buyer.cookie, json({ params: [{ goods_id: western!.id, number: western!.minBuy * western!.step }] })),
    );
    expect(added.status).toBe(200);
    const [line] = await the.server.db.select().from(cartItems).where(eq(cartItems.userId, user!.id));
    const preview = await the.server.api<OrderCheckoutPreview>('/api/cart/checkout', withCookie(buyer.cookie, json({ ids: [line!.id] })));
    expect(preview.body.data.can_order).toBe(0);
    expect(preview.body.data.blocked_reason).toBe('您的资质正在审核中，审核通过后即可下单');

    await reviewAccount(the.server.db, 'renxin88', { approve: false, reason: '营业执照照片不清晰' });
    const rejected = await the.server.api<LicenceOverview>('/api/user/zizhi', { headers: { cookie: buyer.cookie } });
    expect(rejected.body.data.review).toEqual({ state: 'rejected', label: '未通过', reason: '营业执照照片不清晰' });

    await reviewAccount(the.server.db, 'renxin88', { approve: true });
    const approved = await the.server.api<{ scope: string[]; blocked_reason: string }>('/api/user/jyfw', { headers: { cookie: buyer.cookie } });
    expect(approved.body.data.blocked_reason).toBe('');
    expect(approved.body.data.scope).toEqual(expect.arrayContaining(['化学药制剂', '中成药', '医疗器械']));
    const open = await the.server.api<OrderCheckoutPreview>('/api/cart/checkout', withCookie(buyer.cookie, json({ ids: [line!.id] })));
    expect(open.body.data.can_order).toBe(1);
    const inbox = await the.server.db.select({ title: messages.title, body: messages.body }).from(messages).where(eq(messages.userId, user!.id));
    expect(inbox.map((m) => m.title)).toEqual(['资质审核未通过', '资质审核已通过']);
    expect(inbox[0]!.body).toContain('营业执照照片不清晰');
  });

  it('ends signed in: the submit answers the new buyer’s state with a session cookie, no second login', async () => {
    const phone = freshPhone();
    const cookie = await draftFor(phone, 'kangtai66');
    const submitted = await the.server.api<{ username: string; mode: string; user: UserState | null }>(
      '/api/register/submit',
      withCookie(cookie, json({ licences: await licencesFor(cookie) })),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      username: 'kangtai66',
      mode: 'buyer',
      user: { username: 'kangtai66', company: '石家庄市新华区仁心大药房', is_passed: 0 },
    });
    const session = submitted.headers
      .getSetCookie()
      .find((c) => c.startsWith('yp_session='))
      ?.split(';')[0];
    expect(session).toMatch(/^yp_session=.+/);
    // The cookie is a live session of the new account, as after a login.
    const base = await the.server.api<UserState>('/api/user/base', withCookie(session!));
    expect(base.status).toBe(200);
    expect(base.body.data).toMatchObject({ username: 'kangtai66', phone });
    const [account] = await the.server.db.select({ id: users.id }).from(users).where(eq(users.username, 'kangtai66'));
    expect(await the.server.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toHaveLength(1);
  });

  it('two registrations racing for one phone: one account, the other 422 on phone', async () => {
    const phone = freshPhone();
    const first = await draftFor(phone, 'racea01');
    const second = await draftFor(phone, 'raceb01');
    const [a, b] = [await licencesFor(first), await licencesFor(second)];
    const results = await Promise.all([
      the.server.api('/api/register/submit', withCookie(first, json({ licences: a }))),
      the.server.api('/api/register/submit', withCookie(second, json({ licences: b }))),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors).toEqual({ phone: ['该手机号已注册，请直接登录'] });
    const [row] = await the.server.db.select({ n: count() }).from(users).where(eq(users.phone, phone));
    expect(row?.n).toBe(1);
  });

  it('refuses a taken username, a wrong or expired code, and writes nothing', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const taken = await the.server.api('/api/register/step1', json({ phone, code, username: 'demo', password: 'kangning2026', agree: 1 }));
    expect(taken.body.errors).toEqual({ username: ['该用户名已被使用'] });
    const wrong = await the.server.api(
      '/api/register/step1',
      json({ phone, code: code === '111111' ? '222222' : '111111', username: 'fresh01', password: 'kangning2026', agree: 1 }),
    );
    expect(wrong.body.errors).toEqual({ code: ['验证码错误'] });
    the.advance(301);
    const expired = await the.server.api('/api/register/step1', json({ phone, code, username: 'fresh01', password: 'kangning2026', agree: 1 }));
    expect(expired.body.errors).toEqual({ code: ['验证码已过期，请重新获取'] });
    const weak = await the.server.api('/api/register/step1', json({ phone, code, username: 'fresh01', password: 'abc', agree: 0 }));
    expect(weak.body.errors?.password).toEqual(['密码至少8位']);
    expect(weak.body.errors?.agree).toEqual(['请阅读并同意《药批用户注册协议》']);
    expect(await the.server.db.select().from(registrationDrafts).where(eq(registrationDrafts.phone, phone))).toHaveLength(0);
  });

  it('refuses a file that is not an image or PDF by content, or too large; and a submit without every document', async () => {
    const cookie = await draftFor(freshPhone(), 'filecheck1');
    const html = await upload('/api/register/upload', cookie, Buffer.from('<html><script>alert(1)</script></html>'), 'licence.jpg', 'image/jpeg');
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ file: ['仅支持JPG、PNG图片或PDF文件'] });
    const big = await upload('/api/register/upload', cookie, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), 'big.jpg', 'image/jpeg');
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ file: ['文件不能超过5MB'] });
    const notMultipart = await the.server.api('/api/register/upload', withCookie(cookie, json({ file: 'x' })));
    expect(notMultipart.status).toBe(422);
    expect(notMultipart.body.errors).toEqual({ file: ['请选择要上传的文件'] });
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'a.jpg');
    two.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'b.pdf');
    const twoFiles = await the.server.api('/api/register/upload', { method: 'POST', body: two, headers: { cookie } });
    expect(twoFiles.status).toBe(422);
    expect(twoFiles.body.errors).toEqual({ file: ['一次只能上传一个文件'] });
    const licenceFiles = () => the.server.db.select({ n: count() }).from(uploads).where(eq(uploads.purpose, 'licence'));
    const [held] = await licenceFiles();
    const missing = await the.server.api('/api/register/submit', withCookie(cookie, json({ licences: (await licencesFor(cookie)).slice(0, 2) })));
    expect(missing.body.errors).toEqual({ licences: ['请上传GSP证书'] });
    // The messages step 3 shows beside a licence's inputs before sending (shared/contract/calls/onboarding-input.ts).
    const blank = await the.server.api('/api/register/submit', withCookie(cookie, json({ licences: [{ kind: 'gsp', number: ' ', expires_on: '' }] })));
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toMatchObject({
      'licences.0.number': ['请输入GSP证书号码'],
      'licences.0.expires_on': ['请选择有效期至'],
      'licences.0.file_id': ['请上传GSP证书'],
    });
    expect((await licenceFiles())[0]!.n).toBe(held!.n + 5);
    const noDraft = await upload('/api/register/upload', '', JPEG, 'a.jpg', 'image/jpeg');
    expect(noDraft.body.errors).toEqual({ draft: ['注册信息已失效，请从第一步重新开始'] });
  });

  it('a logged-in owner adds a store under its login (/register_dd)', async () => {
    const owner = await the.server.login('chain', 'yaopi123');
    const start = await the.server.api<RegistrationDraft>('/api/register/dd/start', withCookie(owner.cookie, { method: 'POST' }));
    expect(start.body.data.mode).toBe('store');
    const cookie = `${
      start.headers
        .getSetCookie()
        .find((c) => c.startsWith('yp_reg='))!
        .split(';')[0]!
    }; ${owner.cookie}`;
    await the.server.api(
      '/api/register/step2',
      withCookie(
        cookie,
        json({
          company: '河北仁和堂医药连锁有限公司裕华店',
          type: 'chain',
          name: '李娜',
          province: '河北省',
          city: '石家庄市',
          district: '裕华区',
          address_detail: '槐安东路12号',
        }),
      ),
    );
    const done = await the.server.api<{ username: string; mode: string }>(
      '/api/register/submit',
      withCookie(cookie, json({ licences: await licencesFor(cookie) })),
    );
    expect(done.body.data.mode).toBe('store');
    // The owner stays who it was: no new session for a store.
    expect(done.body.data).toMatchObject({ user: null });
    expect(done.headers.getSetCookie().some((c) => c.startsWith('yp_session='))).toBe(false);
    const [owned] = await the.server.db
      .select({ ownerId: users.ownerId, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, done.body.data.username));
    const [chain] = await the.server.db.select({ id: users.id }).from(users).where(eq(users.username, 'chain'));
    expect(owned).toEqual({ ownerId: chain!.id, passwordHash: null });
  });
});

describe('forgot password', () => {
  it('resets with the code and ends every session of the account', async () => {
    const before = await the.server.login('zzbxk', 'yaopi123');
    const [account] = await the.server.db.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.username, 'zzbxk'));
    const code = await codeFor(account!.phone, 'reset');
    const check = await the.server.api('/api/user/check_code', json({ phone: account!.phone, type: 'reset', code }));
    expect(check.status).toBe(200);
    const reset = await the.server.api('/api/user/resetPassword', json({ phone: account!.phone, code, password: 'newpass2026' }));
    expect(reset.status).toBe(200);
    expect(await the.server.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toHaveLength(0);
    const stale = await the.server.api('/api/user/base', { headers: { cookie: before.cookie } });
    expect(stale.status).toBe(401);
    await the.server.login('zzbxk', 'newpass2026');
    const again = await the.server.api('/api/user/resetPassword', json({ phone: account!.phone, code, password: 'another2026' }));
    expect(again.body.errors).toEqual({ code: ['验证码已使用，请重新获取'] });
  });
});

describe('licences and 经营范围', () => {
  async function buyer(username: string) {
    const session = await the.server.login(username, 'yaopi123');
    const [row] = await the.server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return { ...session, id: row!.id };
  }
  async function westernGoods() {
    const [row] = await the.server.db
      .select()
      .from(goods)
      .where(and(eq(goods.kind, 'western'), eq(goods.isEphedrine, false), eq(goods.isBuy, true), gt(goods.stock, 100), eq(goods.type, 0)))
      .orderBy(asc(goods.id))
      .limit(1);
    return row!;
  }

  it('refuses goods outside the scope at add-to-cart and at checkout, with the reason', async () => {
    const clinic = await buyer('jnrenhe');
    const western = await westernGoods();
    const ok = await the.server.api(
      '/api/cart',
      withCookie(clinic.cookie, json({ params: [{ goods_id: western.id, number: western.minBuy * western.step }] })),
    );
    expect(ok.status).toBe(200);
    // The medical licence's scope no longer covers 化学药制剂.
    await the.server.db
      .update(licences)
      .set({ scope: ['医疗器械'] })
      .where(eq(licences.userId, clinic.id));
    const refused = await the.server.api('/api/cart', withCookie(clinic.cookie, json({ params: [{ goods_id: western.id, number: western.step }] })));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`「${western.name}」超出您的经营范围（化学药制剂），暂不能购买`);
    // Lists and detail mark it 超出经营范围 for this buyer only.
    const detail = await the.server.api<{ out_of_scope: number }>(`/api/goods/detail/${western.id}`, { headers: { cookie: clinic.cookie } });
    expect(detail.body.data.out_of_scope).toBe(1);
    const demo = await the.server.login();
    const forDemo = await the.server.api<{ out_of_scope: number }>(`/api/goods/detail/${western.id}`, { headers: { cookie: demo.cookie } });
    expect(forDemo.body.data.out_of_scope).toBe(0);
    const [line] = await the.server.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, clinic.id), eq(cartItems.goodsId, western.id)));
    const checkout = await the.server.api('/api/cart/checkout', withCookie(clinic.cookie, json({ ids: [line!.id] })));
    expect(checkout.status).toBe(422);
    expect(checkout.body.errors).toEqual({ ids: [`「${western.name}」超出您的经营范围（化学药制剂），暂不能购买`] });
    const [address] = await the.server.db
      .insert(addresses)
      .values({ userId: clinic.id, consignee: '刘医生', phone: '15169032217', province: '山东省', city: '济南市', district: '槐荫区', detail: '经十路1号' })
      .returning({ id: addresses.id });
    const order = await the.server.api('/api/order', withCookie(clinic.cookie, json({ ids: [line!.id], address_id: address!.id })));
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ ids: [`「${western.name}」超出您的经营范围（化学药制剂），暂不能购买`] });
  });

  it('an expired licence blocks ordering like a review in progress; renewing sends it back to review', async () => {
    const store = await buyer('bdyimin');
    await the.server.db
      .update(licences)
      .set({ expiresOn: '2020-01-31' })
      .where(and(eq(licences.userId, store.id), eq(licences.kind, 'business')));
    const western = await westernGoods();
    const added = await the.server.api(
      '/api/cart',
      withCookie(store.cookie, json({ params: [{ goods_id: western.id, number: western.minBuy * western.step }] })),
    );
    expect(added.body.message).toBe('加入购物车成功');
    const [line] = await the.server.db.select().from(cartItems).where(eq(cartItems.userId, store.id));
    const order = await the.server.api('/api/order', withCookie(store.cookie, json({ ids: [line!.id], address_id: 1 })));
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ user: ['您的营业执照已于2020-01-31过期，请在账户中心更新资质后下单'] });

    const zizhi = await the.server.api<LicenceOverview>('/api/user/zizhi', { headers: { cookie: store.cookie } });
    expect(zizhi.body.data.list.find((l) => l.kind === 'business')).toMatchObject({ validity: 'expired', validity_label: '已过期' });

    const file = await upload('/api/user/zizhi/upload', store.cookie, PDF, 'renewed.pdf', 'application/pdf');
    expect(file.status).toBe(200);
    const renewed = await the.server.api<LicenceOverview>(
      '/api/user/zizhi',
      withCookie(store.cookie, json({ kind: 'business', number: '91130600MA0NEW001', expires_on: later(), file_id: file.body.data.id })),
    );
    expect(renewed.body.data.list.find((l) => l.kind === 'business')).toMatchObject({ status: 'pending', status_label: '审核中', validity: 'valid' });
  });

  it("refuses another buyer's files and data", async () => {
    const demo = await buyer('demo');
    const other = await buyer('tjtongji');
    const theirs = await upload('/api/user/zizhi/upload', other.cookie, JPEG, 'x.jpg', 'image/jpeg');
    const read = await fetch(`${the.server.base}/api/user/zizhi/file/${theirs.body.data.id}`, { headers: { cookie: demo.cookie } });
    expect(read.status).toBe(404);
    const attach = await the.server.api(
      '/api/user/zizhi',
      withCookie(demo.cookie, json({ kind: 'gsp', number: 'X', expires_on: later(), file_id: theirs.body.data.id })),
    );
    expect(attach.body.errors).toEqual({ file_id: ['证件文件不存在，请重新上传'] });
    // The renewal dialog's messages before sending (shared/contract/calls/onboarding-input.ts), the same from the server.
    const blank = await the.server.api('/api/user/zizhi', withCookie(demo.cookie, json({ kind: 'gsp', number: '', expires_on: '' })));
    expect(blank.body.errors).toMatchObject({ number: ['请输入GSP证书号码'], expires_on: ['请选择有效期至'], file_id: ['请上传GSP证书'] });
    const own = await the.server.api<LicenceOverview>('/api/user/zizhi', { headers: { cookie: demo.cookie } });
    expect(own.body.data.list.every((l) => !l.number.includes('X'))).toBe(true);
    // A registration draft is reached only with its own cookie.
    const draft = await the.server.api('/api/register/draft', { headers: { cookie: demo.cookie } });
    expect(draft.body.errors).toEqual({ draft: ['注册信息已失效，请从第一步重新开始'] });
    // Anonymous: every licence call needs a login.
    expect((await the.server.api('/api/user/zizhi')).status).toBe(401);
    expect((await the.server.api('/api/user/jyfw')).status).toBe(401);
  });
});
