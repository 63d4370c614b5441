import { UNVERIFIED_BUYER_MESSAGE } from '../../../shared/contract/user';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { licenceBlockedReason } from '../licences/licences';
import { scopeErrors, type KnownBuyer } from '../licences/scope';

export { UNVERIFIED_BUYER_MESSAGE };

/**
 * Why the buyer may not order, or null when they may. Wholesale medicine is
 * sold only to buyers whose licences (资质) the marketplace has approved
 * (users.is_passed) and none of which has expired; until then they browse
 * and fill the cart, but no order is written and nothing is reserved
 * (services/licences/licences.ts licenceBlockedReason).
 */
export async function orderBlockedReason(db: Database | Transaction, userId: number, now = Date.now()): Promise<string | null> {
  return licenceBlockedReason(db, userId, now);
}

/** 422 on field `user` (docs/product/errors.md: the first message is shown) unless the buyer is verified. */
export async function assertVerifiedBuyer(db: Database | Transaction, userId: number, now = Date.now()): Promise<void> {
  const reason = await orderBlockedReason(db, userId, now);
  if (reason) throw AppError.field('user', reason);
}

/**
 * 422 on `ids` when a line's goods is outside the buyer's 经营范围: the order
 * reads approved licences only; the checkout preview (`provisional`) also
 * the ones under review, whose buyer sees can_order 0 with the reason instead.
 */
export async function assertLinesInScope(
  db: Database | Transaction,
  userId: number,
  lines: readonly { goods: { id: number; name: string; kind: string; isEphedrine: boolean } }[],
  provisional = false,
  now = Date.now(),
  known?: KnownBuyer,
): Promise<void> {
  const errors = await scopeErrors(db, userId, lines, () => 'ids', now, provisional, known);
  const first = errors?.ids?.[0];
  if (first) throw AppError.field('ids', first);
}
