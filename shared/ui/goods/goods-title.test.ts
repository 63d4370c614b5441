import { describe, expect, it } from 'vitest';
import { goodsTitle } from './goods-title';

describe('goodsTitle', () => {
  it.each([
    ['no brand: the generic name alone', { brand: '', name: '阿莫西林胶囊' }, '阿莫西林胶囊'],
    ['a brand: 【商品名】通用名', { brand: '阿莫仙', name: '阿莫西林胶囊' }, '【阿莫仙】阿莫西林胶囊'],
    ['a name that already starts with the brand is not doubled', { brand: '999', name: '999感冒灵颗粒' }, '999感冒灵颗粒'],
  ])('%s', (_, goods, title) => {
    expect(goodsTitle(goods)).toBe(title);
  });
});
