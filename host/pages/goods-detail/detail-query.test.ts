import { describe, expect, it } from 'vitest';
import { goodsIdParam, readDetailQuery } from './detail-query';

describe('readDetailQuery', () => {
  it('reads the offer ids and the near-expiry flag', () => {
    const query = readDetailQuery(new URLSearchParams('goods_price_id=5&ladder_price_id=7&goods_manjian_id=9&is_yj=1&is_jxq=1'));
    expect(query).toEqual({
      offer: { goods_price_id: 5, ladder_price_id: 7, goods_manjian_id: 9, is_yj: 1 },
      nearExpiry: true,
    });
  });

  it('defaults every missing or malformed value to 0', () => {
    const query = readDetailQuery(new URLSearchParams('goods_price_id=-3&ladder_price_id=abc&is_yj=2&is_jxq=yes'));
    expect(query).toEqual({
      offer: { goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 },
      nearExpiry: false,
    });
  });
});

describe('goodsIdParam', () => {
  it('accepts positive whole numbers only', () => {
    expect(goodsIdParam('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '042', '99999999999']) expect(goodsIdParam(bad)).toBeNull();
  });
});
