import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SMS_CODE_MESSAGES, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type CreateCodeResult, type SmsPurpose } from '../../../shared/contract/calls/sms';
import type { Database, Transaction } from '../../db/client';
import { smsCodes, users } from '../../db/schema';
import { AppError } from '../../errors';
import { smsFailureError } from './failures';
import type { SmsProvider } from './provider';

/**
 * Send limits, counted from the sms_codes rows themselves (the database is
 * the one place every API node shares, Redis or not). Per phone: what a
 * person plausibly needs (a few retries a day). Per client (IP): a shop's
 * front desk behind one address may register and reset several accounts,
 * but not spray numbers.
 */
export interface SmsLimits {
  resendSeconds: number;
  phonePerHour: number;
  phonePerDay: number;
  clientPerHour: number;
  clientPerDay: number;
  /** Wrong guesses a code survives; then it is dead and a new one is needed. */
  wrongTries: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = {
  resendSeconds: SMS_RESEND_SECONDS,
  phonePerHour: 5,
  phonePerDay: 10,
  clientPerHour: 20,
  clientPerDay: 50,
  wrongTries: 5,
};

export const SMS_LIMIT_MESSAGES = {
  registered: '该手机号已注册，请直接登录',
  taken: '该手机号已被其他账号使用',
  unknown: '该手机号未注册',
  phoneHour: '该手机号获取验证码过于频繁，请1小时后再试',
  phoneDay: '该手机号今日获取验证码次数已达上限，请明天再试',
  clientHour: '获取验证码过于频繁，请稍后再试',
  clientDay: '今日获取验证码次数已达上限，请明天再试',
} as const;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a code's purpose reads in the message. */
const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册药批账号',
  reset: '重置登录密码',
  change_phone: '更换绑定手机号',
};

/**
 * The stored form of a code: sha256 over purpose, phone and code, so a row
 * only verifies for its own phone and purpose. A 6-digit code has too few
 * values for any hash to hide it from someone holding the table; what keeps
 * it safe is that it lives 5 minutes and dies after 5 wrong tries.
 */
export function hashSmsCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`yaopi sms v1\n${purpose}\n${phone}\n${code}`).digest('hex');
}

/** A uniformly random 6-digit code (leading zeros allowed). */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function smsBody(purpose: SmsPurpose, code: string): string {
  return `【药批】您正在${PURPOSE_TEXT[purpose]}，验证码 ${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`;
}

export interface IssueCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The requesting client (its IP). */
  clientKey: string;
  /** The caller's user id, for change_phone (the new number may be the caller's own store's). */
  userId: number | null;
  /** Epoch ms from the app's clock. */
  now: number;
}

async function loginAccountWithPhone(db: Database | Transaction, phone: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.ownerId)))
    .limit(1);
  return row;
}

/** The purpose's rule about who may get a code for this phone (422 on phone otherwise). */
async function assertPhoneFits(db: Database | Transaction, request: IssueCodeRequest): Promise<void> {
  const account = await loginAccountWithPhone(db, request.phone);
  switch (request.purpose) {
    case 'register':
      if (account) throw AppError.field('phone', SMS_LIMIT_MESSAGES.registered);
      return;
    case 'reset':
      // Registration already tells whether a number is registered (it must
      // refuse a taken phone), so hiding it here would protect nothing; the
      // limits below bound how fast anyone can ask.
      if (!account) throw AppError.field('phone', SMS_LIMIT_MESSAGES.unknown);
      return;
    case 'change_phone':
      if (request.userId === null) throw AppError.loginRequired();
      if (account) throw AppError.field('phone', account.id === request.userId ? '新手机号不能与当前手机号相同' : SMS_LIMIT_MESSAGES.taken);
      return;
  }
}

async function sentSince(tx: Transaction, column: typeof smsCodes.phone | typeof smsCodes.clientKey, value: string, since: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(column, value), gt(smsCodes.createdAt, new Date(since))));
  return row?.n ?? 0;
}

/**
 * POST /api/user/create_code: checks the purpose's rule and the limits,
 * stores the code's hash and hands the text to the provider. The checks and
 * the insert run under transaction-scoped advisory locks on the phone and
 * the client (always in that order), so two requests at once cannot both
 * pass a limit; the message is sent after the row is committed.
 */
export async function issueSmsCode(
  db: Database,
  provider: SmsProvider,
  request: IssueCodeRequest,
  limits: SmsLimits = DEFAULT_SMS_LIMITS,
  /** Told the vendor's own error (for the log) when a send fails. */
  onSendFailure?: (error: unknown) => void,
): Promise<CreateCodeResult> {
  const { phone, purpose, clientKey, now } = request;
  await assertPhoneFits(db, request);
  const code = newSmsCode();
  const issued = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-phone:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-client:${clientKey}`}))`);

    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      // The 60 s are per purpose: a buyer who just registered may ask for a reset code at once; the hourly and daily limits count every purpose.
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const wait = last ? last.createdAt.getTime() + limits.resendSeconds * 1000 - now : 0;
    if (wait > 0) throw AppError.field('phone', `验证码已发送，请${Math.ceil(wait / 1000)}秒后再试`);

    if ((await sentSince(tx, smsCodes.phone, phone, now - HOUR_MS)) >= limits.phonePerHour) throw AppError.field('phone', SMS_LIMIT_MESSAGES.phoneHour);
    if ((await sentSince(tx, smsCodes.phone, phone, now - DAY_MS)) >= limits.phonePerDay) throw AppError.field('phone', SMS_LIMIT_MESSAGES.phoneDay);
    if ((await sentSince(tx, smsCodes.clientKey, clientKey, now - HOUR_MS)) >= limits.clientPerHour)
      throw AppError.field('phone', SMS_LIMIT_MESSAGES.clientHour);
    if ((await sentSince(tx, smsCodes.clientKey, clientKey, now - DAY_MS)) >= limits.clientPerDay) throw AppError.field('phone', SMS_LIMIT_MESSAGES.clientDay);

    // A new code replaces the phone's earlier unused ones for the purpose: only the latest works.
    const retired = await tx
      .update(smsCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        purpose,
        codeHash: hashSmsCode(phone, purpose, code),
        clientKey: clientKey.slice(0, 64),
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: smsCodes.id });
    return { id: row!.id, retired: retired.map((r) => r.id) };
  });
  try {
    await provider.send({ phone, purpose, body: smsBody(purpose, code), code });
  } catch (error) {
    // Nobody received this code: it must not count against the buyer's 60 s wait or hourly and daily limits,
    // and the code it replaced works again.
    await db.transaction(async (tx) => {
      await tx.delete(smsCodes).where(eq(smsCodes.id, issued.id));
      if (issued.retired.length > 0)
        await tx
          .update(smsCodes)
          .set({ consumedAt: null })
          .where(and(inArray(smsCodes.id, issued.retired), eq(smsCodes.consumedAt, new Date(now))));
    });
    onSendFailure?.(error);
    throw smsFailureError(error);
  }
  return { resend_after: limits.resendSeconds, expires_in: SMS_CODE_TTL_SECONDS };
}

export interface CodeToVerify {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  /** The moment to judge expiry at; default now. Pass `new Date(deps.auth.clock())` so tests can move time. */
  now?: Date;
}

/** The phone's latest code for the purpose (every earlier one was retired when it was issued). */
async function latestCode(db: Database | Transaction, phone: string, purpose: SmsPurpose) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Why the latest code does not accept `code`, or null when it would. */
function refusal(row: Awaited<ReturnType<typeof latestCode>>, input: CodeToVerify, now: Date, limits: SmsLimits): string | null {
  if (!row) return SMS_CODE_MESSAGES.expired;
  if (row.consumedAt) return SMS_CODE_MESSAGES.used;
  if (row.expiresAt.getTime() <= now.getTime()) return SMS_CODE_MESSAGES.expired;
  if (row.wrongTries >= limits.wrongTries) return SMS_CODE_MESSAGES.tooManyWrong;
  if (row.codeHash !== hashSmsCode(input.phone, input.purpose, input.code)) return SMS_CODE_MESSAGES.wrong;
  return null;
}

/**
 * Checks a code without spending it, outside any transaction, and counts a
 * wrong guess on the code (5 and it is dead). 422 on `code` with 验证码错误 /
 * 已过期 / 已使用. Call it before opening the transaction that calls
 * verifyAndConsumeCode: a wrong guess counted inside a transaction that then
 * rolls back would not stay counted. `withSmsCode` does both.
 */
export async function checkSmsCode(db: Database, input: CodeToVerify, limits: SmsLimits = DEFAULT_SMS_LIMITS): Promise<void> {
  const now = input.now ?? new Date();
  const row = await latestCode(db, input.phone, input.purpose);
  const problem = refusal(row, input, now, limits);
  if (problem === SMS_CODE_MESSAGES.wrong && row) {
    await db
      .update(smsCodes)
      .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
      .where(and(eq(smsCodes.id, row.id), lt(smsCodes.wrongTries, limits.wrongTries)));
  }
  if (problem) throw AppError.field('code', problem);
}

/**
 * Spends the phone's latest code for the purpose if `code` matches it: one
 * conditional update (unspent, unexpired, under the wrong-try limit, same
 * hash), so of two requests presenting one code only one gets it. Otherwise
 * 422 on `code` with 验证码错误 / 验证码已过期 / 验证码已使用 (nothing
 * written: the caller's transaction rolls back). For use inside the
 * caller's transaction, after checkSmsCode outside it.
 */
export async function verifyAndConsumeCode(tx: Database | Transaction, input: CodeToVerify, limits: SmsLimits = DEFAULT_SMS_LIMITS): Promise<void> {
  const now = input.now ?? new Date();
  const row = await latestCode(tx, input.phone, input.purpose);
  const problem = refusal(row, input, now, limits);
  if (problem || !row) throw AppError.field('code', problem ?? SMS_CODE_MESSAGES.expired);
  const spent = await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.wrongTries, limits.wrongTries)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw AppError.field('code', SMS_CODE_MESSAGES.used);
}

/**
 * The usual way to act on a code: checkSmsCode (counts a wrong guess for
 * good), then one transaction that spends the code and runs `work`; if
 * `work` fails, the code is not spent either.
 */
export async function withSmsCode<T>(
  db: Database,
  input: CodeToVerify,
  work: (tx: Transaction) => Promise<T>,
  limits: SmsLimits = DEFAULT_SMS_LIMITS,
): Promise<T> {
  await checkSmsCode(db, input, limits);
  return db.transaction(async (tx) => {
    await verifyAndConsumeCode(tx, input, limits);
    return work(tx);
  });
}
