import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../../../shared/contract';
import { queryFromProps, type ListQuery } from '../../../shared/contract/list-query';
import { activeFilters, allLabel, appliedQuery, categoryChoices, clearedDraft, draftOf, listHref } from './list-filters';

const node = (id: number, name: string, children: MenuCategory[] = []): MenuCategory => ({ id, name, logo: '', logo1: '', children });
const antibiotics = node(11, '抗生素');
const cold = node(12, '感冒药');
const western = node(1, '西药', [antibiotics, cold]);
const patent = node(2, '中成药');
const top = [western, patent];

const base: ListQuery = queryFromProps({});

describe('categoryChoices', () => {
  it.each([
    ['all goods: the first-level categories, 全部 chosen', [], undefined, undefined, [1, 2], undefined],
    ['a category with children: its children, its 全部 chosen', [western], 1, 1, [11, 12], 1],
    ['a leaf: its siblings, itself chosen', [western, cold], 1, 1, [11, 12], 12],
    ['a top leaf: the first-level categories, itself chosen', [patent], undefined, undefined, [1, 2], 2],
  ])('%s', (_, path, levelId, allId, choiceIds, chosenId) => {
    const choices = categoryChoices(path, top);
    expect(choices.level?.id).toBe(levelId);
    expect(choices.allId).toBe(allId);
    expect(choices.choices.map((c) => c.id)).toEqual(choiceIds);
    expect(choices.chosenId).toBe(chosenId);
  });

  it('names 全部 after its level', () => {
    expect(allLabel(undefined)).toBe('全部商品');
    expect(allLabel(western)).toBe('全部西药');
  });
});

describe('the drawer draft', () => {
  const filtered: ListQuery = {
    ...base,
    category: 12,
    page: 3,
    sort: 'price',
    order: 'asc',
    price_min: 10,
    price_max: 50.5,
    in_stock: 1,
    sccj: '华北制药股份有限公司',
  };

  it('reads the query and view, and 确定 on an untouched draft gives the same query from page 1', () => {
    const draft = draftOf(filtered, 'table');
    expect(draft).toEqual({ category: 12, priceMin: '10', priceMax: '50.5', inStock: true, sccj: '华北制药股份有限公司', view: 'table' });
    expect(appliedQuery(filtered, draft)).toEqual({ ...filtered, page: 1 });
  });

  it.each([
    ['a range typed backwards is put right', { priceMin: '80', priceMax: '20' }, { price_min: 20, price_max: 80 }],
    ['one end only', { priceMin: '', priceMax: '30' }, { price_max: 30 }],
    ['a price that is not one is dropped', { priceMin: '1.2.3', priceMax: '' }, {}],
    ['prices round to fen', { priceMin: '9.999', priceMax: '' }, { price_min: 10 }],
  ])('%s', (_, typed, prices) => {
    const next = appliedQuery(base, { ...draftOf(base, 'grid'), ...typed });
    expect({ price_min: next.price_min, price_max: next.price_max }).toEqual({ price_min: undefined, price_max: undefined, ...prices });
  });

  it('keeps the sort and the filters the drawer does not hold, and takes off what it unticks', () => {
    const withKeywords: ListQuery = { ...filtered, keywords: '阿莫西林', type: 1, is_youx: 1 };
    const next = appliedQuery(withKeywords, { ...draftOf(withKeywords, 'grid'), inStock: false, sccj: undefined, category: 11 });
    expect(next).toEqual({ ...withKeywords, page: 1, category: 11, in_stock: undefined, sccj: undefined });
    expect('in_stock' in next || 'sccj' in next).toBe(false);
  });

  it('重置 clears the filters to the level’s 全部 and keeps the view', () => {
    const cleared = clearedDraft(draftOf(filtered, 'no_image'), 1);
    expect(cleared).toEqual({ category: 1, priceMin: '', priceMax: '', inStock: false, sccj: undefined, view: 'no_image' });
    expect(appliedQuery(filtered, cleared)).toEqual({ ...base, category: 1, sort: 'price', order: 'asc' });
    expect(appliedQuery(filtered, clearedDraft(draftOf(filtered, 'grid'), undefined)).category).toBeUndefined();
  });
});

describe('activeFilters', () => {
  it.each([
    ['none', {}, []],
    ['a full range', { price_min: 10, price_max: 50 }, ['¥10–50']],
    ['a floor', { price_min: 10 }, ['¥10 以上']],
    ['a ceiling', { price_max: 50 }, ['¥50 以下']],
    ['all three, in the drawer’s order', { sccj: '华北制药', in_stock: 1 as const, price_max: 5 }, ['¥5 以下', '仅看有货', '华北制药']],
  ])('%s', (_, filters, labels) => {
    expect(activeFilters({ ...base, ...filters }).map((chip) => chip.label)).toEqual(labels);
  });

  it('a chip takes its own filter off, back to page 1, and leaves the rest', () => {
    const query: ListQuery = { ...base, page: 4, category: 3, price_min: 1, price_max: 2, in_stock: 1 };
    const [price, stock] = activeFilters(query);
    expect(price!.without).toEqual({ ...base, category: 3, in_stock: 1 });
    expect(stock!.without).toEqual({ ...base, category: 3, price_min: 1, price_max: 2 });
  });
});

describe('listHref', () => {
  it.each([
    ['/list', '/list', { ...base, category: 3, sort: 'price' as const, order: 'asc' as const }, 'grid' as const, '/list?category=3&order=asc&sort=price'],
    ['/list', '/list', { ...base, category: 3 }, 'table' as const, '/list/table?category=3'],
    [
      '/search',
      '/search',
      { ...base, keywords: '阿莫西林', type: 1 as const, in_stock: 1 as const },
      'grid' as const,
      '/search?in_stock=1&keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1',
    ],
    ['/search/table', '/search', { ...base, keywords: 'a' }, 'no_image' as const, '/list/no_image?keywords=a'],
    ['/list/other/5/夏季', '/list/other/5/夏季', { ...base, category: 5, page: 2 }, 'table' as const, '/list/other/5/夏季?category=5&page=2&view=table'],
  ])('%s → %s', (pathname, basePath, query, view, href) => {
    expect(listHref(pathname, basePath, query, view)).toBe(href);
  });
});
