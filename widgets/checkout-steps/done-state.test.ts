import { describe, expect, it } from 'vitest';
import { doneStateOf } from './done-state';

describe('doneStateOf', () => {
  it.each([
    [{ status: 1, offline_pending: 0 }, 'unpaid'],
    [{ status: 1, offline_pending: 1 }, 'submitted'],
    [{ status: 2, offline_pending: 0 }, 'paid'],
    [{ status: 3, offline_pending: 0 }, 'paid'],
    [{ status: 4, offline_pending: 0 }, 'paid'],
    [{ status: 5, offline_pending: 0 }, 'cancelled'],
    [undefined, 'unknown'],
  ] as const)('%j → %s', (order, state) => {
    expect(doneStateOf(order)).toBe(state);
  });
});
