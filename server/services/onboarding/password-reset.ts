import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { withSmsCode } from '../sms/codes';

/**
 * POST /api/user/resetPassword (忘记密码): the reset code for the phone
 * (spent), a new password by the strength rule; every session of the
 * account ends, so whoever was logged in with the old password is out.
 */
export async function resetPassword(db: Database, input: { phone: string; code: string; password: string }, now: number): Promise<void> {
  const [account] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.phone, input.phone), isNull(users.ownerId)))
    .limit(1);
  // Like create_code: a phone with no account has no code either.
  if (!account) throw AppError.field('code', '验证码已过期，请重新获取');
  const lowered = input.password.toLowerCase();
  if (lowered === account.username.toLowerCase() || lowered === input.phone) throw AppError.field('password', '新密码不能与用户名或手机号相同');
  const passwordHash = await hashPassword(input.password);
  await withSmsCode(db, { phone: input.phone, purpose: 'reset', code: input.code, now: new Date(now) }, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(eq(users.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
  });
}
