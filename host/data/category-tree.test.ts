import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../../shared/contract';
import { categoryPath } from './category-tree';

const node = (id: number, name: string, children: MenuCategory[] = []): MenuCategory => ({ id, name, logo: '', logo1: '', children });
const tree = [node(1, '西药', [node(2, '抗感染药', [node(3, '青霉素类')]), node(4, '解热镇痛')]), node(5, '中成药')];

describe('categoryPath', () => {
  it('walks from the top category down to the one asked for', () => {
    expect(categoryPath(tree, 3).map((c) => c.name)).toEqual(['西药', '抗感染药', '青霉素类']);
    expect(categoryPath(tree, 5).map((c) => c.name)).toEqual(['中成药']);
  });

  it('is empty for an id that is not in the tree', () => {
    expect(categoryPath(tree, 99)).toEqual([]);
  });
});
