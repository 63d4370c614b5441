import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OauthAuthorizeInfo, OauthGrant } from '../../shared/contract/oauth';
import type { UserState } from '../../shared/contract/user';
import { addPartner, setPartnerStatus } from '../../server/services/partners/registry';
import { DEMO, json, startServer, type TestServer } from './harness';
import { plainGoods } from './order-fixtures';

/**
 * Partner sign-in (issue 13 item 3): OAuth 2.0 authorisation code with PKCE,
 * driven from the client side by oauth4webapi (the library the embed uses),
 * so the server is checked against a real OAuth client, not against itself.
 */
let server: TestServer;
let now = Date.now();
let secret: string;
let demoCookie: string;

const CLIENT_ID = 'test-portal';
const ORIGIN = 'https://portal.example';
const REDIRECT = 'https://portal.example/yaopi/callback';
const client: oauth.Client = { client_id: CLIENT_ID };
const insecure = { [oauth.allowInsecureRequests]: true };
let as: oauth.AuthorizationServer;

let projectRoot: string;

beforeAll(async () => {
  // A built site shell of its own, so the pages meant for frames are served with their policy without `npm run build`.
  projectRoot = mkdtempSync(join(tmpdir(), 'yaopi-oauth-site-'));
  mkdirSync(join(projectRoot, 'dist', 'site'), { recursive: true });
  writeFileSync(join(projectRoot, 'dist', 'site', 'index.html'), '<!doctype html><title>药批</title>');
  server = await startServer({ app: { clock: () => now, partnerOriginsTtlMs: 0, projectRoot } });
  as = { issuer: server.base, token_endpoint: `${server.base}/api/oauth/token` };
  ({ secret } = (await addPartner(server.db, {
    clientId: CLIENT_ID,
    name: '测试连锁药房门户',
    origins: [ORIGIN],
    redirectUris: [REDIRECT],
    widgets: ['yp-search-bar'],
  })) as { secret: string });
  demoCookie = (await server.login()).cookie;
});
afterAll(async () => {
  await server.close();
  rmSync(projectRoot, { recursive: true, force: true });
});

interface Started {
  verifier: string;
  state: string;
  query: Record<string, string>;
}

async function authorizationRequest(overrides: Record<string, string> = {}): Promise<Started> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const query = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...overrides,
  };
  return { verifier, state, query };
}

/** 同意授权 on the consent page: the site's own cookie, as the popup sends it. */
function approve(query: Record<string, string>, cookie = demoCookie) {
  return server.api<{ redirect_to: string }>('/api/oauth/authorize', {
    ...json(query),
    headers: { 'content-type': 'application/json', cookie },
  });
}

async function codeFor(started: Started): Promise<URLSearchParams> {
  const approved = await approve(started.query);
  expect(approved.status).toBe(200);
  return oauth.validateAuthResponse(as, client, new URL(approved.body.data.redirect_to), started.state);
}

async function exchange(params: URLSearchParams, verifier: string, redirectUri = REDIRECT, auth = oauth.None()) {
  const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, insecure);
  return response;
}

async function signIn(): Promise<oauth.TokenEndpointResponse> {
  const started = await authorizationRequest();
  const params = await codeFor(started);
  return oauth.processAuthorizationCodeResponse(as, client, await exchange(params, started.verifier));
}

async function oauthErrorOf(response: Response): Promise<{ status: number; error: string }> {
  const body = (await response.json()) as { error: string };
  return { status: response.status, error: body.error };
}

const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

describe('the consent request', () => {
  it('names the registered partner and where the answer goes; a second visit knows it was approved', async () => {
    const started = await authorizationRequest();
    const info = await server.api<OauthAuthorizeInfo>(`/api/oauth/authorize?${new URLSearchParams(started.query)}`, { headers: { cookie: demoCookie } });
    expect(info.status).toBe(200);
    expect(info.body.data.client).toEqual({ client_id: CLIENT_ID, name: '测试连锁药房门户', origin: ORIGIN });
    await signIn();
    const again = await server.api<OauthAuthorizeInfo>(`/api/oauth/authorize?${new URLSearchParams(started.query)}`, { headers: { cookie: demoCookie } });
    expect(again.body.data.approved).toBe(1);
  });

  it('refuses a redirect URI that is not exactly a registered one, and an unknown client, with 422 and no redirect', async () => {
    for (const redirect of [
      `${REDIRECT}/`,
      `${REDIRECT}?next=1`,
      'https://portal.example.evil.example/yaopi/callback',
      'HTTPS://portal.example/yaopi/callback',
    ]) {
      const started = await authorizationRequest({ redirect_uri: redirect });
      const info = await server.api(`/api/oauth/authorize?${new URLSearchParams(started.query)}`);
      expect(info.status, redirect).toBe(422);
      expect(info.body.errors?.redirect_uri).toEqual(['回调地址与合作方登记的不一致']);
      expect((await approve(started.query)).status).toBe(422);
    }
    const unknown = await authorizationRequest({ client_id: 'nobody-portal' });
    const info = await server.api(`/api/oauth/authorize?${new URLSearchParams(unknown.query)}`);
    expect(info.status).toBe(422);
    expect(info.body.errors?.client_id).toEqual(['该合作方未在药批登记或已停用']);
  });

  it('answers hostile or incomplete requests with 422 per field, never a 500', async () => {
    const cases: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { response_type: 'token' },
      { code_challenge: 'short' },
      { code_challenge: `${'a'.repeat(42)}=` },
      { client_id: '' },
      { state: 'x'.repeat(501) },
      { state: 'a\u0000b' },
      { scope: 'admin' },
    ];
    for (const overrides of cases) {
      const started = await authorizationRequest(overrides);
      const info = await server.api(`/api/oauth/authorize?${new URLSearchParams(started.query)}`);
      expect(info.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(info.body.errors ?? {}).length).toBeGreaterThan(0);
      const posted = await approve(started.query);
      expect(posted.status, JSON.stringify(overrides)).toBe(422);
    }
    const arrays = await server.api('/api/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: demoCookie },
      body: 'client_id[]=a&redirect_uri[x]=b&response_type=code',
    });
    expect(arrays.status).toBe(422);
  });

  it('approves only with the site cookie: a visitor gets 10001, a token (even the login one) 403', async () => {
    const started = await authorizationRequest();
    const visitor = await server.api('/api/oauth/authorize', json(started.query));
    expect(visitor.status).toBe(401);
    const { token } = await server.login();
    const byToken = await server.api('/api/oauth/authorize', bearer(token, json(started.query)));
    expect(byToken.status).toBe(403);
  });

  it('拒绝 sends the partner error=access_denied with its state', async () => {
    const started = await authorizationRequest();
    const denied = await server.api<{ redirect_to: string }>('/api/oauth/deny', json(started.query));
    const url = new URL(denied.body.data.redirect_to);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.has('code')).toBe(false);
  });
});

describe('the token endpoint', () => {
  it('gives a short-lived buyer token that buys as the buyer', async () => {
    const tokens = await signIn();
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(900);
    expect(tokens.refresh_token).toMatch(/^yprt_/);
    const base = await server.api<UserState>('/api/user/base', bearer(tokens.access_token));
    expect(base.status).toBe(200);
    expect(base.body.data.username).toBe(DEMO.username);
    const [goods] = await plainGoods(server, 1);
    const added = await server.api('/api/cart', bearer(tokens.access_token, json({ params: [{ goods_id: goods!.id, number: 1 }] })));
    expect(added.status).toBe(200);
  });

  it('refuses a code verifier that does not match the challenge, and the code is then used up', async () => {
    const started = await authorizationRequest();
    const params = await codeFor(started);
    const wrong = await exchange(params, oauth.generateRandomCodeVerifier());
    expect(await oauthErrorOf(wrong)).toEqual({ status: 400, error: 'invalid_grant' });
    const right = await exchange(params, started.verifier);
    expect(await oauthErrorOf(right)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('uses a code once: a replay is refused and ends the tokens the code gave', async () => {
    const started = await authorizationRequest();
    const params = await codeFor(started);
    const first = await oauth.processAuthorizationCodeResponse(as, client, await exchange(params, started.verifier));
    expect((await server.api('/api/user/base', bearer(first.access_token))).status).toBe(200);
    const replay = await exchange(params, started.verifier);
    expect(await oauthErrorOf(replay)).toEqual({ status: 400, error: 'invalid_grant' });
    expect((await server.api('/api/user/base', bearer(first.access_token))).status).toBe(401);
  });

  it('gives one pair of tokens for a code exchanged five times at once', async () => {
    const started = await authorizationRequest();
    const params = await codeFor(started);
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(params, started.verifier)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('rotates a refresh token once when it is presented five times at once', async () => {
    const tokens = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a code after 60 seconds', async () => {
    const started = await authorizationRequest();
    const params = await codeFor(started);
    now += 61_000;
    const late = await exchange(params, started.verifier);
    expect(await oauthErrorOf(late)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('refuses a redirect URI other than the one the code was issued for', async () => {
    const started = await authorizationRequest();
    const params = await codeFor(started);
    const other = await exchange(params, started.verifier, 'https://portal.example/other');
    expect(await oauthErrorOf(other)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('lets an access token lapse after 15 minutes', async () => {
    const tokens = await signIn();
    now += 15 * 60_000 + 1000;
    const lapsed = await server.api('/api/user/base', bearer(tokens.access_token));
    expect(lapsed.status).toBe(401);
    expect(lapsed.body.code).toBe(10001);
  });

  it('rotates refresh tokens: each works once, and a replay ends the whole family', async () => {
    const tokens = await signIn();
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
    );
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await server.api('/api/user/base', bearer(rotated.access_token))).status).toBe(200);

    const replay = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure);
    expect(await oauthErrorOf(replay)).toEqual({ status: 400, error: 'invalid_grant' });
    expect((await server.api('/api/user/base', bearer(rotated.access_token))).status).toBe(401);
    const successor = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), rotated.refresh_token!, insecure);
    expect(await oauthErrorOf(successor)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it("checks the partner's secret when its server sends one", async () => {
    const tokens = await signIn();
    const wrong = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic('ypcs_wrong'), tokens.refresh_token!, insecure);
    expect(await oauthErrorOf(wrong)).toEqual({ status: 401, error: 'invalid_client' });
    const right = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(secret), tokens.refresh_token!, insecure);
    expect(right.status).toBe(200);
  });

  it('answers junk with the protocol errors, never a 500', async () => {
    const post = (body: string) =>
      fetch(`${server.base}/api/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(await oauthErrorOf(await post(''))).toEqual({ status: 400, error: 'invalid_request' });
    expect(await oauthErrorOf(await post('grant_type=password&username=demo'))).toEqual({ status: 400, error: 'unsupported_grant_type' });
    expect(await oauthErrorOf(await post('grant_type=authorization_code&code[]=x&client_id=test-portal'))).toEqual({ status: 400, error: 'invalid_request' });
    expect(await oauthErrorOf(await post(`grant_type=authorization_code&code=x&redirect_uri=${REDIRECT}&client_id=test-portal&code_verifier=short`))).toEqual({
      status: 400,
      error: 'invalid_request',
    });
    const unknownCode = `grant_type=authorization_code&code=ypac_nope&redirect_uri=${encodeURIComponent(REDIRECT)}&client_id=${CLIENT_ID}&code_verifier=${'a'.repeat(43)}`;
    expect(await oauthErrorOf(await post(unknownCode))).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await oauthErrorOf(await post(unknownCode.replace(CLIENT_ID, 'nobody-portal')))).toEqual({ status: 401, error: 'invalid_client' });
  });
});

describe('what a partner token may do', () => {
  it('is refused on account-level calls with 403, and those change nothing', async () => {
    const tokens = await signIn();
    const refused: [string, RequestInit][] = [
      ['/api/user/pay_password/set', json({ login_password: DEMO.password, pay_password: '274951' })],
      ['/api/user/password', json({ old_password: DEMO.password, password: 'newpass123' })],
      ['/api/user/stores', {}],
      ['/api/user/stores/switch', json({ id: 1 })],
      ['/api/user/sessions', {}],
      ['/api/user/logout_all', json({})],
      ['/api/user/wechat/qr', json({})],
      ['/api/user/oauth_grants', {}],
    ];
    for (const [path, init] of refused) {
      const answer = await server.api(path, bearer(tokens.access_token, init));
      expect(answer.status, path).toBe(403);
    }
    // Still signed in, and the login password unchanged.
    expect((await server.api('/api/user/base', bearer(tokens.access_token))).status).toBe(200);
    await server.login();
  });
});

describe('授权管理', () => {
  it('lists the approved partner, and revoking it ends its tokens at the next call', async () => {
    const tokens = await signIn();
    const grants = await server.api<{ list: OauthGrant[] }>('/api/user/oauth_grants', { headers: { cookie: demoCookie } });
    const grant = grants.body.data.list.find((item) => item.client_id === CLIENT_ID);
    expect(grant).toMatchObject({ name: '测试连锁药房门户', origins: [ORIGIN] });

    const revoked = await server.api('/api/user/oauth_grants/revoke', {
      ...json({ id: grant!.id }),
      headers: { 'content-type': 'application/json', cookie: demoCookie },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('已撤销授权');
    expect((await server.api('/api/user/base', bearer(tokens.access_token))).status).toBe(401);
    const refresh = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure);
    expect(await oauthErrorOf(refresh)).toEqual({ status: 400, error: 'invalid_grant' });
    const after = await server.api<{ list: OauthGrant[] }>('/api/user/oauth_grants', { headers: { cookie: demoCookie } });
    expect(after.body.data.list.some((item) => item.client_id === CLIENT_ID)).toBe(false);
  });

  it("cannot revoke another login's grant (404), and a bad id is 422", async () => {
    await signIn();
    const grants = await server.api<{ list: OauthGrant[] }>('/api/user/oauth_grants', { headers: { cookie: demoCookie } });
    const grant = grants.body.data.list.find((item) => item.client_id === CLIENT_ID)!;
    const other = await server.login('chain', 'yaopi123');
    const foreign = await server.api('/api/user/oauth_grants/revoke', {
      ...json({ id: grant.id }),
      headers: { 'content-type': 'application/json', cookie: other.cookie },
    });
    expect(foreign.status).toBe(404);
    const bad = await server.api('/api/user/oauth_grants/revoke', {
      ...json({ id: 'x' }),
      headers: { 'content-type': 'application/json', cookie: demoCookie },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.id).toBeDefined();
  });
});

describe('partners as data: CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.base}/api/user/base`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('allows a registered partner origin and refuses any other', async () => {
    const allowed = await preflight(ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const stranger = await preflight('https://stranger.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const lookalike = await preflight('https://portal.example:8443');
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stops allowing a partner once it is disabled, and its tokens die with it', async () => {
    await addPartner(server.db, {
      clientId: 'short-lived',
      name: '临时门户',
      origins: ['https://short.example'],
      redirectUris: [],
      widgets: ['yp-search-bar'],
    });
    expect((await preflight('https://short.example')).headers.get('access-control-allow-origin')).toBe('https://short.example');
    const tokens = await signIn();
    await setPartnerStatus(server.db, 'short-lived', 'disabled');
    expect((await preflight('https://short.example')).headers.get('access-control-allow-origin')).toBeNull();
    await setPartnerStatus(server.db, CLIENT_ID, 'disabled');
    expect((await server.api('/api/user/base', bearer(tokens.access_token))).status).toBe(401);
    expect((await preflight(ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
    await setPartnerStatus(server.db, CLIENT_ID, 'active');
  });

  it('lets registered partner origins frame the pages meant for frames, and only those', async () => {
    const page = await fetch(`${server.base}/chat`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors [^;]*https:\/\/portal\.example/);
    expect(policy).not.toContain('https://short.example');
    const home = await fetch(`${server.base}/`);
    expect(home.headers.get('content-security-policy') ?? '').not.toContain(ORIGIN);
  });
});

describe('the token endpoint’s rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // Another node on the same database with a limit of three a minute; X-Forwarded-For picks the caller's IP.
    limited = await startServer({ database: server.database, app: { oauthTokenRateLimit: { max: 3, timeWindowMs: 60_000 }, trustProxy: true } });
  });
  afterAll(() => limited?.close());

  const exchange = (ip: string, clientId: string, basic?: string) =>
    fetch(`${limited.base}/api/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': ip,
        ...(basic ? { authorization: `Basic ${Buffer.from(`${clientId}:${basic}`).toString('base64')}` } : {}),
      },
      body: `grant_type=authorization_code&code=ypac_nope&redirect_uri=${encodeURIComponent(REDIRECT)}&code_verifier=${'a'.repeat(43)}${basic ? '' : `&client_id=${clientId}`}`,
    });

  it('answers 429 in the OAuth error format after N requests of one client_id from one IP, and counts no other', async () => {
    for (let i = 0; i < 3; i += 1) expect((await exchange('198.51.100.7', CLIENT_ID)).status).toBe(400);
    const refused = await exchange('198.51.100.7', CLIENT_ID);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'too_many_requests', error_description: '请求过于频繁，请稍后再试' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The client named in a Basic header is the same client.
    expect((await exchange('198.51.100.7', CLIENT_ID, secret)).status).toBe(429);
    // Another client at that IP, and that client at another IP, have their own counts.
    expect((await exchange('198.51.100.7', 'other-portal')).status).toBe(401);
    expect((await exchange('198.51.100.8', CLIENT_ID)).status).toBe(400);
    // The default node (60 a minute) took none of these.
    expect(
      (await fetch(`${server.base}/api/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).status,
    ).toBe(400);
  });
});
