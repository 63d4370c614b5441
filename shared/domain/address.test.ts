import { describe, expect, it } from 'vitest';
import { addressDraftOf, EMPTY_ADDRESS, firstMessages } from './address';

describe('delivery address draft', () => {
  const good = { ...EMPTY_ADDRESS, consignee: '孙立民', phone: '15169032217', province: '山东省', city: '济南市', detail: '经十路1号' };

  it('turns a saved address into an edit draft', () => {
    const saved = { id: 3, full: '山东省济南市经十路1号', ...good, is_default: 1 as const };
    expect(addressDraftOf(saved)).toEqual({ ...good, is_default: 1 });
  });

  it('takes the first message of each field of a 422', () => {
    expect(firstMessages({ phone: ['甲', '乙'], city: [], detail: '丙' })).toEqual({ phone: '甲', detail: '丙' });
  });
});
