import * as defs from '../../contract/calls/oauth';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/**
 * The authorisation request exactly as the partner put it in the popup's
 * address: strings the server checks (a wrong one is a 422 the consent page
 * shows), so the page passes them on unread.
 */
export type AuthorizeQuery = Readonly<Record<string, string>>;

/** GET /api/oauth/authorize: the consent page's partner card (422 when the request is not one to answer). */
export function fetchAuthorizeInfo(request: AuthorizeQuery, options?: CallOptions) {
  return call(defs.oauthAuthorizeInfo, request as InputOf<typeof defs.oauthAuthorizeInfo>, options);
}

/** POST /api/oauth/authorize: 同意授权; answers where the popup goes next (the partner's redirect URI with the code). */
export function approveAuthorization(request: AuthorizeQuery, options?: CallOptions) {
  return call(defs.oauthApprove, request as InputOf<typeof defs.oauthApprove>, options);
}

/** POST /api/oauth/deny: 拒绝; the partner hears access_denied. */
export function denyAuthorization(request: AuthorizeQuery, options?: CallOptions) {
  return call(defs.oauthDeny, request as InputOf<typeof defs.oauthDeny>, options);
}

/** GET /api/user/oauth_grants: 授权管理's list. */
export function fetchOauthGrants(options?: CallOptions) {
  return call(defs.oauthGrants, {}, options);
}

/** POST /api/user/oauth_grants/revoke {id}: 撤销授权. */
export function revokeOauthGrant(id: number, options?: CallOptions) {
  return call(defs.oauthGrantRevoke, { id }, options);
}
