// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { HELP_CATEGORIES_KEY, readStoredHelpCategories, storeHelpCategories } from './stored-help-categories';

const categories = [
  {
    id: 3,
    name: '新手指南',
    children: [
      { id: 7, title: '注册会员', slug: null },
      { id: 9, title: '订单支付', slug: 'ddzf' },
    ],
  },
];

beforeEach(() => localStorage.clear());

describe('help categories kept between page loads', () => {
  it('reads back what the footer call answered, after a reload', () => {
    storeHelpCategories(categories);
    expect(readStoredHelpCategories()).toEqual(categories);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not a list', '{"id":1}'],
    ['a category without its articles', '[{"id":1,"name":"新手指南"}]'],
    ['an article without a title', '[{"id":1,"name":"新手指南","children":[{"id":2,"slug":null}]}]'],
  ])('ignores %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(HELP_CATEGORIES_KEY, stored);
    expect(readStoredHelpCategories()).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeHelpCategories(categories, refusing)).not.toThrow();
  });
});
