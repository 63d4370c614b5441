import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, firstMessages, validateAddress } from './address-rules';
import { validateInvoice } from './invoice-form';
import { EMPTY_TRANSFER, validateTransfer } from './transfer-form';

describe('new address (spec §5 phone rule)', () => {
  const good = { ...EMPTY_ADDRESS, consignee: '孙立民', phone: '15169032217', province: '山东省', city: '济南市', detail: '经十路1号' };

  it('accepts a mobile or an area-code landline', () => {
    expect(validateAddress(good)).toEqual({});
    expect(validateAddress({ ...good, phone: '0531-88886666' })).toEqual({});
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
    expect(validateAddress({ ...good, phone: '1516903221' }).phone).toBeDefined();
  });

  it('takes the first message of each field of a 422', () => {
    expect(firstMessages({ phone: ['甲', '乙'], city: [], detail: '丙' })).toEqual({ phone: '甲', detail: '丙' });
  });
});

describe('invoice', () => {
  it('asks for a title for any invoice and the tax number for a 增值税专用发票', () => {
    expect(validateInvoice({ type: 0, title: '', taxNo: '' })).toEqual({});
    expect(validateInvoice({ type: 1, title: ' ', taxNo: '' })).toEqual({ invoice_title: '请填写发票抬头' });
    expect(validateInvoice({ type: 2, title: '某公司', taxNo: '' })).toEqual({ invoice_tax_no: '请填写纳税人识别号' });
  });
});

describe('declared transfer', () => {
  const draft = { ...EMPTY_TRANSFER, payer_account_name: '济南槐荫区仁和诊所', payer_bank: '工商银行' };

  it('needs the account name and bank; the account number only on a 含麻 order', () => {
    expect(validateTransfer(draft, false)).toEqual({});
    expect(validateTransfer(draft, true)).toEqual({ payer_account: '请填写付款账号' });
    expect(validateTransfer({ ...draft, payer_account: '6222 0216 0000 1234' }, true)).toEqual({});
    expect(validateTransfer(EMPTY_TRANSFER, false)).toEqual({ payer_account_name: '请填写付款单位（户名）', payer_bank: '请填写付款银行' });
  });

  it('turns down an account number that is not digits', () => {
    expect(validateTransfer({ ...draft, payer_account: 'abc123' }, false).payer_account).toBe('付款账号只能是数字');
  });
});
