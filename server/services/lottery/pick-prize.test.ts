import { describe, expect, it } from 'vitest';
import { pickWeighted } from './pick-prize';
import { maskName } from './present';

const prizes = [
  { name: 'a', weight: 1 },
  { name: 'b', weight: 3 },
  { name: 'c', weight: 6 },
];

describe('pickWeighted', () => {
  it('maps each roll to the prize whose weight band it falls in', () => {
    const names = Array.from({ length: 10 }, (_, roll) => pickWeighted(prizes, () => roll)?.name);
    expect(names).toEqual(['a', 'b', 'b', 'b', 'c', 'c', 'c', 'c', 'c', 'c']);
  });

  it('asks the random source for a number below the total weight', () => {
    let asked = 0;
    pickWeighted(prizes, (max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(10);
  });

  it('has nothing to pick from an empty list', () => {
    expect(pickWeighted([], () => 0)).toBeNull();
  });

  it('draws with the crypto source by default, always within the list', () => {
    for (let i = 0; i < 200; i++) expect(prizes).toContain(pickWeighted(prizes));
  });
});

describe('maskName', () => {
  it('keeps the ends of a company name and hides its middle', () => {
    expect(maskName('石家庄仁和大药房')).toBe('石家**药房');
    expect(maskName('同济药房')).toBe('同**房');
    expect(maskName('药房')).toBe('药*');
    expect(maskName('  ')).toBe('药批会员');
  });
});
