import { describe, expect, it } from 'vitest';
import { brandPageParam, pageSlice } from './brand-paging';

describe('brand zone paging', () => {
  const brands = Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts the brands into pages of 20', () => {
    expect(pageSlice(brands, 1)).toMatchObject({ page: 1, lastPage: 3 });
    expect(pageSlice(brands, 3).items).toEqual([41, 42, 43, 44, 45]);
  });

  it('shows the last page for a page past the end, and one empty page for no brands', () => {
    expect(pageSlice(brands, 9).page).toBe(3);
    expect(pageSlice([], 1)).toEqual({ items: [], page: 1, lastPage: 1 });
  });

  it('reads /ppzq/{page} leniently', () => {
    expect(brandPageParam('2')).toBe(2);
    for (const bad of [undefined, '', '0', '-1', 'abc', 'info']) expect(brandPageParam(bad)).toBe(1);
  });
});
