import { describe, expect, it } from 'vitest';
import { localSellerEnabled } from './local-seller';

describe('LOCAL_SELLER', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['1', true],
    ['on', true],
    ['off', false],
    ['OFF ', false],
    ['0', false],
    ['false', false],
    ['no', false],
  ])('%j → %s', (value, enabled) => {
    expect(localSellerEnabled(value === undefined ? {} : { LOCAL_SELLER: value })).toBe(enabled);
  });
});
