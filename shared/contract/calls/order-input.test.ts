import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { orderCreateInput, transferInput } from './order-input';

const ORDER_FIELDS = ['address_id', 'invoice_title', 'invoice_tax_no', 'remark'] as const;
const order = { ids: [7], address_id: 3, coupon_id: 0, invoice_type: 0, invoice_title: '', invoice_tax_no: '', remark: '' };
const check = (patch: Partial<Record<keyof typeof order, unknown>>) => schemaErrors(orderCreateInput, { ...order, ...patch }, ORDER_FIELDS);

describe('提交订单 checked with the order call’s schema', () => {
  it('asks for a title for any invoice and the tax number for a 增值税专用发票', () => {
    expect(check({})).toEqual({});
    expect(check({ invoice_type: 1, invoice_title: ' ' })).toEqual({ invoice_title: '请填写发票抬头' });
    expect(check({ invoice_type: 2, invoice_title: '某公司' })).toEqual({ invoice_tax_no: '请填写纳税人识别号' });
    expect(check({ invoice_type: 2, invoice_title: '某公司', invoice_tax_no: '91370100MA3C5D1X2K' })).toEqual({});
  });

  it('asks for an address, and says so with the invoice’s message at once', () => {
    expect(check({ address_id: 0 })).toEqual({ address_id: '请选择收货地址' });
    expect(check({ address_id: 0, invoice_type: 1 })).toEqual({ address_id: '请选择收货地址', invoice_title: '请填写发票抬头' });
  });

  it('keeps 订单备注 within 200 characters, line breaks kept', () => {
    expect(check({ remark: '请周一送货\n谢谢' })).toEqual({});
    expect(check({ remark: '药'.repeat(201) })).toEqual({ remark: '订单备注不能超过200个字符' });
  });

  it('what the step shows no field for goes to the form', () => {
    expect(check({ ids: [] })).toEqual({ form: '请选择要结算的商品' });
  });
});

describe('a declared transfer checked with the pay call’s transfer schema', () => {
  const FIELDS = ['payer_account_name', 'payer_bank', 'payer_account', 'receipt_no'] as const;
  const draft = { payer_account_name: '济南槐荫区仁和诊所', payer_bank: '工商银行', payer_account: '', receipt_no: '2026112200001' };

  it('needs who paid, the bank and the receipt; the account number only on a 含麻 order', () => {
    expect(schemaErrors(transferInput(false), draft, FIELDS)).toEqual({});
    expect(schemaErrors(transferInput(true), draft, FIELDS)).toEqual({ payer_account: '含麻药品须对公账户付款，请填写付款账号' });
    expect(schemaErrors(transferInput(true), { ...draft, payer_account: '6222 0216 0000 1234' }, FIELDS)).toEqual({});
    expect(schemaErrors(transferInput(false), { payer_account_name: '', payer_bank: ' ', payer_account: '', receipt_no: '' }, FIELDS)).toEqual({
      payer_account_name: '请填写付款单位（户名）',
      payer_bank: '请填写付款银行',
      receipt_no: '请填写转账流水号',
    });
  });

  it('turns down an account number that is not digits', () => {
    expect(schemaErrors(transferInput(false), { ...draft, payer_account: 'abc123' }, FIELDS)).toEqual({ payer_account: '付款账号只能是数字' });
    expect(schemaErrors(transferInput(true), { ...draft, payer_account: 'abc123' }, FIELDS)).toEqual({ payer_account: '付款账号只能是数字' });
  });
});
