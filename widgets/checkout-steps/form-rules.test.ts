import { describe, expect, it } from 'vitest';
import { validateInvoice } from './invoice-form';
import { EMPTY_TRANSFER, validateTransfer } from './transfer-form';

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
