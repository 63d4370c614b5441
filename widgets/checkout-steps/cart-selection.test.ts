import { describe, expect, it } from 'vitest';
import type { CartItem, CartStore, CartTier } from '../../shared/contract/cart';
import { lineAvailability, reachedFirst, selectableIds, selectAllState, selectedIds } from './cart-selection';
import { keepShownLines, wholeCartCount } from './cart-store-merge';

const line = (id: number, over: { is_selected?: 0 | 1; is_buy?: 0 | 1; number?: number; type?: number } = {}): CartItem =>
  ({
    id,
    number: 10,
    price: '1.00',
    type: over.type ?? 0,
    is_selected: over.is_selected ?? 1,
    goods: { id: id * 10, name: `商品${id}`, is_buy: over.is_buy ?? 1, number: over.number ?? 100, min_buy: 1 },
    subtotal: '10.00',
  }) as unknown as CartItem;

const tier = (amount: string, status: 0 | 1): CartTier => ({ amount, reduce: '1.00', rate: null, status, text: `满${amount}` });

describe('cart selection', () => {
  it('marks off-sale lines 失效 and stockless ones 缺货; a combination short of parts stays selectable (docs/product/constants.md)', () => {
    expect(lineAvailability(line(1))).toBe('ok');
    expect(lineAvailability(line(1, { is_buy: 0 }))).toBe('unavailable');
    expect(lineAvailability(line(1, { number: 0 }))).toBe('out-of-stock');
    expect(lineAvailability(line(1, { number: 0, type: 3 }))).toBe('parts-short');
    expect(lineAvailability(line(1, { number: 5, type: 3 }))).toBe('ok');
    expect(lineAvailability(line(1, { number: 0, type: 3, is_buy: 0 }))).toBe('unavailable');
    expect(selectableIds([line(1, { number: 0, type: 3 }), line(2, { number: 0, type: 3, is_buy: 0 })])).toEqual([1]);
  });

  it('selects only lines that can be bought', () => {
    const lines = [line(1), line(2, { is_buy: 0 }), line(3, { is_selected: 0 }), line(4, { number: 0 })];
    expect(selectableIds(lines)).toEqual([1, 3]);
    expect(selectedIds(lines)).toEqual([1]);
  });

  it('shows select-all as all, some or none of the selectable lines', () => {
    expect(selectAllState([line(1), line(2, { is_buy: 0, is_selected: 0 })])).toBe('all');
    expect(selectAllState([line(1), line(2, { is_selected: 0 })])).toBe('some');
    expect(selectAllState([line(1, { is_selected: 0 })])).toBe('none');
    expect(selectAllState([line(1, { is_buy: 0 })])).toBe('none');
    expect(selectAllState([])).toBe('none');
  });

  it('lists reached tiers first, keeping the order within each group (docs/product/states.md)', () => {
    const tiers = [tier('1000', 0), tier('3000', 1), tier('500', 0), tier('2000', 1)];
    expect(reachedFirst(tiers).map((t) => t.amount)).toEqual(['3000', '2000', '1000', '500']);
  });
});

describe('answers while a filter tab is open', () => {
  const store = (data: CartItem[], all: number): CartStore =>
    ({
      data,
      totals: { selected_total: '9.00' },
      filter_data: [
        { id: 99999, name: '全部商品', count: all },
        { id: 1, name: '优选', count: 1 },
      ],
    }) as unknown as CartStore;

  it("keeps the tab's lines, each replaced by its fresh copy, and drops deleted ones", () => {
    const shown = [line(2), line(3)];
    const whole = store([line(1), { ...line(2), number: 20 }, line(4)], 3);
    const merged = keepShownLines(shown, whole);
    expect(merged.data.map((l) => [l.id, l.number])).toEqual([[2, 20]]);
    expect(merged.totals).toBe(whole.totals);
  });

  it("counts the whole cart from the 全部 filter's count", () => {
    expect(wholeCartCount(store([line(1)], 5), 1)).toBe(5);
    expect(wholeCartCount({ ...store([line(1), line(2)], 0), filter_data: [] }, 99999)).toBe(2);
  });
});
