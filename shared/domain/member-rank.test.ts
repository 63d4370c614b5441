import { describe, expect, it } from 'vitest';
import { memberRankText } from './member-rank';

describe('memberRankText', () => {
  it.each([
    [1, '普通会员'],
    [2, '银牌会员'],
    [3, '金牌会员'],
    [4, '钻石会员'],
    [7, '7级会员'],
    [0, '普通会员'],
    [-2, '普通会员'],
    [1.5, '普通会员'],
  ])('rank %s reads %s', (rank, text) => {
    expect(memberRankText(rank)).toBe(text);
  });
});
