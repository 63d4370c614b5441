import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants', () => {
  it.each([
    { name: 'REQUEST_TIMEOUT_MS', value: 30000, spec: 'docs/product/constants.md: request timeout 30000 ms' },
    { name: 'ADD_TO_CART_DELAY_MS', value: 200, spec: 'docs/product/constants.md: add-to-cart delayed 200 ms' },
    { name: 'BADGE_MAX', value: 99, spec: 'docs/product/constants.md: badge maximum 99' },
    { name: 'CATEGORY_MENU_MAX', value: 7, spec: 'docs/product/constants.md: category menu 7 items' },
    { name: 'NAV_MAX', value: 9, spec: 'docs/product/constants.md: navigation 9 items' },
    { name: 'FOOTER_HELP_MAX', value: 4, spec: 'docs/product/constants.md: footer 4 help children' },
    { name: 'RIGHT_BAR_COLLAPSED_PX', value: 40, spec: 'docs/product/constants.md: side bar widths 40 and 310 px' },
    { name: 'RIGHT_BAR_EXPANDED_PX', value: 310, spec: 'docs/product/constants.md: side bar widths 40 and 310 px' },
    { name: 'CART_LIST_FILTERS_DEFAULT', value: 99999, spec: 'docs/product/constants.md: cart list filters default 99999' },
    { name: 'COUPON_PER_PAGE_DEFAULT', value: 8, spec: 'docs/product/constants.md: coupon list per_page default 8' },
    { name: 'SEARCH_DEBOUNCE_MS', value: 500, spec: 'docs/product/constants.md: search debounce 500 ms' },
    { name: 'SUGGESTION_REFRESH_MS', value: 5000, spec: 'docs/product/constants.md: suggestion refresh 5000 ms' },
    { name: 'STICKY_SEARCH_OFFSET_PX', value: 205, spec: 'docs/product/constants.md: sticky search bar after 205 px' },
    { name: 'SCROLL_RESTORE_MS', value: 100, spec: 'docs/product/constants.md: scroll restore 100 ms' },
    { name: 'LOTTERY_RESULT_DELAY_MS', value: 2000, spec: 'docs/product/constants.md: lottery result delay 2000 ms' },
    { name: 'LOTTERY_CLOSE_MS', value: 1000, spec: 'docs/product/constants.md: close animation 1000 ms' },
    { name: 'SERVER_TICK_MS', value: 1000, spec: 'docs/product/constants.md: server time ticks every 1 s' },
  ])('$spec ($name)', ({ name, value }) => {
    expect(constants[name as keyof typeof constants]).toBe(value);
  });

  it.each([['/api/cart'], ['/api/favorite'], ['/api/favorite/cancel'], ['/api/activity/tap'], ['/api/user/coupon']])(
    'docs/product/calls.md: a repeated call to %s does not cancel the previous one',
    (path) => {
      expect(constants.NO_CANCEL_PATHS).toContain(path);
    },
  );

  it('docs/product/calls.md: exactly five paths are exempt from cancelling, and the list is frozen', () => {
    expect(constants.NO_CANCEL_PATHS).toHaveLength(5);
    expect(Object.isFrozen(constants.NO_CANCEL_PATHS)).toBe(true);
  });
});
