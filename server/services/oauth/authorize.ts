import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { oauthAuthorizeRequest } from '../../../shared/contract/calls/oauth';
import type { OauthAuthorizeInfo } from '../../../shared/contract/oauth';
import type { Database } from '../../db/client';
import { oauthCodes, oauthGrants } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthSession } from '../auth';
import { findPartner } from '../partners/registry';
import { CODE_PREFIX, newOpaque, opaqueHash } from './secrets';

/** Authorisation codes live 60 s (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const CODE_TTL_SECONDS = 60;

export type AuthorizeRequest = z.output<typeof oauthAuthorizeRequest>;

export const AUTHORIZE_MESSAGES = {
  unknownClient: '该合作方未在药批登记或已停用',
  redirectMismatch: '回调地址与合作方登记的不一致',
} as const;

/**
 * The partner an authorisation request names, after the checks that must
 * hold before anything is shown or sent back: the client is registered and
 * active, and the redirect URI is exactly one it registered (RFC 6749
 * §3.1.2.3, simple string comparison). Failing either, nothing is
 * redirected (§4.1.2.1): the page shows the 422.
 */
async function checkedClient(db: Database, request: AuthorizeRequest) {
  const partner = await findPartner(db, request.client_id);
  if (!partner || partner.status !== 'active') throw AppError.field('client_id', AUTHORIZE_MESSAGES.unknownClient);
  if (!partner.redirectUris.includes(request.redirect_uri)) throw AppError.field('redirect_uri', AUTHORIZE_MESSAGES.redirectMismatch);
  return partner;
}

function redirectWith(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) if (value !== '') url.searchParams.set(name, value);
  return url.href;
}

/** The consent page's card: who asks, where the answer goes, and whether this login already approved. */
export async function authorizeInfo(db: Database, request: AuthorizeRequest, session: AuthSession | null): Promise<OauthAuthorizeInfo> {
  const partner = await checkedClient(db, request);
  let approved: 0 | 1 = 0;
  if (session?.scope === 'session') {
    const [grant] = await db
      .select({ id: oauthGrants.id })
      .from(oauthGrants)
      .where(and(eq(oauthGrants.partnerId, partner.id), eq(oauthGrants.userId, session.accountId), isNull(oauthGrants.revokedAt)))
      .limit(1);
    approved = grant ? 1 : 0;
  }
  return { client: { client_id: partner.clientId, name: partner.name, origin: new URL(request.redirect_uri).origin }, approved };
}

/**
 * 同意授权: the login's grant to the partner (the live one, or a new one for
 * the store the session buys for now) and a single-use code bound to the
 * redirect URI and the PKCE challenge. Answers the redirect URI with code
 * and state.
 */
export async function approve(db: Database, clock: () => number, session: AuthSession, request: AuthorizeRequest): Promise<{ redirect_to: string }> {
  const partner = await checkedClient(db, request);
  const code = newOpaque(CODE_PREFIX);
  await db.transaction(async (tx) => {
    const live = and(eq(oauthGrants.partnerId, partner.id), eq(oauthGrants.userId, session.accountId), isNull(oauthGrants.revokedAt));
    // The partial unique index keeps one live grant per partner and login; racing approvals share it.
    await tx
      .insert(oauthGrants)
      .values({ partnerId: partner.id, userId: session.accountId, buyerId: session.userId === session.accountId ? null : session.userId })
      .onConflictDoNothing();
    const [grant] = await tx.select({ id: oauthGrants.id }).from(oauthGrants).where(live).limit(1);
    if (!grant) throw new Error('oauth_grants: live grant missing after insert');
    await tx.insert(oauthCodes).values({
      grantId: grant.id,
      codeHash: opaqueHash(code),
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      expiresAt: new Date(clock() + CODE_TTL_SECONDS * 1000),
    });
  });
  return { redirect_to: redirectWith(request.redirect_uri, { code, state: request.state }) };
}

/** 拒绝: back to the partner with error=access_denied (RFC 6749 §4.1.2.1). */
export async function deny(db: Database, request: AuthorizeRequest): Promise<{ redirect_to: string }> {
  await checkedClient(db, request);
  return { redirect_to: redirectWith(request.redirect_uri, { error: 'access_denied', state: request.state }) };
}
