import { expect, request, test } from './hydrated-page';
import type { DrawRecord } from '../../shared/contract/lottery';
import type { Page as ListPage } from '../../shared/contract';
import { logIn } from './demo-account';
import { controlHeaders } from './test-control';

/**
 * 我的抽奖 (/wdcj): the buyer's own draws (GET /api/draw/record), in the
 * member centre. docs/product/errors.md: closing the pop-up while the draw runs asks first
 * and tells the buyer to look in the personal centre; the question links
 * this page, and the draw is there. bdyimin draws (a buyer no other spec
 * draws with); the activity is narrowed to coupons as lottery.spec does, so
 * the prize is a known kind. chain has never drawn: the empty page.
 */
const DRAWER = { username: 'bdyimin', password: 'yaopi123' } as const;
const NEVER_DREW = { username: 'chain', password: 'yaopi123' } as const;

async function recordsOf(baseURL: string, who: { username: string; password: string }): Promise<DrawRecord[]> {
  const api = await request.newContext({ baseURL });
  try {
    const login = (await (await api.post('/api/login', { form: { ...who } })).json()) as { data: { token: string } };
    const answer = (await (await api.get('/api/draw/record', { headers: { authorization: `Bearer ${login.data.token}` } })).json()) as {
      data: ListPage<DrawRecord>;
    };
    return answer.data.data;
  } finally {
    await api.dispose();
  }
}

test.describe('我的抽奖', () => {
  test('closing the pop-up during a draw links 我的抽奖, where the draw is listed', async ({ page, baseURL }) => {
    const control = await request.newContext({ baseURL });
    expect((await control.post('/api/test/lottery', { data: { kind: 'coupon' }, headers: controlHeaders() })).ok()).toBe(true);
    await control.dispose();

    await logIn(page, DRAWER);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /幸运抽奖/ });
    await expect(popup).toBeVisible();
    const drawn = page.waitForResponse((response) => /\/api\/draw\/\d+\/activity$/.test(new URL(response.url()).pathname));
    await popup.getByRole('button', { name: '立即抽奖' }).click();
    await popup.getByRole('button', { name: '关闭' }).first().click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('关闭后如未看到抽奖结果，请到个人中心的我的抽奖查看。确定关闭吗？');
    await drawn;
    await question.getByRole('link', { name: '我的抽奖' }).click();

    await expect(page).toHaveURL(/\/wdcj$/);
    await expect(page).toHaveTitle(/^我的抽奖/);
    const [record] = await recordsOf(baseURL!, DRAWER);
    expect(record).toBeDefined();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /我的抽奖/ })).toBeVisible();
    const table = main.getByRole('table', { name: '抽奖记录' });
    await expect(table).toContainText(record!.prize_name);
    await expect(table).toContainText(record!.activity_name);
    await expect(table.getByRole('link', { name: `到${record!.link_text}查看 ${record!.prize_name}` })).toHaveAttribute('href', record!.link);
    // The member menu names the page and marks it current; the pop-up stays closed.
    await expect(page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '我的抽奖' })).toHaveAttribute('aria-current', 'page');
    await expect(popup).toHaveCount(0);

    // On a phone the same draws are cards (DataTable), each labelled, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 760 });
    const card = main.getByRole('row').filter({ hasText: record!.prize_name }).first();
    await expect(card).toBeVisible();
    // Each value carries its column's name on the card (DataTable writes it before the cell).
    const time = card.locator('td[data-label="抽奖时间"]');
    await expect(time).toBeVisible();
    expect(await time.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('抽奖时间');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a buyer who never drew is told so, and where draws come from', async ({ page, baseURL }) => {
    expect(await recordsOf(baseURL!, NEVER_DREW)).toEqual([]);
    await logIn(page, NEVER_DREW);
    await page.goto('/user');
    await page.getByRole('navigation', { name: '账户中心' }).getByRole('link', { name: '我的抽奖' }).click();
    await expect(page).toHaveURL(/\/wdcj$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('还没有抽奖记录');
    await expect(main).toContainText('首页有抽奖活动时会弹出抽奖窗口');
    await expect(main.getByRole('link', { name: '去首页看看' })).toHaveAttribute('href', '/');
  });
});
