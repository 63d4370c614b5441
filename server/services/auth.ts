import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { UserState } from '../../shared/contract/user';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { decoyPasswordHash, verifyPassword } from '../lib/password';
import { hashSessionToken, newSessionToken } from '../lib/session-token';
import { buildUserState } from './user-state';

/** Sessions last 7 days from login; the cookie's Max-Age matches. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AuthSession {
  sessionId: number;
  userId: number;
  token: string;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

// One message for an unknown account and a wrong password, so the form does
// not tell anyone which usernames exist.
export const WRONG_CREDENTIALS = '用户名或密码错误';

/**
 * Logs a buyer in by username or phone. Wrong credentials are a 422 on the
 * password field: the login form shows it under the field, and clients
 * following spec §8 show the first field message.
 */
export async function login(
  db: Database,
  credentials: { username: string; password: string },
  meta: ClientMeta,
): Promise<{ token: string; user: UserState }> {
  const { username, password } = credentials;
  // Only login accounts (not store accounts, which have no password). A
  // username match wins over a phone match should the two ever collide.
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        isNull(users.ownerId),
        isNotNull(users.passwordHash),
        or(eq(users.username, username), eq(users.phone, username)),
      ),
    )
    .orderBy(desc(sql`${users.username} = ${username}`))
    .limit(1);

  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !matches) throw AppError.field('password', WRONG_CREDENTIALS);

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Housekeeping on the way in keeps the table from growing without a cron.
    await tx.delete(sessions).where(and(eq(sessions.userId, account.id), lt(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({
      userId: account.id,
      tokenHash: hashSessionToken(token),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 512),
      expiresAt,
    });
  });
  return { token, user: await buildUserState(db, account.id, token) };
}

/** The live session a token stands for, or null (unknown, logged out or expired). */
export async function resolveSession(db: Database, token: string): Promise<AuthSession | null> {
  // Tokens are 43 base64url characters; anything else cannot match and is
  // not worth a query.
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { sessionId: row.id, userId: row.userId, token } : null;
}

/** Ends the session of a token; unknown tokens are fine (logout is idempotent). */
export async function logout(db: Database, token: string | null): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}
