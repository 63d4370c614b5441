import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountStores } from '../../../shared/contract/account';
import type { Database } from '../../db/client';
import { cartItems, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthSession } from '../auth';

export const NOT_OWN_STORE = '门店不存在或不属于当前账号';

/** The login account and the stores it owns: where a session may buy for. */
export const familyOf = (accountId: number) => or(eq(users.id, accountId), eq(users.ownerId, accountId));

/**
 * 多门店管理 (/zhzx/ddgl): the login account first (总店), then its stores in
 * the order they were added, each with its cart size, the session's current
 * one marked.
 */
export async function listStores(db: Database, session: AuthSession): Promise<AccountStores> {
  const rows = await db
    .select({
      id: users.id,
      ownerId: users.ownerId,
      company: users.company,
      name: users.name,
      phone: users.phone,
      address: sql<string>`${users.province} || ${users.city} || ${users.district} || ${users.addressDetail}`,
      isPassed: users.isPassed,
    })
    .from(users)
    .where(familyOf(session.accountId))
    .orderBy(sql`${users.ownerId} is not null`, asc(users.id))
    .limit(200);
  const carts = await db
    .select({ userId: cartItems.userId, n: count() })
    .from(cartItems)
    .where(
      inArray(
        cartItems.userId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(cartItems.userId);
  const cartOf = new Map(carts.map((row) => [row.userId, row.n]));
  return {
    current_id: session.userId,
    list: rows.map((row) => ({
      id: row.id,
      company: row.company,
      name: row.name,
      phone: row.phone,
      address: row.address,
      is_main: row.ownerId === null ? 1 : 0,
      is_current: row.id === session.userId ? 1 : 0,
      is_passed: row.isPassed ? 1 : 0,
      cart: cartOf.get(row.id) ?? 0,
    })),
  };
}

/**
 * Makes `storeId` the store this session buys for. One conditional update:
 * the target must be the login account itself or a store it owns (another
 * buyer's store, or a store of another owner, matches nothing → 404).
 * Other sessions of the login keep their own current store.
 */
export async function switchStore(db: Database, session: AuthSession, storeId: number): Promise<void> {
  const buyerId = storeId === session.accountId ? null : storeId;
  const [switched] = await db
    .update(sessions)
    .set({ buyerId })
    .where(
      and(
        eq(sessions.id, session.sessionId),
        eq(sessions.userId, session.accountId),
        sql`exists (select 1 from ${users} where ${users.id} = ${storeId} and (${users.id} = ${session.accountId} or ${users.ownerId} = ${session.accountId}))`,
      ),
    )
    .returning({ id: sessions.id });
  if (!switched) throw AppError.notFound(NOT_OWN_STORE);
}
