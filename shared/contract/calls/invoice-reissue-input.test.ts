import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { invoiceReissueInput, TAX_NO_INVALID, TAX_NO_REQUIRED } from './invoice-reissue-input';

const FIELDS = ['type', 'title', 'tax_no'] as const;
const check = (type: 1 | 2, title: string, taxNo: string) => schemaErrors(invoiceReissueInput, { id: 7, type, title, tax_no: taxNo }, FIELDS);

describe('the 申请重开 form checked with its call’s schema', () => {
  it('needs a title, and a tax number for a 专用发票', () => {
    expect(check(1, ' ', '')).toEqual({ title: '请填写发票抬头' });
    expect(check(2, '石家庄康宁医药有限公司', '')).toEqual({ tax_no: TAX_NO_REQUIRED });
  });

  it('takes a 15/18/20-character tax number in either case and refuses others', () => {
    expect(check(2, '康宁', '91130102ma0cxxxx7k')).toEqual({});
    expect(check(1, '康宁', '123456789012345')).toEqual({});
    expect(check(1, '康宁', '9113-0102')).toEqual({ tax_no: TAX_NO_INVALID });
    expect(check(1, '个人', '')).toEqual({});
  });
});
