import { describe, expect, it } from 'vitest';
import { CATALOGUE_ZONE_PAGES } from '../../shared/contract/zone-pages';
import { listQueryUrl, viewOfPath } from './list-query-url';

describe('listQueryUrl', () => {
  it('takes the view path the widget gives on the list and search pages', () => {
    expect(listQueryUrl('/list', { path: '/list/table', query: { category: '3' } })).toBe('/list/table?category=3');
    expect(listQueryUrl('/list/table', { path: '/list/no_image', query: { category: '3' } })).toBe('/list/no_image?category=3');
    expect(listQueryUrl('/search', { path: '/search/table', query: { keywords: '阿莫西林', type: '1' } })).toBe(
      `/search/table?keywords=${encodeURIComponent('阿莫西林')}&type=1`,
    );
  });

  it('leaves out page 1 and empty values', () => {
    expect(listQueryUrl('/list', { path: '/list', query: { category: '3', page: '1', sort: '' } })).toBe('/list?category=3');
  });

  it('gives the brand page its page in the path and the view in the query', () => {
    expect(listQueryUrl('/ppzq/info/7', { path: '/ppzq/info/7', query: { brand: '7', page: '3' } })).toBe('/ppzq/info/7/3');
    expect(listQueryUrl('/ppzq/info/7/3', { path: '/ppzq/info/7/table', query: { brand: '7', sort: 'price', order: 'asc' } })).toBe(
      '/ppzq/info/7?order=asc&sort=price&view=table',
    );
  });

  it('keeps the path of other list pages and takes the query', () => {
    expect(listQueryUrl('/list/other/5/x', { path: '/list/other/5/x/table', query: { category: '5', page: '2' } })).toBe(
      '/list/other/5/x?category=5&page=2&view=table',
    );
  });
});

describe('viewOfPath', () => {
  it('reads the view from the path, or from ?view= where the path has none', () => {
    expect(viewOfPath('/list/table')).toBe('table');
    expect(viewOfPath('/search/table')).toBe('table');
    expect(viewOfPath('/list/no_image')).toBe('no_image');
    expect(viewOfPath('/list', 'table')).toBe('grid');
    expect(viewOfPath('/ppzq/info/3', 'no_image')).toBe('no_image');
    expect(viewOfPath('/ppzq/info/3', 'bogus')).toBe('grid');
  });
});

describe('zone and activity pages', () => {
  it('leaves the zone filter out of the URL and keeps /yx/table a path', () => {
    expect(listQueryUrl('/yx', { path: '/yx/table', query: { is_free_shipping: '1', sort: 'price', order: 'asc' } })).toBe('/yx/table?order=asc&sort=price');
    expect(listQueryUrl('/yx/table', { path: '/yx', query: { is_free_shipping: '1', page: '2' } })).toBe('/yx?page=2');
    expect(listQueryUrl('/zyyp', { path: '/zyyp/no_image', query: { zone: 'zy' } })).toBe('/zyyp?view=no_image');
    expect(listQueryUrl('/jxqzc', { path: '/jxqzc', query: { near_expiry: '1', sort: 'expiry' } })).toBe('/jxqzc?sort=expiry');
  });

  it('keeps the activity of ?id= pages as id', () => {
    expect(listQueryUrl('/yyh', { path: '/yyh', query: { activity: '7', page: '2' } })).toBe('/yyh?id=7&page=2');
    expect(listQueryUrl('/yyh/list', { path: '/yyh/list', query: { activity: '7' } })).toBe('/yyh/list?id=7&view=grid');
    expect(listQueryUrl('/yjh/3', { path: '/yjh/3', query: { activity: '3', page: '2' } })).toBe('/yjh/3?page=2');
  });
});

describe('deal zones', () => {
  it('keeps the view in the zone path, as /list does', () => {
    expect(listQueryUrl('/mrtj', { path: '/mrtj/table', query: { sort: 'price', order: 'asc', page: '2' } })).toBe('/mrtj/table?order=asc&page=2&sort=price');
    expect(listQueryUrl('/ptzq/table', { path: '/ptzq', query: { page: '1' } })).toBe('/ptzq');
    expect(listQueryUrl('/zhzq', { path: '/zhzq/no_image', query: {} })).toBe('/zhzq/no_image');
  });
});

describe('every catalogue zone (shared/contract/zone-pages.ts)', () => {
  it.each(CATALOGUE_ZONE_PAGES.map((zone) => [zone.path, zone] as const))('%s leaves its own filter out of the URL and keeps the buyer’s', (path, zone) => {
    const query = { ...Object.fromEntries(Object.entries(zone.filter).map(([key, value]) => [key, String(value)])), sort: 'sales', page: '2' };
    expect(listQueryUrl(path, { path, query })).toBe(`${path}?page=2&sort=sales`);
  });
});
