import { and, eq, sql } from 'drizzle-orm';
import type { LicenceInfo, LicenceOverview } from '../../../shared/contract/calls/onboarding';
import { UNVERIFIED_BUYER_MESSAGE } from '../../../shared/contract/user';
import { chinaDate } from '../../../shared/domain/time';
import {
  licenceLabel,
  licenceValidity,
  requiredLicences,
  SCOPES_BY_LICENCE,
  VALIDITY_LABELS,
  type BusinessType,
  type LicenceKind,
} from '../../../shared/domain/licences';
import type { Database, Transaction } from '../../db/client';
import { licences, uploads, users } from '../../db/schema';
import { AppError } from '../../errors';

const STATUS_LABELS = { pending: '审核中', approved: '已通过', rejected: '未通过' } as const;

export const REJECTED_BUYER_MESSAGE = '您的资质审核未通过，请在账户中心更新资质后重新提交';

type Db = Database | Transaction;

export function licenceFileUrl(fileId: number | null): string {
  return fileId ? `/api/user/zizhi/file/${fileId}` : '';
}

/** The buyer's review state: 已通过, 未通过 (with the reviewer's reason) or 审核中. */
export function reviewState(user: { isPassed: boolean; reviewReason: string }): LicenceOverview['review'] {
  if (user.isPassed) return { state: 'approved', label: '已通过', reason: '' };
  if (user.reviewReason) return { state: 'rejected', label: '未通过', reason: user.reviewReason };
  return { state: 'pending', label: '审核中', reason: '' };
}

/** GET /api/user/zizhi: the buyer's own licences only (the session's user id is the one filter). */
export async function licenceOverview(db: Db, userId: number, now: number): Promise<LicenceOverview> {
  const [user] = await db
    .select({ type: users.type, isPassed: users.isPassed, reviewReason: users.reviewReason })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw AppError.loginRequired();
  const rows = await db.select().from(licences).where(eq(licences.userId, userId)).orderBy(licences.id);
  const today = chinaDate(new Date(now));
  const list: LicenceInfo[] = rows.map((row) => {
    const validity = licenceValidity(row.expiresOn, today);
    const status = row.status as LicenceInfo['status'];
    return {
      id: row.id,
      kind: row.kind,
      name: licenceLabel(row.kind),
      number: row.number,
      expires_on: row.expiresOn,
      validity,
      validity_label: VALIDITY_LABELS[validity],
      status,
      status_label: STATUS_LABELS[status],
      reject_reason: row.rejectReason,
      file_url: licenceFileUrl(row.fileId),
    };
  });
  const required = requiredLicences(user.type as BusinessType).map((kind) => ({ kind, name: licenceLabel(kind) }));
  return { list, required, review: reviewState(user) };
}

/**
 * The buyer's 经营范围: the union of the scopes of approved licences that
 * have not expired (China date). `provisional`: licences still under review
 * count with the scope their kind would get (SCOPES_BY_LICENCE), so a new
 * buyer (审核中) fills the cart with what they will be able to order; the
 * order itself reads approved licences only.
 */
export async function buyerScope(db: Db, userId: number, now: number, provisional = false): Promise<string[]> {
  const rows = await db
    .select({ kind: licences.kind, status: licences.status, scope: licences.scope })
    .from(licences)
    .where(and(eq(licences.userId, userId), sql`${licences.expiresOn} >= ${chinaDate(new Date(now))}::date`));
  const granted = rows.flatMap((row) => {
    if (row.status === 'approved') return row.scope;
    return provisional && row.status === 'pending' ? [...(SCOPES_BY_LICENCE[row.kind as LicenceKind] ?? [])] : [];
  });
  return [...new Set(granted)];
}

/**
 * Why the buyer may not order, or null: not yet approved (审核中 / 未通过),
 * or an approved licence past its expiry date, which blocks ordering just
 * like an unfinished review until a renewed one is approved.
 */
export async function licenceBlockedReason(db: Db, userId: number, now: number): Promise<string | null> {
  const [user] = await db.select({ isPassed: users.isPassed, reviewReason: users.reviewReason }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return UNVERIFIED_BUYER_MESSAGE;
  if (!user.isPassed) return blockedReasonOf(user, null);
  const [expired] = await db
    .select({ kind: licences.kind, expiresOn: licences.expiresOn })
    .from(licences)
    .where(and(eq(licences.userId, userId), sql`${licences.expiresOn} < ${chinaDate(new Date(now))}::date`))
    .orderBy(licences.expiresOn)
    .limit(1);
  return blockedReasonOf(user, expired ?? null);
}

/**
 * licenceBlockedReason once its two facts are read: the buyer's review state
 * and the licence that expired first (null: none). Order creation reads both
 * in its one preflight statement (services/order/preflight.ts).
 */
export function blockedReasonOf(user: { isPassed: boolean; reviewReason: string }, expired: { kind: string; expiresOn: string } | null): string | null {
  if (!user.isPassed) return user.reviewReason ? REJECTED_BUYER_MESSAGE : UNVERIFIED_BUYER_MESSAGE;
  return expired ? `您的${licenceLabel(expired.kind)}已于${expired.expiresOn}过期，请在账户中心更新资质后下单` : null;
}

/** The header's warning: an expired licence, else the first one expiring within 30 days; '' when all is well. */
export async function licenceWarning(db: Db, userId: number, now: number): Promise<string> {
  const rows = await db
    .select({ kind: licences.kind, expiresOn: licences.expiresOn })
    .from(licences)
    .where(eq(licences.userId, userId))
    .orderBy(licences.expiresOn)
    .limit(1);
  const first = rows[0];
  if (!first) return '';
  const validity = licenceValidity(first.expiresOn, chinaDate(new Date(now)));
  if (validity === 'expired') return `您的${licenceLabel(first.kind)}已过期，暂不能下单，请尽快更新资质`;
  if (validity === 'expiring') return `您的${licenceLabel(first.kind)}将于${first.expiresOn}到期，请及时更新资质`;
  return '';
}

/** A file the user (or the user's draft) owns, for attaching to a licence; 422 on file_id otherwise. */
export async function assertOwnFile(db: Db, fileId: number, owner: { userId: number } | { draftId: number }): Promise<void> {
  const condition = 'userId' in owner ? eq(uploads.userId, owner.userId) : eq(uploads.draftId, owner.draftId);
  const [file] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.purpose, 'licence'), condition))
    .limit(1);
  if (!file) throw AppError.field('file_id', '证件文件不存在，请重新上传');
}

/**
 * POST /api/user/zizhi: a new or renewed licence replaces the kind's row and
 * goes back to review (pending, no scope until approved).
 */
export async function renewLicence(
  db: Database,
  userId: number,
  input: { kind: string; number: string; expires_on: string; file_id: number },
  now: number,
): Promise<LicenceOverview> {
  if (input.expires_on < chinaDate(new Date(now))) throw AppError.field('expires_on', '证件已过期，请上传有效期内的证件');
  await db.transaction(async (tx) => {
    await assertOwnFile(tx, input.file_id, { userId });
    await tx
      .insert(licences)
      .values({ userId, kind: input.kind as LicenceKind, number: input.number, expiresOn: input.expires_on, fileId: input.file_id, status: 'pending' })
      .onConflictDoUpdate({
        target: [licences.userId, licences.kind],
        set: {
          number: input.number,
          expiresOn: input.expires_on,
          fileId: input.file_id,
          status: 'pending',
          scope: [],
          rejectReason: '',
          updatedAt: new Date(now),
        },
      });
  });
  return licenceOverview(db, userId, now);
}
