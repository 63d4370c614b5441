import { describe, expect, it } from 'vitest';
import type { PromotionRow } from '../../db/schema';
import type { CartActivities } from './activities';
import { applyComboGifts } from './combo-gift';
import type { PricedLine } from './lines';

// Only the fields the combo pass reads; the rest of a priced line does not bear on it.
function line(id: number, goodsId: number, number: number, unitPrice: number, extra: Partial<PricedLine> = {}): PricedLine {
  return {
    item: { id, number },
    goods: { id: goodsId },
    components: null,
    unitPrice,
    giftTotal: 0,
    giftData: null,
    comboGiftId: null,
    domain: { number, price: unitPrice, is_selected: 1, is_buy: 1, stock: 100, gift_data: null },
    ...extra,
  } as unknown as PricedLine;
}

function group(over: Partial<PromotionRow> = {}): PromotionRow {
  return {
    id: 7,
    kind: 'combo_gift',
    giftRule: { buy_number: 0, gift_name: '体温计', gift_number: 1, gift_price: 0 },
    thresholdFen: 60_000,
    thresholdNumber: null,
    giftStock: 10,
    ...over,
  } as PromotionRow;
}

function activitiesOf(promotion: PromotionRow, members: number[]): CartActivities {
  return { combos: [promotion], inCombo: (_p: PromotionRow, goodsId: number) => members.includes(goodsId) } as unknown as CartActivities;
}

describe('applyComboGifts', () => {
  it('adds the gift on the oldest member line once the group amount is reached', () => {
    const lines = [line(5, 1, 3, 10_000), line(2, 2, 3, 10_000), line(9, 3, 50, 10_000)];
    const out = applyComboGifts(lines, activitiesOf(group(), [1, 2]));
    expect(out[1]!.giftData).toEqual({ total: '0.00', type: 1, name: '体温计', number: 1 });
    expect(out[1]!.comboGiftId).toBe(7);
    expect(out[0]!.giftData).toBeNull();
    expect(out[2]!.giftData).toBeNull();
  });

  it('gives nothing below the threshold, for unselected lines, or without gift stock', () => {
    expect(applyComboGifts([line(1, 1, 5, 10_000)], activitiesOf(group(), [1]))[0]!.giftData).toBeNull();
    const unselected = line(1, 1, 6, 10_000);
    unselected.domain.is_selected = 0;
    expect(applyComboGifts([unselected], activitiesOf(group(), [1]))[0]!.giftData).toBeNull();
    expect(applyComboGifts([line(1, 1, 6, 10_000)], activitiesOf(group({ giftStock: 0 }), [1]))[0]!.giftData).toBeNull();
  });

  it('prices a 换购 into the line by quantity threshold', () => {
    const swap = group({ thresholdFen: null, thresholdNumber: 30, giftRule: { buy_number: 0, gift_name: '口罩', gift_number: 2, gift_price: 990 } });
    const [out] = applyComboGifts([line(1, 1, 30, 1_000)], activitiesOf(swap, [1]));
    expect(out!.giftTotal).toBe(1_980);
    expect(out!.domain.gift_data).toEqual({ total: 1_980, type: 2 });
  });
});
