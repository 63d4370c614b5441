import { describe, expect, it } from 'vitest';
import { positiveId } from './list-props';

describe('positiveId', () => {
  it('accepts positive whole numbers only', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-2', '1e3', 'x', '01']) expect(positiveId(bad)).toBeUndefined();
  });
});
