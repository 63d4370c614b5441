import { describe, expect, it } from 'vitest';
import { TAX_NO_INVALID, TAX_NO_REQUIRED } from '../../../shared/contract/calls/invoice';
import { checkReissue } from './reissue-check';

describe('checkReissue', () => {
  it('needs a title, and a tax number for a 专用发票', () => {
    expect(checkReissue({ type: 1, title: ' ', taxNo: '' })).toEqual({ title: '请填写发票抬头' });
    expect(checkReissue({ type: 2, title: '石家庄康宁医药有限公司', taxNo: '' })).toEqual({ tax_no: TAX_NO_REQUIRED });
  });

  it('takes a 15/18/20-character tax number in either case and refuses others', () => {
    expect(checkReissue({ type: 2, title: '康宁', taxNo: '91130102ma0cxxxx7k' })).toEqual({});
    expect(checkReissue({ type: 1, title: '康宁', taxNo: '123456789012345' })).toEqual({});
    expect(checkReissue({ type: 1, title: '康宁', taxNo: '9113-0102' })).toEqual({ tax_no: TAX_NO_INVALID });
    expect(checkReissue({ type: 1, title: '个人', taxNo: '' })).toEqual({});
  });
});
