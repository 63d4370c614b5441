import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { checkSmsCode, verifyAndConsumeCode, withSmsCode } from '../../server/services/sms/codes';
import { latestOutboxCode } from '../../server/services/sms/outbox';
import type { CreateCodeResult } from '../../shared/contract/calls/sms';
import { DEMO, json } from './harness';
import { phonesAfter, withClockedServer } from './clock-fixtures';

// The app's clock: code expiry, resend interval and limit windows follow it.
const the = withClockedServer(Date.parse('2026-03-02T08:00:00Z'));

const freshPhone = phonesAfter(15500000000);

const ask = (phone: string, type = 'register') => the.server.api<CreateCodeResult>('/api/user/create_code', json({ phone, type }));

/** The 422 field message a service call refused with. */
async function refusedWith(work: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.errors;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('POST /api/user/create_code', () => {
  it('sends a 6-digit code through the outbox and stores only its hash', async () => {
    const phone = freshPhone();
    const res = await ask(phone);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('验证码已发送');
    expect(res.body.data).toEqual({ resend_after: 60, expires_in: 300 });

    const code = await latestOutboxCode(the.server.db, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [sent] = await the.server.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(sent?.body).toContain('注册药批账号');
    const [row] = await the.server.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('refuses a malformed phone or purpose with the field message', async () => {
    const bad = await ask('1380013800');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ phone: ['手机号格式不正确'] });
    const landline = await ask('010-12345678');
    expect(landline.body.errors?.phone).toEqual(['手机号格式不正确']);
    const type = await ask(freshPhone(), 'login');
    expect(type.body.errors).toEqual({ type: ['验证码类型不正确'] });
  });

  it('register refuses a registered phone; reset refuses an unknown one and serves a registered one', async () => {
    const taken = await ask(DEMO.phone, 'register');
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ phone: ['该手机号已注册，请直接登录'] });

    const unknown = await ask(freshPhone(), 'reset');
    expect(unknown.body.errors).toEqual({ phone: ['该手机号未注册'] });

    const reset = await ask(DEMO.phone, 'reset');
    expect(reset.status).toBe(200);
    expect(await latestOutboxCode(the.server.db, DEMO.phone)).toMatch(/^\d{6}$/);
  });

  it('change_phone needs a login', async () => {
    const res = await ask(freshPhone(), 'change_phone');
    expect(res.status).toBe(401);
  });

  it('waits 60 s before another code to the same phone; the new code replaces the old one', async () => {
    const phone = freshPhone();
    expect((await ask(phone)).status).toBe(200);
    const first = await latestOutboxCode(the.server.db, phone);

    the.advance(30);
    const early = await ask(phone);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ phone: ['验证码已发送，请30秒后再试'] });

    the.advance(30);
    expect((await ask(phone)).status).toBe(200);
    const second = await latestOutboxCode(the.server.db, phone);
    // The first code no longer works (unless the two happened to be equal, one time in a million).
    const old = first === second ? null : await refusedWith(checkSmsCode(the.server.db, { phone, purpose: 'register', code: first!, now: new Date(the.now) }));
    expect(old ?? { code: ['验证码错误'] }).toEqual({ code: ['验证码错误'] });
    await withSmsCode(the.server.db, { phone, purpose: 'register', code: second!, now: new Date(the.now) }, () => Promise.resolve());
  });

  it('allows 5 codes a phone an hour, then refuses until the hour has passed', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(phone)).status).toBe(200);
      the.advance(61);
    }
    const sixth = await ask(phone);
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors).toEqual({ phone: ['该手机号获取验证码过于频繁，请1小时后再试'] });
    the.advance(3600);
    expect((await ask(phone)).status).toBe(200);
  });

  it('allows 20 codes a client an hour across phones', async () => {
    the.advance(2 * 3600);
    for (let i = 0; i < 20; i += 1) expect((await ask(freshPhone())).status).toBe(200);
    const over = await ask(freshPhone());
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ phone: ['获取验证码过于频繁，请稍后再试'] });
    the.advance(3600);
    expect((await ask(freshPhone())).status).toBe(200);
  });
});

describe('verifyAndConsumeCode', () => {
  async function issued(purpose: 'register' | 'reset' = 'register'): Promise<{ phone: string; code: string }> {
    the.advance(3600);
    const phone = freshPhone();
    const res = await ask(phone, purpose);
    expect(res.status).toBe(200);
    return { phone, code: (await latestOutboxCode(the.server.db, phone))! };
  }

  it('accepts a code until 5 minutes have passed, then says it expired', async () => {
    const a = await issued();
    the.advance(299);
    await checkSmsCode(the.server.db, { ...a, purpose: 'register', now: new Date(the.now) });

    const b = await issued();
    the.advance(300);
    expect(await refusedWith(checkSmsCode(the.server.db, { ...b, purpose: 'register', now: new Date(the.now) }))).toEqual({
      code: ['验证码已过期，请重新获取'],
    });
  });

  it('is single use, also when two requests present the code at once', async () => {
    const { phone, code } = await issued();
    const input = { phone, code, purpose: 'register' as const, now: new Date(the.now) };
    const results = await Promise.allSettled([0, 1].map(() => the.server.db.transaction((tx) => verifyAndConsumeCode(tx, input))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected');
    expect((loser?.reason as AppError).errors).toEqual({ code: ['验证码已使用，请重新获取'] });
    expect(await refusedWith(checkSmsCode(the.server.db, input))).toEqual({ code: ['验证码已使用，请重新获取'] });
  });

  it('works only for its own purpose', async () => {
    const { phone, code } = await issued();
    expect(await refusedWith(checkSmsCode(the.server.db, { phone, code, purpose: 'reset', now: new Date(the.now) }))).toEqual({
      code: ['验证码已过期，请重新获取'],
    });
  });

  it('dies after 5 wrong guesses, even for the right code', async () => {
    const { phone, code } = await issued();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(await refusedWith(checkSmsCode(the.server.db, { phone, code: wrong, purpose: 'register', now: new Date(the.now) }))).toEqual({
        code: ['验证码错误'],
      });
    }
    expect(await refusedWith(checkSmsCode(the.server.db, { phone, code, purpose: 'register', now: new Date(the.now) }))).toEqual({
      code: ['验证码错误次数过多，请重新获取'],
    });
  });

  it('leaves the code unspent when the work after it fails', async () => {
    const { phone, code } = await issued();
    const input = { phone, code, purpose: 'register' as const, now: new Date(the.now) };
    await expect(withSmsCode(the.server.db, input, () => Promise.reject(new Error('work failed')))).rejects.toThrow('work failed');
    await withSmsCode(the.server.db, input, () => Promise.resolve());
  });
});
