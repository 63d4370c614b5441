import { describe, expect, it } from 'vitest';
import { pageSlot, peekPageSlot } from './page-slot';

describe('pageSlot: one value per page for every copy of the code', () => {
  it('creates once; a second copy asking for the same name and version gets the same object', () => {
    let created = 0;
    const first = pageSlot('test-slot', 1, () => ({ n: ++created }));
    const second = pageSlot('test-slot', 1, () => ({ n: ++created }));
    expect(second).toBe(first);
    expect(created).toBe(1);
  });

  it('keeps versions apart, so a bundle with another shape does not misread this one', () => {
    const v1 = pageSlot('test-versions', 1, () => ({ shape: 'old' }));
    const v2 = pageSlot('test-versions', 2, () => ({ shape: 'new' }));
    expect(v2).not.toBe(v1);
    expect(v2.shape).toBe('new');
  });

  it('lives under the Symbol.for key older bundles already use (yaopi.<name>.v<version>)', () => {
    const bus = pageSlot('test-key', 3, () => ({}));
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('yaopi.test-key.v3')]).toBe(bus);
  });

  it('peeks without creating', () => {
    expect(peekPageSlot('test-peek', 1)).toBeUndefined();
    const made = pageSlot('test-peek', 1, () => ({}));
    expect(peekPageSlot('test-peek', 1)).toBe(made);
  });
});
