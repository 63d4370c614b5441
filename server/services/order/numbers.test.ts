import { describe, expect, it } from 'vitest';
import { documentNo } from './numbers';

describe('documentNo: one format for every document number', () => {
  it.each([
    // UTC instant → Beijing wall clock digits
    ['2026-11-24T15:59:59.000Z', 'YP', /^YP20261124235959\d{6}$/],
    ['2026-11-24T16:00:00.000Z', 'XT', /^XT20261125000000\d{6}$/],
    ['2026-12-31T23:30:00.000Z', 'JF', /^JF20270101073000\d{6}$/],
  ])('%s with %s reads the Beijing time', (iso, prefix, shape) => {
    expect(documentNo(prefix, new Date(iso))).toMatch(shape);
  });
});
