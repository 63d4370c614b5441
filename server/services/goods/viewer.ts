import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, users } from '../../db/schema';
import type { AuthSession } from '../auth';
import { buyerScope } from '../licences/licences';
import type { ControlBuyer } from '../zone/controls';

/**
 * Who is looking at goods. docs/product/roles.md tells a member from a visitor by the
 * company name, so a signed-in account without one still sees no prices.
 */
export interface GoodsViewer {
  /** Signed-in buyer with a company: sees wholesale prices. */
  member: boolean;
  /** Signed-in buyer (member or not): has favourites. */
  userId: number | null;
  /** The buyer's 经营范围 (licences under review count, as for the cart); null for a visitor, who is told nothing. */
  scope: readonly string[] | null;
  /** Province and buyer type for controlled sales (控销); null for a visitor, who is shown the rule only. */
  buyer?: ControlBuyer | null;
}

export const VISITOR: GoodsViewer = { member: false, userId: null, scope: null, buyer: null };

export async function goodsViewer(db: Database, session: Pick<AuthSession, 'userId'> | null): Promise<GoodsViewer> {
  if (!session) return VISITOR;
  const [row] = await db
    .select({ company: users.company, province: users.province, type: users.type })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!row) return VISITOR;
  return {
    member: row.company.trim() !== '',
    userId: session.userId,
    scope: await buyerScope(db, session.userId, Date.now(), true),
    buyer: { province: row.province, type: row.type },
  };
}

/** Which of `goodsIds` the viewer has in favourites (one query per page of goods). */
export async function favoriteIdsOf(db: Database, viewer: GoodsViewer, goodsIds: readonly number[]): Promise<Set<number>> {
  if (viewer.userId === null || goodsIds.length === 0) return new Set();
  const rows = await db
    .select({ goodsId: favorites.goodsId })
    .from(favorites)
    .where(and(eq(favorites.userId, viewer.userId), inArray(favorites.goodsId, [...new Set(goodsIds)])));
  return new Set(rows.map((row) => row.goodsId));
}
