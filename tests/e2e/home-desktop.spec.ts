import { expect, test, type Page } from './hydrated-page';
import { registerByApi } from './registration-steps';

/**
 * Issue 26, desktop after login: the home page's 采购服务 panel is whole
 * (it was cut in half at the bottom of the first screen) and the header's
 * notice keeps a readable width beside a long company name (it was squeezed
 * to one character). Measured at the two common desktop widths, as a new
 * pharmacy with a long registered name (审核中, so the header also shows
 * 资质审核中，暂不能下单).
 */
const COMPANY = '石家庄市裕华区康泰永盛医药连锁有限公司槐安东路第一百二十八分店';
/** The notice at 12 px: at least ten characters must show. */
const NOTICE_MIN_PX = 10 * 12;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Every 采购服务 link: its box, whether its words fit its width, and whether it is what a click at its middle reaches. */
async function serviceLinks(page: Page): Promise<{ name: string; box: Box; fits: boolean; reachable: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#yp-services-title ~ ul a')].map((link) => {
      const rect = link.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        name: link.textContent ?? '',
        box: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
        fits: link.scrollWidth <= link.clientWidth,
        reachable: Boolean(hit && link.contains(hit)),
      };
    }),
  );
}

test('after login, the 采购服务 panel is whole and the notice readable beside a long company name, at 1200 and 1440 px', async ({ page }) => {
  test.setTimeout(90_000);
  await registerByApi(page, { company: COMPANY, contact: '赵敏' });

  for (const width of [1200, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const header = page.getByRole('banner');
    // The full name stays reachable in the link's title however much of it shows.
    await expect(header.getByRole('link', { name: COMPANY })).toHaveAttribute('title', COMPANY);
    await expect(header.getByRole('link', { name: '资质审核中，暂不能下单' })).toBeVisible();

    const notice = header.getByRole('region', { name: '网站公告' });
    await expect(notice).toBeVisible();
    const noticeWindow = (await notice.locator('.yp-hd__notice-window').boundingBox())!;
    expect(noticeWindow.width, `the notice at ${width} px`).toBeGreaterThanOrEqual(NOTICE_MIN_PX);

    const panel = page.getByRole('region', { name: '采购服务' });
    await expect(panel.getByRole('link')).toHaveCount(7);
    const hero = (await page.locator('.yp-home__hero').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height, `the panel's bottom at ${width} px`).toBeLessThanOrEqual(hero.y + hero.height + 0.5);
    for (const link of await serviceLinks(page)) {
      expect(link.box.bottom, `${link.name} inside the panel at ${width} px`).toBeLessThanOrEqual(box.y + box.height + 0.5);
      expect(link.box.right, `${link.name} inside the panel at ${width} px`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(link.fits, `${link.name} on one line, whole, at ${width} px`).toBe(true);
      expect(link.reachable, `${link.name} not covered at ${width} px`).toBe(true);
    }
  }
});
