import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PayPasswordState } from '../../../shared/contract/pay-password';
import { payPasswordProblem } from '../../../shared/domain/pay-password';
import { formatDate } from '../../../shared/domain/time';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';

/**
 * 支付密码: a 6-digit password that wallet payments need, set the first time
 * with the login password, changed later with the old one (or reset with the
 * login password). Five wrong tries of any secret these flows ask for (the
 * payment password or the login password) lock them for 15 minutes.
 *
 * Why tries are taken before the password is checked: a try is a
 * conditional UPDATE that only succeeds while the account is not locked,
 * and the fifth one sets the lock in the same statement. So however many
 * requests arrive at once, at most five reach the (slow, ~50 ms) scrypt
 * comparison per lock window; a success hands the tries back. A try whose
 * request dies midway stays counted, which errs on the safe side and ends
 * with the lock anyway.
 */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MS = 15 * 60 * 1000;

export const PAY_PASSWORD_FIELD = 'pay_password';
export const PAY_PASSWORD_NOT_SET = '请先设置支付密码';
export const PAY_PASSWORD_REQUIRED = '请输入支付密码';
export const PAY_PASSWORD_ALREADY_SET = '支付密码已设置，如需修改请前往账户中心';
export const PAY_PASSWORD_SAME_AS_LOGIN = '支付密码不能与登录密码相同';
export const WRONG_LOGIN_PASSWORD = '登录密码错误';
export const WRONG_PAY_PASSWORD = '支付密码错误';

/** "请于 2026-11-24 15:40:00 后再试" in China's wall-clock time. */
export function lockedMessage(until: Date): string {
  return `错误次数过多，支付密码已锁定，请于 ${formatDate(until.getTime(), true)} 后再试`;
}

/** The refusal for a wrong secret: how many tries are left, or when the lock ends. */
export function wrongMessage(what: string, failures: number, lockedUntil: Date | null): string {
  if (lockedUntil) return `${what}，${lockedMessage(lockedUntil)}`;
  return `${what}，还可以再试${PAY_PASSWORD_MAX_TRIES - failures}次`;
}

const sec = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

interface Account {
  phone: string;
  loginHash: string | null;
  payHash: string | null;
  setAt: Date | null;
  failures: number;
  lockedUntil: Date | null;
}

async function accountOf(db: Database, userId: number): Promise<Account> {
  const [row] = await db
    .select({
      phone: users.phone,
      loginHash: users.passwordHash,
      payHash: users.payPasswordHash,
      setAt: users.payPasswordSetAt,
      failures: users.payPasswordFailures,
      lockedUntil: users.payPasswordLockedUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.notFound('用户不存在');
  return row;
}

const isLocked = (account: Pick<Account, 'lockedUntil'>, now: Date) => account.lockedUntil !== null && account.lockedUntil > now;

function stateOf(account: Account, now: Date): PayPasswordState {
  const locked = isLocked(account, now);
  // A passed lock is forgotten at the next try; until then it already counts as lifted.
  const failures = account.lockedUntil && !locked ? 0 : account.failures;
  return {
    is_set: account.payHash ? 1 : 0,
    set_at: sec(account.setAt),
    locked_until: locked ? sec(account.lockedUntil) : 0,
    tries_left: locked ? 0 : PAY_PASSWORD_MAX_TRIES - failures,
  };
}

/** GET /api/user/pay_password. */
export async function payPasswordState(db: Database, userId: number, now = new Date()): Promise<PayPasswordState> {
  return stateOf(await accountOf(db, userId), now);
}

interface Try {
  failures: number;
  lockedUntil: Date | null;
}

/**
 * Takes one try, or refuses (422 on `field` with the unlock time) while
 * locked. One statement: a passed lock starts a fresh count, and the try
 * that reaches the limit locks at once.
 */
async function takeTry(db: Database, userId: number, field: string, now: Date): Promise<Try> {
  const lockPassed = sql`${users.payPasswordLockedUntil} is not null and ${users.payPasswordLockedUntil} <= ${at(now)}`;
  const next = sql`(case when ${lockPassed} then 1 else ${users.payPasswordFailures} + 1 end)`;
  const until = new Date(now.getTime() + PAY_PASSWORD_LOCK_MS);
  const [taken] = await db
    .update(users)
    .set({
      payPasswordFailures: sql`${next}`,
      payPasswordLockedUntil: sql`(case when ${next} >= ${PAY_PASSWORD_MAX_TRIES} then ${at(until)} else null end)`,
    })
    .where(
      and(eq(users.id, userId), sql`(${users.payPasswordLockedUntil} is null and ${users.payPasswordFailures} < ${PAY_PASSWORD_MAX_TRIES} or ${lockPassed})`),
    )
    .returning({ failures: users.payPasswordFailures, lockedUntil: users.payPasswordLockedUntil });
  if (taken) return taken;
  const account = await accountOf(db, userId);
  throw AppError.field(field, lockedMessage(account.lockedUntil ?? until));
}

/** A right answer hands the tries back (and lifts a lock its own try set). */
async function clearTries(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ payPasswordFailures: 0, payPasswordLockedUntil: null }).where(eq(users.id, userId));
}

/** Checks one secret against its hash, spending a try; wrong → 422 on `field` with the tries left. */
async function checkSecret(db: Database, userId: number, field: string, secret: string, hash: string | null, wrong: string, now: Date): Promise<void> {
  const taken = await takeTry(db, userId, field, now);
  const right = hash !== null && (await verifyPassword(secret, hash));
  if (!right) throw AppError.field(field, wrongMessage(wrong, taken.failures, taken.lockedUntil));
  await clearTries(db, userId);
}

/**
 * The wallet branch of POST /api/order/:id/pay: 422 on pay_password when it
 * is not set, locked, missing or wrong (with the tries left); returns only
 * when the right password was given. Called before the charge, outside its
 * transaction, so a refused try stays counted when the payment rolls back.
 */
export async function verifyPayPassword(db: Database, userId: number, password: string, now = new Date()): Promise<void> {
  const account = await accountOf(db, userId);
  if (!account.payHash) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_NOT_SET);
  if (isLocked(account, now)) throw AppError.field(PAY_PASSWORD_FIELD, lockedMessage(account.lockedUntil!));
  if (!password) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_REQUIRED);
  await checkSecret(db, userId, PAY_PASSWORD_FIELD, password, account.payHash, WRONG_PAY_PASSWORD, now);
}

/**
 * The weak-password rules (pure, no secret involved, so they may answer
 * before any try is spent).
 */
function assertAcceptable(account: Account, password: string): void {
  const problem = payPasswordProblem(password, account.phone);
  if (problem) throw AppError.field(PAY_PASSWORD_FIELD, problem);
}

/**
 * Never the login password again (it would add nothing). Compared only with
 * the login password the caller typed and only after it was proven right:
 * checking a candidate against the stored login hash would let anyone holding
 * a session test 6-digit login passwords without spending a try.
 */
function assertNotLoginPassword(loginPassword: string, password: string): void {
  if (loginPassword === password) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_SAME_AS_LOGIN);
}

/** POST /api/user/pay_password/set: the first time only, proven with the login password. */
export async function setPayPassword(
  db: Database,
  userId: number,
  input: { login_password: string; pay_password: string },
  now = new Date(),
): Promise<PayPasswordState> {
  const account = await accountOf(db, userId);
  if (account.payHash) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_ALREADY_SET);
  assertAcceptable(account, input.pay_password);
  await checkSecret(db, userId, 'login_password', input.login_password, account.loginHash, WRONG_LOGIN_PASSWORD, now);
  assertNotLoginPassword(input.login_password, input.pay_password);
  const hash = await hashPassword(input.pay_password);
  // Conditional: of two first-time sets racing, one wins and the other is told it is already set.
  const written = await db
    .update(users)
    .set({ payPasswordHash: hash, payPasswordSetAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.payPasswordHash)))
    .returning({ id: users.id });
  if (written.length === 0) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_ALREADY_SET);
  return payPasswordState(db, userId, now);
}

/**
 * POST /api/user/pay_password/change: with the old 支付密码, or with the
 * login password when it is forgotten. Both spend tries from the same count.
 */
export async function changePayPassword(
  db: Database,
  userId: number,
  input: { old_pay_password?: string | undefined; login_password?: string | undefined; pay_password: string },
  now = new Date(),
): Promise<PayPasswordState> {
  const account = await accountOf(db, userId);
  if (!account.payHash) throw AppError.field(PAY_PASSWORD_FIELD, PAY_PASSWORD_NOT_SET);
  if (isLocked(account, now)) {
    const field = input.old_pay_password !== undefined ? 'old_pay_password' : 'login_password';
    throw AppError.field(field, lockedMessage(account.lockedUntil!));
  }
  assertAcceptable(account, input.pay_password);
  if (input.old_pay_password !== undefined) {
    await checkSecret(db, userId, 'old_pay_password', input.old_pay_password, account.payHash, '原支付密码错误', now);
  } else {
    const loginPassword = input.login_password ?? '';
    await checkSecret(db, userId, 'login_password', loginPassword, account.loginHash, WRONG_LOGIN_PASSWORD, now);
    assertNotLoginPassword(loginPassword, input.pay_password);
  }
  const hash = await hashPassword(input.pay_password);
  // Only over the hash that was just proven: a change that raced another change does not overwrite it unseen.
  const written = await db
    .update(users)
    .set({ payPasswordHash: hash, payPasswordSetAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.payPasswordHash, account.payHash)))
    .returning({ id: users.id });
  if (written.length === 0) throw AppError.field(PAY_PASSWORD_FIELD, '支付密码刚被修改，请刷新后重试');
  return payPasswordState(db, userId, now);
}
