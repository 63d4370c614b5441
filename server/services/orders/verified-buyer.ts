import { eq } from 'drizzle-orm';
import { UNVERIFIED_BUYER_MESSAGE } from '../../../shared/contract/user';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Why the buyer may not order, or null when they may. Wholesale medicine is
 * sold only to buyers whose licences (资质) the marketplace has approved
 * (users.is_passed); until then they browse and fill the cart, but no order
 * is written and nothing is reserved.
 */
export async function orderBlockedReason(db: Database | Transaction, userId: number): Promise<string | null> {
  const [row] = await db.select({ isPassed: users.isPassed }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isPassed ? null : UNVERIFIED_BUYER_MESSAGE;
}

/** 422 on field `user` (spec §8: the first message is shown) unless the buyer is verified. */
export async function assertVerifiedBuyer(db: Database | Transaction, userId: number): Promise<void> {
  const reason = await orderBlockedReason(db, userId);
  if (reason) throw AppError.field('user', reason);
}
