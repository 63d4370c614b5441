import { describe, expect, it } from 'vitest';
import { addressDraftOf, EMPTY_ADDRESS, firstMessages, validateAddress } from './address';

describe('delivery address form (docs/product/validation.md phone rule)', () => {
  const good = { ...EMPTY_ADDRESS, consignee: '孙立民', phone: '15169032217', province: '山东省', city: '济南市', detail: '经十路1号' };

  it('accepts a mobile or an area-code landline', () => {
    expect(validateAddress(good)).toEqual({});
    expect(validateAddress({ ...good, phone: '0531-88886666' })).toEqual({});
    expect(validateAddress({ ...good, phone: ' 15169032217 ' })).toEqual({});
  });

  it('names each missing or wrong field in Chinese', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      consignee: '请填写收货人',
      phone: '请填写联系电话',
      province: '请填写省份',
      city: '请填写城市',
      detail: '请填写详细地址',
    });
    expect(validateAddress({ ...good, phone: '12345678901' }).phone).toBe('联系电话格式不正确（手机号或区号-座机号）');
    expect(validateAddress({ ...good, phone: '1516903221' }).phone).toBe('联系电话格式不正确（手机号或区号-座机号）');
    expect(validateAddress({ ...good, consignee: '   ' }).consignee).toBe('请填写收货人');
  });

  it('turns a saved address into an edit draft', () => {
    const saved = { id: 3, full: '山东省济南市经十路1号', ...good, is_default: 1 as const };
    expect(addressDraftOf(saved)).toEqual({ ...good, is_default: 1 });
  });

  it('takes the first message of each field of a 422', () => {
    expect(firstMessages({ phone: ['甲', '乙'], city: [], detail: '丙' })).toEqual({ phone: '甲', detail: '丙' });
  });
});
