import { describe, expect, it } from 'vitest';
import { curatedSeedData } from './curated';
import type { SeedData } from './seed-data';
import { validateSeedData } from './validate';

function withGoods(patch: Partial<SeedData['curatedGoods'][number]>): SeedData {
  const [first, ...rest] = curatedSeedData.curatedGoods;
  return { ...curatedSeedData, curatedGoods: [{ ...first!, ...patch }, ...rest] };
}

describe('validateSeedData', () => {
  it('accepts the curated data', () => {
    expect(() => validateSeedData(curatedSeedData)).not.toThrow();
  });

  it('names the goods and the path of a category that does not exist', () => {
    const data = withGoods({ name: '测试片', category: ['西药', '抗感染药', '不存在的分类'] });
    expect(() => validateSeedData(data)).toThrow(/「测试片」的分类路径不存在：西药 > 抗感染药 > 不存在的分类/);
  });

  it('rejects a price that is not a yuan amount', () => {
    expect(() => validateSeedData(withGoods({ name: '测试片', price: '8.5.0' }))).toThrow(/「测试片」价格的金额「8\.5\.0」/);
  });

  it('rejects a buyer whose account manager does not exist', () => {
    const [first, ...rest] = curatedSeedData.buyers;
    const data = { ...curatedSeedData, buyers: [{ ...first!, managerIndex: 99 }, ...rest] };
    expect(() => validateSeedData(data)).toThrow(/managerIndex 99/);
  });
});
