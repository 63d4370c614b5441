import { z } from 'zod';
import { defineCall } from '../define-call';
import { oauthAuthorizeInfoSchema, oauthGrantListSchema, oauthRedirectSchema } from '../oauth';
import { id, text } from './fields';

/**
 * Partner sign-in (OAuth 2.0 authorisation code + PKCE, RFC 6749 / 7636).
 * The consent page (/oauth/authorize on the yaopi origin) reads the request
 * with oauthAuthorizeInfo, then answers it with oauthApprove or oauthDeny;
 * the partner exchanges the code at POST /api/oauth/token (a protocol
 * endpoint: RFC 6749 §5 JSON, not the envelope; its input is
 * oauthTokenInput below). 授权管理 lists and revokes grants.
 */

/** RFC 7636 §4.1 unreserved characters; an S256 challenge is 43 of them (base64url of 32 bytes). */
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The authorisation request's parameters, as the partner put them in the popup's URL. */
export const oauthAuthorizeRequest = z.object({
  client_id: text('合作方编号', 63, '缺少合作方编号'),
  redirect_uri: text('回调地址', 2000, '缺少回调地址'),
  response_type: z.literal('code', { error: '仅支持授权码模式（response_type=code）' }),
  code_challenge: z.string({ error: '缺少 PKCE 校验值' }).regex(PKCE_CHALLENGE, 'PKCE 校验值格式不正确'),
  code_challenge_method: z.literal('S256', { error: '仅支持 S256 校验方式' }),
  state: text('state', 500),
  scope: z.literal(['buyer', ''], { error: '不支持的授权范围' }).optional().default(''),
});

export const oauthAuthorizeInfo = defineCall({
  output: oauthAuthorizeInfoSchema,
  method: 'GET',
  path: '/api/oauth/authorize',
  access: 'optional',
  input: oauthAuthorizeRequest,
});

/** 同意授权: needs the site's own session (the cookie), never a token. */
export const oauthApprove = defineCall({
  output: oauthRedirectSchema,
  method: 'POST',
  path: '/api/oauth/authorize',
  access: 'member',
  input: oauthAuthorizeRequest,
});

/** 拒绝: the partner hears error=access_denied. */
export const oauthDeny = defineCall({
  output: oauthRedirectSchema,
  method: 'POST',
  path: '/api/oauth/deny',
  access: 'optional',
  input: oauthAuthorizeRequest,
});

/** 授权管理: the partners this login approved. */
export const oauthGrants = defineCall({
  output: oauthGrantListSchema,
  method: 'GET',
  path: '/api/user/oauth_grants',
  access: 'member',
  input: z.object({}),
});

/** 撤销授权: the partner's tokens stop working at once. */
export const oauthGrantRevoke = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/user/oauth_grants/revoke',
  access: 'member',
  input: z.object({ id: id('授权编号') }),
});

/**
 * POST /api/oauth/token (form-encoded, RFC 6749 §4.1.3 and §6). Answered in
 * the protocol's own JSON ({access_token, token_type, expires_in,
 * refresh_token, scope} or {error, error_description} with 400/401), since
 * OAuth clients read exactly that.
 */
export const oauthTokenInput = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(200),
    redirect_uri: z.string().min(1).max(2000),
    client_id: z.string().min(1).max(63),
    code_verifier: z.string().regex(PKCE_VERIFIER),
    client_secret: z.string().max(200).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(200),
    client_id: z.string().min(1).max(63),
    client_secret: z.string().max(200).optional(),
    scope: z.string().max(100).optional(),
  }),
]);

/** POST /api/oauth/revoke (RFC 7009): a partner signing the buyer out. Always 200. */
export const oauthRevokeInput = z.object({
  token: z.string().min(1).max(200),
  client_id: z.string().min(1).max(63),
  token_type_hint: z.string().max(40).optional(),
});
