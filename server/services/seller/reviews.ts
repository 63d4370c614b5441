import { and, eq, or, sql } from 'drizzle-orm';
import { Code } from '../../../shared/contract/codes';
import type { Database, Transaction } from '../../db/client';
import { licences, users } from '../../db/schema';
import { AppError } from '../../errors';
import { pendingReviews, reviewAccount } from '../licences/review';

/**
 * Registration reviews for the wholesaler's ERP: the same list and decision
 * as `npm run admin -- list | review` (services/licences/review.ts), so a
 * review can happen while the server runs, on the embedded database too.
 */
export async function listSellerReviews(db: Database | Transaction) {
  const list = await pendingReviews(db);
  return {
    reviews: list.map((item) => ({
      user_id: item.id,
      username: item.username,
      company: item.company,
      phone: item.phone,
      type: item.type,
      owner: item.owner,
      licences: item.licences,
      created_at: item.created_at.toISOString(),
    })),
  };
}

/** The account, if it awaits review (the CLI's list condition); 404 / 409 otherwise. */
async function awaitingReview(tx: Transaction, userId: number): Promise<void> {
  const pendingLicence = sql`exists (select 1 from ${licences} where ${licences.userId} = ${users.id} and ${licences.status} = 'pending')`;
  const [user] = await tx
    .select({ id: users.id, waiting: sql<boolean>`${or(and(eq(users.isPassed, false), eq(users.reviewReason, '')), pendingLicence)}` })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound('账户不存在');
  if (!user.waiting) throw new AppError(Code.CONFLICT, '该账户没有待审核的注册或资质');
}

export async function approveSellerReview(tx: Transaction, userId: number, now: Date) {
  await awaitingReview(tx, userId);
  const reviewed = await reviewAccount(tx, String(userId), { approve: true }, now);
  return { user_id: reviewed!.id, username: reviewed!.username, approved: true };
}

export async function refuseSellerReview(tx: Transaction, userId: number, reason: string, now: Date) {
  await awaitingReview(tx, userId);
  const reviewed = await reviewAccount(tx, String(userId), { approve: false, reason }, now);
  return { user_id: reviewed!.id, username: reviewed!.username, approved: false };
}
