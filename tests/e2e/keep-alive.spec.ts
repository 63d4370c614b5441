import { expect, test, type Page } from './hydrated-page';
import { logIn } from './demo-account';

/**
 * docs/product/routes.md route flag `keep` (keep alive): going back to a list finds it as it
 * was left — its filters, the page of goods it had loaded, what the buyer
 * typed into it and where it was scrolled — drawn at once, not loaded again.
 * The demo buyer sorts /list by price, goes to page 2, scrolls down to a
 * goods, adds a packing step to its quantity, opens it, and comes back.
 */
const LIST_CALL = '/api/goods/list';

const names = (page: Page) => page.locator('[part="card"] [part="name"]').allTextContents();

test('Back from a goods finds the list as it was left: same sort and page, same goods, same quantity, same scroll, no reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/list');
  const list = page.locator('[part="list"]');
  await expect(list).toHaveAttribute('data-status', 'ready');

  // A filter and a second page, as a buyer sets them.
  await list.locator('[part="sort"][data-sort="price"]').click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(list).toHaveAttribute('data-status', 'ready');
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(list).toHaveAttribute('data-status', 'ready');
  const listUrl = page.url();
  const shown = await names(page);
  expect(shown.length).toBeGreaterThan(8);

  // Down the page to the ninth goods; one more packing step in its quantity.
  const card = page.locator('[part="card"]').nth(8);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  const stepper = card.getByRole('spinbutton');
  const before = Number(await stepper.inputValue());
  await card.getByRole('button', { name: '增加数量' }).click();
  await expect(stepper).not.toHaveValue(String(before));
  const typed = await stepper.inputValue();
  await page.waitForTimeout(300); // the scroll position is recorded from scroll events
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const goodsId = await card.getAttribute('data-goods-id');

  // The detail asks for its own list once it has drawn (同类商品推荐: the category's best sellers); that
  // is not the list page's. On a busy machine it can come after a quiet half second, so the test waits
  // for that very request rather than for the network to settle. Only what is asked after going back counts.
  const relatedAsked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === LIST_CALL && url.searchParams.get('sort') === 'sales';
  });
  await card.locator('[part="name"]').click();
  await expect(page).toHaveURL(new RegExp(`/list/info/${goodsId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await relatedAsked;
  await page.waitForLoadState('networkidle');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LIST_CALL) asked.push(request.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(list).toHaveAttribute('data-status', 'ready');
  expect(await names(page)).toEqual(shown);
  await expect(page.locator('[part="card"]').nth(8).getByRole('spinbutton')).toHaveValue(typed);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.waitForLoadState('networkidle');
  expect(asked, 'list requests after going back').toEqual([]);
});
