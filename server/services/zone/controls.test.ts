import { describe, expect, it } from 'vitest';
import { controlRefusal, controlRule } from './controls';

const hebeiPharmacies = { provinces: ['河北省', '天津市'], buyerTypes: ['pharmacy', 'chain'] };

describe('controlled sales (控销)', () => {
  it('states the rule with both axes', () => {
    expect(controlRule(hebeiPharmacies)).toBe('限河北省、天津市 · 单体药店、连锁药店采购');
    expect(controlRule({ provinces: ['山东省'], buyerTypes: [] })).toBe('限山东省采购');
  });

  it('lets a buyer of an allowed region and type buy', () => {
    expect(controlRefusal('药', hebeiPharmacies, { province: '天津市', type: 'chain' })).toBeNull();
  });

  it('refuses another region, naming it', () => {
    expect(controlRefusal('药', hebeiPharmacies, { province: '河南省', type: 'pharmacy' })).toBe(
      '「药」为控销商品，限河北省、天津市 · 单体药店、连锁药店采购，您的所在地（河南省）不在销售范围内，暂不能购买',
    );
  });

  it('refuses another buyer type in an allowed region', () => {
    expect(controlRefusal('药', hebeiPharmacies, { province: '河北省', type: 'clinic' })).toContain('您的单位类型（诊所）');
  });

  it('does not restrict on an empty axis', () => {
    expect(controlRefusal('药', { provinces: [], buyerTypes: ['clinic'] }, { province: '新疆维吾尔自治区', type: 'clinic' })).toBeNull();
  });
});
