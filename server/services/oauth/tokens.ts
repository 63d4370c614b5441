import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { oauthRevokeInput, oauthTokenInput } from '../../../shared/contract/calls/oauth';
import type { Database, Transaction } from '../../db/client';
import { oauthCodes, oauthGrants, oauthTokens, partners } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import type { AuthSession } from '../auth';
import { findPartner } from '../partners/registry';
import { ACCESS_TOKEN_PREFIX, looksLike, newOpaque, opaqueHash, pkceMatches, REFRESH_TOKEN_PREFIX } from './secrets';

/** Partner access tokens live 15 minutes; refresh tokens 30 days, each used once (rotation). */
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** An RFC 6749 §5.2 error: the token endpoint answers {error, error_description} with this status. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: 'buyer';
}

type TokenInput = z.output<typeof oauthTokenInput>;

/**
 * The client the request names. Public clients (the embed in a browser)
 * send no secret and rely on PKCE; a partner's server may send its
 * client_secret, which must then be right (a wrong one is invalid_client,
 * never ignored).
 */
async function authenticateClient(db: Database, clientId: string, secret: string | undefined) {
  const partner = await findPartner(db, clientId);
  if (!partner || partner.status !== 'active') throw new OAuthError('invalid_client', '该合作方未在药批登记或已停用', 401);
  if (secret !== undefined) {
    if (!partner.secretHash || !(await verifyPassword(secret, partner.secretHash))) {
      throw new OAuthError('invalid_client', '合作方密钥不正确', 401);
    }
  }
  return partner;
}

async function issuePair(db: Transaction, now: number, grantId: number, codeId: number): Promise<TokenPair> {
  const access = newOpaque(ACCESS_TOKEN_PREFIX);
  const refresh = newOpaque(REFRESH_TOKEN_PREFIX);
  await db.insert(oauthTokens).values([
    { grantId, codeId, kind: 'access', tokenHash: opaqueHash(access), expiresAt: new Date(now + ACCESS_TTL_SECONDS * 1000) },
    { grantId, codeId, kind: 'refresh', tokenHash: opaqueHash(refresh), expiresAt: new Date(now + REFRESH_TTL_SECONDS * 1000) },
  ]);
  await db
    .update(oauthGrants)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(oauthGrants.id, grantId));
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS, refresh_token: refresh, scope: 'buyer' };
}

/** Every token descended from one code: a replayed code or refresh token ends them all (RFC 6749 §4.1.2, OAuth 2.0 BCP §4.14). */
async function revokeFamily(db: Database | Transaction, codeId: number): Promise<void> {
  await db.delete(oauthTokens).where(eq(oauthTokens.codeId, codeId));
}

type Outcome = { pair: TokenPair } | { refused: OAuthError };

/**
 * Runs a token transaction whose refusals must still commit (a code burnt
 * by a failed exchange, a family revoked on replay): the refusal is
 * returned out of the transaction and thrown after it.
 */
/** The grant is not revoked and is this partner's: a code or refresh token of another client's grant is refused. */
async function grantLiveFor(tx: Transaction, grantId: number, partnerId: number): Promise<boolean> {
  const [grant] = await tx
    .select({ partnerId: oauthGrants.partnerId })
    .from(oauthGrants)
    .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)));
  return grant?.partnerId === partnerId;
}

async function committed(db: Database, work: (tx: Transaction) => Promise<Outcome>): Promise<TokenPair> {
  const outcome = await db.transaction((tx) => work(tx));
  if ('refused' in outcome) throw outcome.refused;
  return outcome.pair;
}

const INVALID_CODE = '授权码无效、已使用或已过期';
const INVALID_REFRESH = '刷新令牌无效或已过期';

/**
 * grant_type=authorization_code (RFC 6749 §4.1.3 with the RFC 7636 §4.6
 * check). The first exchange uses the code up whatever its outcome, so a
 * code is tried once; a code presented again ends every token issued
 * from it.
 */
async function exchangeCode(db: Database, now: number, input: Extract<TokenInput, { grant_type: 'authorization_code' }>): Promise<TokenPair> {
  const partner = await authenticateClient(db, input.client_id, input.client_secret);
  const codeHash = opaqueHash(input.code);
  return committed(db, async (tx) => {
    const [code] = await tx
      .update(oauthCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
      .returning({
        id: oauthCodes.id,
        grantId: oauthCodes.grantId,
        redirectUri: oauthCodes.redirectUri,
        challenge: oauthCodes.codeChallenge,
        expiresAt: oauthCodes.expiresAt,
      });
    if (!code) {
      const [replayed] = await tx
        .select({ id: oauthCodes.id })
        .from(oauthCodes)
        .where(and(eq(oauthCodes.codeHash, codeHash), isNotNull(oauthCodes.usedAt)));
      if (replayed) await revokeFamily(tx, replayed.id);
      return { refused: new OAuthError('invalid_grant', INVALID_CODE) };
    }
    if (!(await grantLiveFor(tx, code.grantId, partner.id))) return { refused: new OAuthError('invalid_grant', INVALID_CODE) };
    if (code.expiresAt.getTime() <= now) return { refused: new OAuthError('invalid_grant', INVALID_CODE) };
    if (code.redirectUri !== input.redirect_uri) return { refused: new OAuthError('invalid_grant', '回调地址与申请授权时的不一致') };
    if (!pkceMatches(input.code_verifier, code.challenge)) return { refused: new OAuthError('invalid_grant', 'PKCE 校验失败') };
    return { pair: await issuePair(tx, now, code.grantId, code.id) };
  });
}

/**
 * grant_type=refresh_token (RFC 6749 §6) with rotation: the presented
 * token is used up and a new pair issued; a used one presented again (a
 * copy in someone else's hands, or the holder's) ends its whole family.
 */
async function refresh(db: Database, now: number, input: Extract<TokenInput, { grant_type: 'refresh_token' }>): Promise<TokenPair> {
  const partner = await authenticateClient(db, input.client_id, input.client_secret);
  if (input.scope !== undefined && input.scope !== '' && input.scope !== 'buyer') throw new OAuthError('invalid_request', '不支持的授权范围');
  if (!looksLike(REFRESH_TOKEN_PREFIX, input.refresh_token)) throw new OAuthError('invalid_grant', INVALID_REFRESH);
  const tokenHash = opaqueHash(input.refresh_token);
  return committed(db, async (tx) => {
    const [used] = await tx
      .update(oauthTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, 'refresh'), isNull(oauthTokens.usedAt), gt(oauthTokens.expiresAt, new Date(now))))
      .returning({ grantId: oauthTokens.grantId, codeId: oauthTokens.codeId });
    if (!used) {
      const [replayed] = await tx
        .select({ codeId: oauthTokens.codeId })
        .from(oauthTokens)
        .where(and(eq(oauthTokens.tokenHash, tokenHash), isNotNull(oauthTokens.usedAt)));
      if (replayed) await revokeFamily(tx, replayed.codeId);
      return { refused: new OAuthError('invalid_grant', INVALID_REFRESH) };
    }
    if (!(await grantLiveFor(tx, used.grantId, partner.id))) return { refused: new OAuthError('invalid_grant', INVALID_REFRESH) };
    return { pair: await issuePair(tx, now, used.grantId, used.codeId) };
  });
}

export function tokenRequest(db: Database, now: number, input: TokenInput): Promise<TokenPair> {
  return input.grant_type === 'authorization_code' ? exchangeCode(db, now, input) : refresh(db, now, input);
}

/**
 * RFC 7009: the partner's sign-out. A refresh token ends its whole family
 * (the access tokens issued with it too); an access token ends itself.
 * Unknown tokens and other partners' tokens change nothing (and are not
 * told apart: always 200).
 */
export async function revokeToken(db: Database, input: z.output<typeof oauthRevokeInput>): Promise<void> {
  const partner = await findPartner(db, input.client_id);
  if (!partner) return;
  const [row] = await db
    .select({ id: oauthTokens.id, kind: oauthTokens.kind, codeId: oauthTokens.codeId, partnerId: oauthGrants.partnerId })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(eq(oauthTokens.tokenHash, opaqueHash(input.token)))
    .limit(1);
  if (!row || row.partnerId !== partner.id) return;
  if (row.kind === 'refresh') await revokeFamily(db, row.codeId);
  else await db.delete(oauthTokens).where(eq(oauthTokens.id, row.id));
}

/**
 * The session a partner access token stands for, or null: unknown, expired,
 * its grant revoked or its partner disabled. Scope 'partner': buying, not
 * the account (route.ts refuses it on account-level calls). There is no
 * session row: sessionId 0, and the grant stands in for it.
 */
export async function resolvePartnerToken(db: Database, token: string, now: number): Promise<AuthSession | null> {
  if (!looksLike(ACCESS_TOKEN_PREFIX, token)) return null;
  const [row] = await db
    .select({ accountId: oauthGrants.userId, buyerId: oauthGrants.buyerId, expiresAt: oauthTokens.expiresAt, grantId: oauthGrants.id })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .innerJoin(partners, eq(partners.id, oauthGrants.partnerId))
    .where(
      and(
        eq(oauthTokens.tokenHash, opaqueHash(token)),
        eq(oauthTokens.kind, 'access'),
        gt(oauthTokens.expiresAt, new Date(now)),
        isNull(oauthGrants.revokedAt),
        eq(partners.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    sessionId: 0,
    userId: row.buyerId ?? row.accountId,
    accountId: row.accountId,
    scope: 'partner',
    accessToken: token,
    expiresAt: row.expiresAt.getTime(),
  };
}
