import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { withSmsCode, type SmsLimits } from '../sms/codes';

export const PHONE_TAKEN = '该手机号已被其他账号使用';
export const CODE_REQUIRED = '请输入发送到新手机号的验证码';

/**
 * Is `phone` free for this login? Login accounts are unique by phone (they
 * log in with it); the account's own number and its stores' numbers count
 * as free.
 */
export async function isPhoneAvailable(db: Database, accountId: number, phone: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.ownerId), ne(users.id, accountId)))
    .limit(1);
  return !taken;
}

/**
 * POST /api/user/updateUserInfo: the current store's contact name and phone.
 * A new phone must be free and proven with the code sent to it (purpose
 * change_phone): the code is checked first (a wrong guess stays counted),
 * then spent in the transaction that writes the phone, so a failed write
 * leaves it unspent. The unique index on login phones settles two accounts
 * racing for one number.
 */
export async function updateUserInfo(
  db: Database,
  who: { userId: number; accountId: number },
  input: { name: string; phone: string; code: string },
  sms: { limits: SmsLimits; now: Date },
): Promise<void> {
  const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, who.userId)).limit(1);
  if (!current) throw AppError.loginRequired();
  if (input.phone === current.phone) {
    await db.update(users).set({ name: input.name, updatedAt: sms.now }).where(eq(users.id, who.userId));
    return;
  }
  if (!(await isPhoneAvailable(db, who.accountId, input.phone))) throw AppError.field('phone', PHONE_TAKEN);
  if (input.code === '') throw AppError.field('code', CODE_REQUIRED);
  try {
    await withSmsCode(
      db,
      { phone: input.phone, purpose: 'change_phone', code: input.code, now: sms.now },
      async (tx) => {
        await tx.update(users).set({ name: input.name, phone: input.phone, updatedAt: sms.now }).where(eq(users.id, who.userId));
      },
      sms.limits,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('phone', PHONE_TAKEN);
    throw error;
  }
}
