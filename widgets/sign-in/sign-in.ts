import * as oauth from 'oauth4webapi';
import { getConfig } from '../../shared/config/config';
import { applyConfig } from '../../shared/elements/apply-config';
import { loadSession } from '../../shared/store/session-load';

/**
 * A buyer's sign-in on a partner's page: OAuth 2.0 authorisation code with
 * PKCE (RFC 7636), the protocol parts done by oauth4webapi. A popup on the
 * yaopi origin (/oauth/authorize) takes the password and the consent; the
 * partner's callback page (on the partner's own origin, registered as its
 * redirect URI) posts the answer back to this page; the code is exchanged
 * for a 15-minute buyer token and a refresh token, and every widget on the
 * page is configured with the token. The tokens are kept in this tab's
 * sessionStorage (a reload stays signed in) and refreshed a minute before
 * they lapse; a revoked grant shows as a visitor at the next call.
 */

export interface SignInOptions {
  /** The partner's client id (合作方编号) from the registry. */
  clientId: string;
  /** The partner's registered callback page, e.g. https://portal.example/yaopi-callback.html. */
  redirectUri: string;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** What the callback page posts to its opener: `{ type, url }` with the full callback address. */
export const CALLBACK_MESSAGE = 'yaopi:oauth-callback';

export class SignInError extends Error {
  constructor(
    message: string,
    readonly reason: 'cancelled' | 'denied' | 'blocked' | 'failed',
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

const POPUP_FEATURES = 'popup,width=560,height=720';
const REFRESH_EARLY_MS = 60_000;
const storageKey = (clientId: string) => `yaopi:sign-in:${clientId}`;

function server(): { as: oauth.AuthorizationServer; options: oauth.TokenEndpointRequestOptions; site: string } {
  const { apiBase, site } = getConfig();
  const api = apiBase || globalThis.location.origin;
  const siteOrigin = site || api;
  const tokenEndpoint = `${api}/api/oauth/token`;
  return {
    as: { issuer: siteOrigin, token_endpoint: tokenEndpoint, revocation_endpoint: `${api}/api/oauth/revoke` },
    // http only for a local site (development); oauth4webapi refuses it otherwise.
    options: new URL(tokenEndpoint).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {},
    site: siteOrigin,
  };
}

function store(clientId: string, value: SignedIn | null): void {
  try {
    if (value) sessionStorage.setItem(storageKey(clientId), JSON.stringify(value));
    else sessionStorage.removeItem(storageKey(clientId));
  } catch {
    // Storage refused (private mode, sandbox): the sign-in lasts as long as the page.
  }
}

function stored(clientId: string): SignedIn | null {
  try {
    const raw = sessionStorage.getItem(storageKey(clientId));
    const value = raw ? (JSON.parse(raw) as Partial<SignedIn>) : null;
    if (value && typeof value.accessToken === 'string' && typeof value.refreshToken === 'string' && typeof value.expiresAt === 'number') {
      return value as SignedIn;
    }
  } catch {
    // Unreadable: as if signed out.
  }
  return null;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Configures the page with the token, keeps it, and plans its refresh. */
function adopt(clientId: string, tokens: SignedIn): SignedIn {
  store(clientId, tokens);
  applyConfig({ token: tokens.accessToken });
  clearTimeout(timers.get(clientId));
  const wait = Math.max(0, tokens.expiresAt - Date.now() - REFRESH_EARLY_MS);
  timers.set(
    clientId,
    setTimeout(() => void refresh(clientId).catch(() => undefined), wait),
  );
  return tokens;
}

function fromResponse(tokens: oauth.TokenEndpointResponse): SignedIn {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? '',
    expiresAt: Date.now() + (tokens.expires_in ?? 900) * 1000,
  };
}

/**
 * A new token pair from the refresh token (rotation: the old one is used
 * up). A refused refresh (grant revoked) forgets the tokens and reloads the
 * session, which then shows the visitor.
 */
export async function refresh(clientId: string): Promise<SignedIn | null> {
  const current = stored(clientId);
  if (!current?.refreshToken) return null;
  const { as, options } = server();
  const client: oauth.Client = { client_id: clientId };
  try {
    const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), current.refreshToken, options);
    return adopt(clientId, fromResponse(await oauth.processRefreshTokenResponse(as, client, response)));
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) {
      store(clientId, null);
      void loadSession();
      return null;
    }
    throw error;
  }
}

/**
 * The tokens a reload kept, put back to use (a lapsed access token is
 * refreshed first). Null when this tab never signed in.
 */
export async function resume(clientId: string): Promise<SignedIn | null> {
  const current = stored(clientId);
  if (!current) return null;
  if (current.expiresAt - Date.now() > REFRESH_EARLY_MS) return adopt(clientId, current);
  return refresh(clientId);
}

/** Waits for the callback page's message from this popup, or its closing. */
function callbackFrom(popup: Window): Promise<URL> {
  return new Promise((resolve, reject) => {
    const done = () => {
      globalThis.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      // Exact-origin check: only the partner's own callback page, in the popup this call opened.
      if (event.origin !== globalThis.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== CALLBACK_MESSAGE || typeof data.url !== 'string') return;
      done();
      resolve(new URL(data.url));
    };
    // A closed popup sends nothing; noticing it needs a look now and then.
    const watch = setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(new SignInError('登录窗口已关闭', 'cancelled'));
    }, 400);
    globalThis.addEventListener('message', onMessage);
  });
}

/**
 * Opens the yaopi sign-in popup and resolves when the buyer approved and
 * the token is in use. Call it from a click (popups opened later are
 * blocked). Rejects with a SignInError: cancelled (popup closed), denied
 * (拒绝), blocked (no popup) or failed.
 */
export async function signIn({ clientId, redirectUri }: SignInOptions): Promise<SignedIn> {
  // Opened at once, while the click still counts; its address is set once the PKCE challenge is computed.
  const popup = globalThis.open('', 'yaopi-sign-in', POPUP_FEATURES);
  if (!popup) throw new SignInError('浏览器拦截了登录窗口，请允许本页弹出窗口后重试', 'blocked');
  const { as, options, site } = server();
  const client: oauth.Client = { client_id: clientId };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL('/oauth/authorize', site);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  }).toString();
  popup.location.href = url.href;

  const callback = await callbackFrom(popup);
  popup.close();
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callback, state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') throw new SignInError('您拒绝了授权', 'denied');
    throw new SignInError('授权未完成，请重试', 'failed');
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, options);
    return adopt(clientId, fromResponse(await oauth.processAuthorizationCodeResponse(as, client, response)));
  } catch {
    throw new SignInError('登录未完成，请重试', 'failed');
  }
}

/** 退出: the refresh token (and with it every token of this sign-in) revoked, and the page a visitor again. */
export async function signOut(clientId: string): Promise<void> {
  const current = stored(clientId);
  store(clientId, null);
  clearTimeout(timers.get(clientId));
  if (current) {
    const { as, options } = server();
    const client: oauth.Client = { client_id: clientId };
    await oauth.revocationRequest(as, client, oauth.None(), current.refreshToken, options).catch(() => undefined);
  }
  await loadSession();
}
