import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../connected/schema-errors';
import { licenceInput, registerStep2Input, registerSubmitInput } from './onboarding-input';

const BUSINESS = ['company', 'type', 'name', 'province', 'city', 'district', 'address_detail'] as const;
const business = {
  company: '邢台市桥东区康泰大药房',
  type: 'pharmacy',
  name: '赵敏',
  province: '河北省',
  city: '邢台市',
  district: '襄都区',
  address_detail: '中兴东大街66号',
};

describe('registration step 2 checked with its call’s schema', () => {
  it('accepts a whole business and names each missing field', () => {
    expect(schemaErrors(registerStep2Input, business, BUSINESS)).toEqual({});
    expect(schemaErrors(registerStep2Input, { ...business, company: ' ', name: '', address_detail: '' }, BUSINESS)).toEqual({
      company: '请输入企业名称',
      name: '请输入联系人',
      address_detail: '请输入详细地址',
    });
  });

  it('asks for the whole region, district included', () => {
    expect(schemaErrors(registerStep2Input, { ...business, district: '' }, BUSINESS)).toEqual({ district: '请选择所在地区' });
    expect(schemaErrors(registerStep2Input, { ...business, province: '', city: '', district: '' }, BUSINESS).province).toBe('请选择所在地区');
  });
});

describe('a licence (registration step 3, 资质证件 renewal) checked with its call’s schema', () => {
  const RENEW = ['kind', 'number', 'expires_on', 'file_id'] as const;
  const good = { kind: 'business', number: '91130503MA0KANG01', expires_on: '2030-12-31', file_id: 41 };

  it('names the licence in each message', () => {
    expect(schemaErrors(licenceInput, good, RENEW)).toEqual({});
    expect(schemaErrors(licenceInput, { kind: 'gsp', number: '', expires_on: '', file_id: '' }, RENEW)).toEqual({
      number: '请输入GSP证书号码',
      expires_on: '请选择有效期至',
      file_id: '请上传GSP证书',
    });
    expect(schemaErrors(licenceInput, { ...good, number: 'x'.repeat(41) }, RENEW).number).toBe('营业执照号码不能超过40个字符');
    expect(schemaErrors(licenceInput, { ...good, expires_on: '2030-02-30' }, RENEW).expires_on).toBe('有效期至格式不正确');
    expect(schemaErrors(licenceInput, { ...good, kind: 'passport' }, RENEW)).toEqual({ kind: '证件类型不正确' });
  });

  it('step 3: each row’s messages on that row’s fields', () => {
    const fields = [0, 1].flatMap((row) => ['number', 'expires_on', 'file_id'].map((field) => `licences.${row}.${field}`));
    const rows = [good, { kind: 'drug', number: '冀AA3110001', expires_on: '', file_id: '' }];
    expect(schemaErrors(registerSubmitInput, { licences: rows }, fields)).toEqual({
      'licences.1.expires_on': '请选择有效期至',
      'licences.1.file_id': '请上传药品经营许可证',
    });
    expect(schemaErrors(registerSubmitInput, { licences: [] }, fields)).toEqual({ form: '请上传资质证件' });
  });
});
