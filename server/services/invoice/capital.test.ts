import { describe, expect, it } from 'vitest';
import { capitalAmount } from './capital';

describe('capitalAmount', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [50, '伍角整'],
    [100, '壹元整'],
    [1_005, '壹拾元零伍分'],
    [10_000_000, '壹拾万元整'],
    [10_000_100, '壹拾万零壹元整'],
    [1_234_560, '壹万贰仟叁佰肆拾伍元陆角整'],
    [100_020_003_04, '壹亿零贰万零叁元零肆分'],
    [3_046_099, '叁万零肆佰陆拾元玖角玖分'],
  ])('%i fen → %s', (fen, words) => {
    expect(capitalAmount(fen)).toBe(words);
  });

  it('refuses what is not whole non-negative fen', () => {
    expect(() => capitalAmount(-1)).toThrow(RangeError);
    expect(() => capitalAmount(1.5)).toThrow(RangeError);
  });
});
