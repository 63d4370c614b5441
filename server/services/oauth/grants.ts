import { and, desc, eq, isNull } from 'drizzle-orm';
import type { OauthGrant } from '../../../shared/contract/oauth';
import type { Database } from '../../db/client';
import { oauthCodes, oauthGrants, oauthTokens, partners } from '../../db/schema';
import { AppError } from '../../errors';

const seconds = (date: Date | null): number => (date ? Math.floor(date.getTime() / 1000) : 0);

/** 授权管理: the live grants of a login account, newest first. */
export async function listGrants(db: Database, accountId: number): Promise<OauthGrant[]> {
  const rows = await db
    .select({
      id: oauthGrants.id,
      clientId: partners.clientId,
      name: partners.name,
      origins: partners.origins,
      createdAt: oauthGrants.createdAt,
      lastUsedAt: oauthGrants.lastUsedAt,
    })
    .from(oauthGrants)
    .innerJoin(partners, eq(partners.id, oauthGrants.partnerId))
    .where(and(eq(oauthGrants.userId, accountId), isNull(oauthGrants.revokedAt), eq(partners.status, 'active')))
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    client_id: row.clientId,
    name: row.name,
    origins: row.origins,
    created_at: seconds(row.createdAt),
    last_used_at: seconds(row.lastUsedAt),
  }));
}

/**
 * 撤销授权: marks the grant revoked and deletes its codes and tokens in one
 * transaction, so the partner's next call with any of them answers 401.
 * Another login's grant, or one already revoked, is 404 and changes nothing.
 */
export async function revokeGrant(db: Database, accountId: number, grantId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [grant] = await tx
      .update(oauthGrants)
      .set({ revokedAt: new Date() })
      .where(and(eq(oauthGrants.id, grantId), eq(oauthGrants.userId, accountId), isNull(oauthGrants.revokedAt)))
      .returning({ id: oauthGrants.id });
    if (!grant) throw AppError.notFound('该授权不存在或已撤销');
    await tx.delete(oauthTokens).where(eq(oauthTokens.grantId, grant.id));
    await tx.delete(oauthCodes).where(eq(oauthCodes.grantId, grant.id));
  });
}
