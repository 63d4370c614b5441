import { expect, request, test } from './hydrated-page';
import type { DrawRecord, DrawSimple } from '../../shared/contract/lottery';
import type { Page as ListPage } from '../../shared/contract';
import { DEMO, logInThroughForm } from './demo-account';
import { controlHeaders } from './test-control';

/**
 * The home lottery pop-up (docs/product/routes.md, docs/product/states.md, docs/product/errors.md) for the demo buyer: the running
 * activity is narrowed to coupon prizes through the test-control route (the
 * draw stays random among them), so the prize has a known home, /wdqb/yhq.
 * The pop-up's timing (2 s result delay, 1 s close) is covered with a fake
 * clock in widgets/lottery/lottery.browser.test.ts; here the page's own
 * clock runs and the assertions wait for what the buyer sees.
 */
test.describe('lottery pop-up', () => {
  test('the demo buyer draws once, sees the prize, and finds it in the member centre', async ({ page, baseURL }) => {
    const control = await request.newContext({ baseURL });
    const narrowed = await control.post('/api/test/lottery', { data: { kind: 'coupon' }, headers: controlHeaders() });
    expect(narrowed.ok()).toBe(true);

    await page.goto('/login');
    await logInThroughForm(page, DEMO.username, DEMO.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/');

    const popup = page.getByRole('dialog', { name: /幸运抽奖/ });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('药批年终感恩回馈抽奖');
    await expect(popup).toContainText('满300减20元优惠券');

    await popup.getByRole('button', { name: '立即抽奖' }).click();
    await expect(popup).toContainText('正在抽奖，请稍候…');
    // docs/product/errors.md: the congratulations message names the prize and its remarks.
    await expect(popup).toContainText(/恭喜您获得「.+」！/);
    const headline = (await popup.locator('.yp-lottery__headline').textContent()) ?? '';
    const prizeName = /「(.+)」/.exec(headline)?.[1] ?? '';
    expect(prizeName).toMatch(/优惠券|现金券/);
    await expect(popup).toContainText(/天内有效/);

    // The server recorded exactly this draw for the demo buyer.
    const api = await request.newContext({ baseURL });
    const login = (await (await api.post('/api/login', { form: { ...DEMO } })).json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${login.data.token}` };
    const records = (await (await api.get('/api/draw/record', { headers })).json()) as { data: ListPage<DrawRecord> };
    expect(records.data.data.map((r) => r.prize_name)).toEqual([prizeName]);

    // The result links where the prize landed: the coupon is in 我的优惠券.
    await popup.getByRole('link', { name: '去我的优惠券查看' }).click();
    await expect(page).toHaveURL(/\/wdqb\/yhq$/);
    await expect(page.getByRole('main')).toContainText(/抽奖专享/);

    // One draw per buyer: the pop-up is not offered again.
    const simple = (await (await api.get('/api/draw/simple', { headers })).json()) as { data: DrawSimple };
    expect(simple.data.is_join).toBe(1);
    const again = await api.post(`/api/draw/${simple.data.id}/activity`, { headers, data: {} });
    expect(again.status()).toBe(422);
    expect(((await again.json()) as { message: string }).message).toBe('您已参与过本次抽奖');
    await api.dispose();
    await control.dispose();
  });
});
