import { describe, expect, it } from 'vitest';
import { isOff, isOn } from './flag';

describe('isOn / isOff', () => {
  it.each([
    { flag: 1, on: true, off: false },
    { flag: true, on: true, off: false },
    { flag: 0, on: false, off: true },
    { flag: false, on: false, off: true },
    { flag: 2, on: false, off: false },
    { flag: null, on: false, off: false },
    { flag: undefined, on: false, off: false },
  ])('docs/product/entities.md, docs/product/states.md: 1/0 flags — $flag is on: $on, off: $off', ({ flag, on, off }) => {
    expect(isOn(flag)).toBe(on);
    expect(isOff(flag)).toBe(off);
  });
});
