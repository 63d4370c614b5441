import { describe, expect, it } from 'vitest';
import { allocate, catalogueGoods, catalogueMakers, catalogueProducts, formatSpec, goodsKey, goodsName, MAKER_COUNT, parseDrugs } from './catalogue';

describe('formatSpec', () => {
  it.each([
    ['{s}*{n}片', '0.25g', 24, undefined, '0.25g*24片'],
    ['{s}*{n}粒', '0.5g', 36, undefined, '0.5g*36粒'],
    ['{v}ml:{s}*{n}支', '0.5g', 10, 2, '2ml:0.5g*10支'],
    ['{v}ml:{s}*1瓶', '', 1, 100, '100ml*1瓶'],
    ['{v}ml*{n}支', '', 10, 10, '10ml*10支'],
    ['{s}*{v}g', '1%', 1, 15, '1%*15g'],
    ['{s}*{n}片', '', 24, undefined, '24片'],
  ])('%s with %s, %i, %s → %s', (pattern, strength, count, volume, expected) => {
    expect(formatSpec(pattern, strength, count, volume)).toBe(expected);
  });
});

describe('goodsName', () => {
  it.each([
    ['阿莫西林', '胶囊', '阿莫西林胶囊'],
    ['头孢曲松钠', '粉针', '注射用头孢曲松钠'],
    ['板蓝根', '颗粒', '板蓝根颗粒'],
    ['正红花油', null, '正红花油'],
  ])('%s + %s → %s', (generic, form, expected) => {
    expect(goodsName(generic, form)).toBe(expected);
  });
});

describe('parseDrugs', () => {
  it('reads generic, forms and strengths; a bare name has none', () => {
    expect(parseDrugs(' 阿莫西林:胶囊,片:0.25g,0.5g;\n 红花油; 板蓝根:颗粒 ')).toEqual([
      { generic: '阿莫西林', forms: ['胶囊', '片'], strengths: ['0.25g', '0.5g'] },
      { generic: '红花油', forms: [], strengths: [] },
      { generic: '板蓝根', forms: ['颗粒'], strengths: [] },
    ]);
  });
});

describe('allocate', () => {
  it.each([
    { weights: [1, 1, 2], total: 8, cap: 10, expected: [2, 2, 4] },
    { weights: [1, 1, 10], total: 12, cap: 5, expected: [4, 4, 4] },
    { weights: [0.001, 5], total: 6, cap: 100, expected: [1, 5] },
    { weights: [1, 1, 1], total: 3, cap: 1, expected: [1, 1, 1] },
    { weights: [1, 3, 1], total: 2, cap: 5, expected: [0, 2, 0] },
  ])('$weights into $total (cap $cap)', ({ weights, total, cap, expected }) => {
    const counts = allocate(weights, total, cap);
    expect(counts).toEqual(expected);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses totals that do not fit', () => {
    expect(() => allocate([1, 1], 5, 2)).toThrow();
  });
});

describe('the catalogue', () => {
  const products = catalogueProducts();
  const makers = catalogueMakers();

  it('has hundreds of generic names in many forms and distinct products', () => {
    expect(new Set(products.map((p) => p.generic)).size).toBeGreaterThan(500);
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(1000);
    expect(new Set(products.map((p) => `${p.name}|${p.ypgg}`)).size).toBe(products.length);
    for (const product of products) expect(product.ypgg).not.toMatch(/[{}]|undefined|NaN/);
  });

  it('has MAKER_COUNT distinct makers, the real ones first', () => {
    expect(makers).toHaveLength(MAKER_COUNT);
    expect(new Set(makers.map((m) => m.name)).size).toBe(MAKER_COUNT);
    expect(makers[0]).toEqual({ name: '华北制药股份有限公司', code: '13', word: '华北' });
    for (const maker of makers) expect(maker.name).toMatch(/(公司|厂)$/);
  });

  it('makes 100,000 distinct goods, deterministically, avoiding existing ones', () => {
    const existing = { name: '阿莫西林胶囊', ypgg: '0.25g*24粒', sccj: '华北制药股份有限公司' };
    const rows = catalogueGoods(100_000, new Set([goodsKey(existing)]));
    expect(rows).toHaveLength(100_000);
    const keys = new Set(rows.map(goodsKey));
    expect(keys.size).toBe(100_000);
    expect(keys.has(goodsKey(existing))).toBe(false);
    expect(catalogueGoods(1000)[0]).toEqual(catalogueGoods(1000)[0]);
    for (const row of rows.slice(0, 2000)) {
      expect(row.approval).toMatch(/^国药准字[HZS]\d{8}$/);
      expect(row.priceFen).toBeGreaterThanOrEqual(10);
      expect(row.retailFen).toBeGreaterThan(row.priceFen);
      expect(row.stock).toBeGreaterThanOrEqual(0);
      expect(row.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // A common drug comes from dozens of makers.
    expect(rows.filter((row) => row.name === '阿莫西林胶囊').length).toBeGreaterThan(30);
  });
});
