import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import type { UserState } from '../../shared/contract';

/** The seeded demo buyer (brief: "Demo buyer: username demo, password yaopi123"). */
export const DEMO = { username: 'demo', password: 'yaopi123' } as const;

/**
 * The demo buyer's state as the API reports it, read in a separate request
 * context so the page under test does not share its session. The tests
 * compare what the page shows with this rather than repeating seed data.
 */
export async function demoUserFromApi(baseURL: string): Promise<UserState> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post('/api/login', { form: { ...DEMO } });
    if (!response.ok()) throw new Error(`demo login failed: HTTP ${response.status()} ${await response.text()}`);
    const body = (await response.json()) as { data: { user: UserState } };
    return body.data.user;
  } finally {
    await api.dispose();
  }
}

/** Logs in through the login form, as a buyer would, and waits for the page the login lands on. */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await submitLoginForm(page, username, password);
  // A login reloads the page once (the login flag, docs/product/routes.md); a test that
  // navigated before that reload landed would be interrupted by it. The
  // reloaded document says so; the wait reruns across the navigation.
  await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload');
}

/**
 * Signs `buyer` (default the demo buyer) in for the page's browser context
 * with POST /api/login, the call the login form makes, without loading the
 * login page: the next page the test opens is signed in. For the specs
 * whose subject is not logging in; login.spec.ts, onboarding and the
 * redirect-back tests go through the form (logInWithForm, logInThroughForm).
 * `base` is the server's origin when the spec runs its own.
 */
export async function logIn(page: Page, buyer: { username: string; password: string } = DEMO, base = ''): Promise<void> {
  const response = await page.request.post(`${base}/api/login`, { form: { username: buyer.username, password: buyer.password } });
  const body = (await response.json()) as { code: number; message: string };
  if (body.code !== 10000) throw new Error(`login of ${buyer.username} refused: ${body.code} ${body.message}`);
}

/** Opens /login and signs `buyer` (default the demo buyer) in, as a buyer would: back on a page that is not /login, reloaded signed in. */
export async function logInWithForm(page: Page, buyer: { username: string; password: string } = DEMO): Promise<void> {
  await page.goto('/login');
  const reloaded = page.waitForEvent('load');
  await logInThroughForm(page, buyer.username, buyer.password);
  await reloaded;
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills and submits the login form, nothing more: for the tests of a login that is refused. */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  // Typed into the server's HTML before the app has hydrated it, the text is not yet reliably taken over by the form's
  // state (docs/decisions.md ADR-009, left open): wait for the app, as the swap-era first paint made tests do.
  await page.waitForFunction(() => document.documentElement.dataset.app !== undefined);
  await page.getByLabel('用户名/手机号').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The 支付密码 the e2e tests give the demo buyer (the seed sets none). */
export const PAY_PASSWORD = '274951';

/**
 * Gives the signed-in buyer of `api` this 支付密码 over the API: set it if
 * there is none yet, else reset it with the login password. Either way the
 * buyer ends with a known password, whichever spec ran first.
 */
export async function usePayPassword(api: APIRequestContext, payPassword: string, loginPassword: string = DEMO.password): Promise<void> {
  const state = (await (await api.get('/api/user/pay_password')).json()) as { code: number; data: { is_set: 0 | 1 } };
  if (state.code !== 10000) throw new Error(`pay password state: ${JSON.stringify(state)}`);
  const path = state.data.is_set === 1 ? '/api/user/pay_password/change' : '/api/user/pay_password/set';
  const response = await api.post(path, { data: { login_password: loginPassword, pay_password: payPassword } });
  const body = (await response.json()) as { code: number; message: string };
  if (body.code !== 10000) throw new Error(`${path}: ${body.code} ${body.message}`);
}
