import { describe, expect, it } from 'vitest';
import { partnerWidgetGate } from './partner-widgets';

const partnerPage = { href: 'https://portal.partner.example/shop/index.html', origin: 'https://portal.partner.example' };

/** A settings reader that counts its calls and answers `widgets` (or fails). */
function settings(widgets: string[] | null | Error) {
  const reader = () => {
    reader.calls += 1;
    return widgets instanceof Error ? Promise.reject(widgets) : Promise.resolve({ widgets });
  };
  reader.calls = 0;
  return reader;
}

const YAOPI = () => 'https://www.yaopi.example';
describe('partnerWidgetGate', () => {
  it("lets a partner's page load the widgets its entry lists, and the always-on ones, asking the API once", async () => {
    const read = settings(['yp-search-bar', 'yp-cart-drawer']);
    const gate = partnerWidgetGate(['yp-notifier'], { page: partnerPage, apiBase: YAOPI, readSettings: read });
    const answers = await Promise.all(['yp-search-bar', 'yp-order-page', 'yp-cart-drawer', 'yp-notifier', 'yp-lottery'].map(gate));
    expect(answers).toEqual([true, false, true, true, false]);
    expect(read.calls).toBe(1);
  });

  it("lets every widget load on the API's own origin without asking", async () => {
    const read = settings([]);
    for (const apiBase of ['https://portal.partner.example/api-prefix', '']) {
      const gate = partnerWidgetGate([], { page: partnerPage, apiBase: () => apiBase, readSettings: read });
      expect(await gate('yp-order-page')).toBe(true);
    }
    expect(read.calls).toBe(0);
  });

  it('lets every widget load when the answer is null (no restriction) or the settings cannot be read', async () => {
    expect(await partnerWidgetGate([], { page: partnerPage, apiBase: YAOPI, readSettings: settings(null) })('yp-lottery')).toBe(true);
    expect(await partnerWidgetGate([], { page: partnerPage, apiBase: YAOPI, readSettings: settings(new Error('offline')) })('yp-lottery')).toBe(true);
  });
});
