import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { licenceLabel, SCOPES_BY_LICENCE, type LicenceKind } from '../../../shared/domain/licences';
import type { Database } from '../../db/client';
import { licences, messages, users } from '../../db/schema';

export interface PendingReview {
  id: number;
  username: string;
  company: string;
  phone: string;
  type: string;
  /** Login account or a store under one (its owner's username). */
  owner: string;
  licences: { kind: string; number: string; expires_on: string; status: string }[];
  created_at: Date;
}

/**
 * Accounts awaiting review: not yet approved and not rejected (审核中), or
 * approved with a licence re-uploaded since (pending licence rows).
 */
export async function pendingReviews(db: Database): Promise<PendingReview[]> {
  const pendingLicence = sql`exists (select 1 from ${licences} where ${licences.userId} = ${users.id} and ${licences.status} = 'pending')`;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      company: users.company,
      phone: users.phone,
      type: users.type,
      ownerId: users.ownerId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(or(and(eq(users.isPassed, false), eq(users.reviewReason, '')), pendingLicence))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownerIds = rows.flatMap((row) => (row.ownerId ? [row.ownerId] : []));
  const [docs, owners] = await Promise.all([
    db.select().from(licences).where(inArray(licences.userId, ids)).orderBy(licences.id),
    ownerIds.length ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ownerIds)) : Promise.resolve([]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    company: row.company,
    phone: row.phone,
    type: row.type,
    owner: owners.find((o) => o.id === row.ownerId)?.username ?? '',
    licences: docs.filter((d) => d.userId === row.id).map((d) => ({ kind: d.kind, number: d.number, expires_on: d.expiresOn, status: d.status })),
    created_at: row.createdAt,
  }));
}

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

/**
 * The reviewer's decision on an account (npm run admin -- review), in one
 * transaction: approve sets is_passed and approves every pending licence
 * with its kind's scope (shared/domain/licences.ts SCOPES_BY_LICENCE);
 * reject clears is_passed, keeps the reason for the buyer and marks the
 * pending licences rejected. Either way the buyer gets a message (我的消息).
 * `who` is a user id or username. Answers the account reviewed, or null.
 */
export async function reviewAccount(db: Database, who: string, decision: ReviewDecision, now = new Date()): Promise<{ id: number; username: string } | null> {
  return db.transaction(async (tx) => {
    const byId = /^\d{1,9}$/.test(who) ? eq(users.id, Number(who)) : undefined;
    const [user] = await tx
      .select({ id: users.id, username: users.username, company: users.company })
      .from(users)
      .where(byId ? or(byId, eq(users.username, who)) : eq(users.username, who))
      .limit(1);
    if (!user) return null;
    // Approval covers what was rejected before too (the buyer may have fixed it by other means); rejection only what awaits review.
    const pending = await tx
      .select({ id: licences.id, kind: licences.kind })
      .from(licences)
      .where(and(eq(licences.userId, user.id), decision.approve ? ne(licences.status, 'approved') : eq(licences.status, 'pending')));
    if (decision.approve) {
      for (const licence of pending) {
        await tx
          .update(licences)
          .set({ status: 'approved', scope: [...(SCOPES_BY_LICENCE[licence.kind as LicenceKind] ?? [])], rejectReason: '', updatedAt: now })
          .where(eq(licences.id, licence.id));
      }
      await tx.update(users).set({ isPassed: true, reviewReason: '', reviewedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await tx.insert(messages).values({
        userId: user.id,
        title: '资质审核已通过',
        body: `您好，${user.company}：您提交的资质（${pending.map((l) => licenceLabel(l.kind)).join('、') || '资质证件'}）已审核通过，现在即可下单采购。`,
        createdAt: now,
      });
    } else {
      await tx
        .update(licences)
        .set({ status: 'rejected', rejectReason: decision.reason, updatedAt: now })
        .where(and(eq(licences.userId, user.id), eq(licences.status, 'pending')));
      await tx.update(users).set({ isPassed: false, reviewReason: decision.reason, reviewedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await tx.insert(messages).values({
        userId: user.id,
        title: '资质审核未通过',
        body: `您好，${user.company}：您提交的资质未通过审核，原因：${decision.reason}。请在“账户中心 › 资质证件”更新后重新提交。`,
        createdAt: now,
      });
    }
    return { id: user.id, username: user.username };
  });
}
