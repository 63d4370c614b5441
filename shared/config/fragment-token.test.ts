import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, getConfig } from './config';
import { takeFragmentToken } from './fragment-token';

function stubAddress(hash: string) {
  const replaceState = vi.fn();
  vi.stubGlobal('location', { hash, pathname: '/chat', search: '?x=1' });
  vi.stubGlobal('history', { state: null, replaceState });
  return replaceState;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeFragmentToken', () => {
  it('configures the #token and removes the fragment from the address', () => {
    const replaceState = stubAddress('#token=abc%20d');
    expect(takeFragmentToken()).toBe(true);
    expect(getConfig().token).toBe('abc d');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/chat?x=1');
  });

  it('leaves the address and the configuration alone without a token', () => {
    configure({ token: 'before' });
    for (const hash of ['', '#', '#other=1']) {
      const replaceState = stubAddress(hash);
      expect(takeFragmentToken()).toBe(false);
      expect(replaceState).not.toHaveBeenCalled();
    }
    expect(getConfig().token).toBe('before');
  });
});
