import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://www.yaopi.example';

describe('safeRedirect', () => {
  it('follows a site path with its query and hash', () => {
    expect(safeRedirect('/order/info/12?tab=2#items', origin)).toBe('/order/info/12?tab=2#items');
  });

  it('goes home without a redirect', () => {
    expect(safeRedirect(null, origin)).toBe('/');
    expect(safeRedirect('', origin)).toBe('/');
  });

  it('turns an absolute URL of this origin into its path', () => {
    expect(safeRedirect(`${origin}/cart`, origin)).toBe('/cart');
  });

  it('refuses other origins, including protocol-relative and backslash tricks', () => {
    expect(safeRedirect('https://evil.example/login', origin)).toBe('/');
    expect(safeRedirect('//evil.example/x', origin)).toBe('/');
    expect(safeRedirect('/\\evil.example/x', origin)).toBe('/');
    expect(safeRedirect('javascript:alert(1)', origin)).toBe('/');
  });

  it('does not send the buyer back to the login page', () => {
    expect(safeRedirect('/login?redirect=/cart', origin)).toBe('/');
  });
});
