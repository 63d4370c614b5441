import { test as base, type Page } from '@playwright/test';
import { HYDRATION_ELEMENT_ID } from '../../shared/domain/server-render';

export * from '@playwright/test';

/**
 * The site's pages arrive server-rendered and work as plain HTML (links,
 * GET forms) until the app hydrates them; a button tapped before that is
 * held and replayed (host/hold-taps.ts), and hydration.spec.ts and
 * first-paint.spec.ts test that window itself. The other specs test what
 * the app does, so each page they load is hydrated before they act on it:
 * `page.goto` and `page.reload` wait for the app to say so. A page the
 * server did not render (the demo and partner pages, an ERP host) is not
 * waited for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((id) => !document.getElementById(id) || document.documentElement.dataset.app === 'hydrated', HYDRATION_ELEMENT_ID, {
    timeout: 20_000,
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});
