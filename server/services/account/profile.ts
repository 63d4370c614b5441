import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

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
 * Checks and uses up an SMS code for a phone change (the SMS service's
 * verify-and-consume, purpose change_phone). Throws a 422 on `code` when the
 * code is wrong, expired or used.
 */
export type ChangePhoneCodeCheck = (phone: string, code: string) => Promise<void>;

/**
 * POST /api/user/updateUserInfo: the current store's contact name and phone.
 * A new phone must be free and proven with the code sent to it; the unique
 * index on login phones settles two accounts racing for one number.
 */
export async function updateUserInfo(
  db: Database,
  who: { userId: number; accountId: number },
  input: { name: string; phone: string; code: string },
  checkCode: ChangePhoneCodeCheck | null,
): Promise<void> {
  const [current] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, who.userId)).limit(1);
  if (!current) throw AppError.loginRequired();
  const changesPhone = input.phone !== current.phone;
  if (changesPhone) {
    if (!checkCode) throw AppError.field('phone', '暂不支持修改手机号');
    if (!(await isPhoneAvailable(db, who.accountId, input.phone))) throw AppError.field('phone', PHONE_TAKEN);
    if (input.code === '') throw AppError.field('code', CODE_REQUIRED);
    await checkCode(input.phone, input.code);
  }
  try {
    await db
      .update(users)
      .set({ name: input.name, ...(changesPhone ? { phone: input.phone } : {}), updatedAt: new Date() })
      .where(eq(users.id, who.userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('phone', PHONE_TAKEN);
    throw error;
  }
}
