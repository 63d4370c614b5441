import { describe, expect, it } from 'vitest';
import {
  defaultBasePath,
  listUrl,
  propsFromUrl,
  queryFromProps,
  queryKey,
  readView,
  toggleSort,
  urlQuery,
  viewOfPath,
  viewPath,
  type ListQuery,
  type ListView,
} from './list-query';

const base: ListQuery = { page: 1, per_page: 20, sort: 'default' };

describe('queryFromProps', () => {
  it('maps attributes to the API query, dropping what is empty', () => {
    expect(
      queryFromProps({
        category: 12,
        keywords: ' 阿莫西林 ',
        type: 1,
        isYoux: true,
        isFreeShipping: false,
        inStock: true,
        priceMin: '5',
        priceMax: '20.5',
        sort: 'price',
        order: 'desc',
        page: 3,
        perPage: 40,
        kind: 'western',
      }),
    ).toEqual({
      category: 12,
      keywords: '阿莫西林',
      type: 1,
      is_youx: 1,
      in_stock: 1,
      price_min: 5,
      price_max: 20.5,
      sort: 'price',
      order: 'desc',
      page: 3,
      per_page: 40,
      kind: 'western',
    });
  });

  it('falls back to defaults for malformed attributes instead of sending them', () => {
    expect(queryFromProps({ page: -2, perPage: 0, sort: 'cheapest', order: 'up', kind: 'food', category: Number.NaN, priceMin: 'abc' })).toEqual(base);
  });

  it('sends the search type only with keywords', () => {
    expect(queryFromProps({ type: 2 })).toEqual(base);
    expect(queryFromProps({ keywords: '华北制药', type: 2 }).type).toBe(2);
  });

  it('reads a backwards price range the right way round', () => {
    const query = queryFromProps({ priceMin: '100', priceMax: '20' });
    expect([query.price_min, query.price_max]).toEqual([20, 100]);
  });

  it('gives a sort without order its first-click order', () => {
    expect(queryFromProps({ sort: 'price' }).order).toBe('asc');
    expect(queryFromProps({ sort: 'sales' }).order).toBe('desc');
    expect(queryFromProps({ sort: 'default', order: 'asc' }).order).toBeUndefined();
  });

  it('caps a page size at the API maximum', () => {
    expect(queryFromProps({ perPage: 500 }).per_page).toBe(100);
  });
});

describe('toggleSort', () => {
  it('starts price cheapest first and flips on the second click', () => {
    const once = toggleSort({ ...base, page: 4 }, 'price');
    expect(once).toMatchObject({ sort: 'price', order: 'asc', page: 1 });
    expect(toggleSort(once, 'price').order).toBe('desc');
    expect(toggleSort(toggleSort(once, 'price'), 'price').order).toBe('asc');
  });

  it('starts sales and expiry with the most first', () => {
    expect(toggleSort(base, 'sales').order).toBe('desc');
    expect(toggleSort(base, 'expiry').order).toBe('desc');
  });

  it('switching to another sort resets its order; 综合 has none', () => {
    const price = toggleSort(toggleSort(base, 'price'), 'price');
    expect(toggleSort(price, 'sales')).toMatchObject({ sort: 'sales', order: 'desc' });
    expect(toggleSort(price, 'default')).toEqual(base);
  });
});

describe('urlQuery and propsFromUrl', () => {
  it('puts only non-default values in the URL', () => {
    expect(urlQuery(base)).toEqual({});
    expect(urlQuery({ ...base, page: 2, sort: 'price', order: 'asc', in_stock: 1, price_min: 3.5, category: 7 })).toEqual({
      page: '2',
      sort: 'price',
      order: 'asc',
      in_stock: '1',
      price_min: '3.5',
      category: '7',
    });
  });

  it('reads back what it wrote', () => {
    const query: ListQuery = {
      page: 3,
      per_page: 40,
      sort: 'expiry',
      order: 'asc',
      category: 5,
      keywords: '布洛芬',
      type: 1,
      is_free_shipping: 1,
      near_expiry: 1,
      price_max: 99,
      in_stock: 1,
      brand: 2,
      sccj: '华北制药股份有限公司',
      kind: 'patent',
    };
    const params = new URLSearchParams(urlQuery(query));
    expect(queryKey(queryFromProps(propsFromUrl(params)))).toBe(queryKey(query));
  });
});

describe('view paths', () => {
  it('maps the view onto the spec routes', () => {
    expect(viewPath('/list', 'grid')).toBe('/list');
    expect(viewPath('/list', 'table')).toBe('/list/table');
    expect(viewPath('/list', 'no_image')).toBe('/list/no_image');
    expect(viewPath('/search', 'grid')).toBe('/search');
    expect(viewPath('/search', 'table')).toBe('/search/table');
    // /search has no image-less page; /list/no_image takes the keywords too.
    expect(viewPath('/search', 'no_image')).toBe('/list/no_image');
  });

  it('lives on /search with keywords unless told otherwise', () => {
    expect(defaultBasePath({ keywords: '感冒' })).toBe('/search');
    expect(defaultBasePath({})).toBe('/list');
    expect(defaultBasePath({ keywords: '感冒', basePath: '/yx' })).toBe('/yx');
  });

  it('reads unknown views as the grid', () => {
    expect(readView('table')).toBe('table');
    expect(readView('cards')).toBe('grid');
    expect(readView(undefined)).toBe('grid');
  });
});

describe('deal zones', () => {
  it('sends a known zone to the API but keeps it out of the URL (the page path is the zone)', () => {
    const query = queryFromProps({ zone: 'ptzq', sort: 'price' });
    expect(query.zone).toBe('ptzq');
    expect(urlQuery(query)).toEqual({ sort: 'price', order: 'asc' });
  });

  it('drops an unknown zone rather than sending a 422', () => {
    expect(queryFromProps({ zone: 'nope' }).zone).toBeUndefined();
  });
});

describe('the one codec, both ways', () => {
  const queries: [string, ListQuery][] = [
    ['the defaults', base],
    ['a category on page 3', { ...base, category: 7, page: 3 }],
    ['a search by manufacturer', { ...base, keywords: '华润', type: 2 }],
    ['every flag', { ...base, is_youx: 1, is_free_shipping: 1, near_expiry: 1, in_stock: 1 }],
    ['a price range and a sort', { ...base, price_min: 3.5, price_max: 20, sort: 'price', order: 'desc' }],
    ['a brand, a kind and an activity', { ...base, brand: 4, kind: 'device', activity: 9, per_page: 40 }],
    ['a maker', { ...base, sccj: '华北制药' }],
  ];

  it.each(queries)('%s reads back from its URL as the same query', (_, query) => {
    const url = listUrl('/list', urlQuery(query));
    const read = queryFromProps(propsFromUrl(new URL(url, 'http://x').searchParams));
    expect(queryKey(read)).toBe(queryKey(query));
  });

  it.each([
    ['/list', 'grid', '/list'],
    ['/list', 'table', '/list/table'],
    ['/list', 'no_image', '/list/no_image'],
    ['/search', 'table', '/search/table'],
    ['/mrtj', 'no_image', '/mrtj/no_image'],
    ['/ppzq/info/7', 'table', '/ppzq/info/7/table'],
  ] as [string, ListView, string][])('%s in the %s view is %s, whose view reads back', (base, view, path) => {
    expect(viewPath(base, view)).toBe(path);
    expect(viewOfPath(path)).toBe(view);
  });

  it('reads only what the URL says: no key for an absent value, so props spread over others keep them', () => {
    expect(propsFromUrl(new URLSearchParams('is_youx=1&category=3&in_stock=0'))).toEqual({ isYoux: true, category: 3 });
    expect(propsFromUrl({ zone: 'kx', near_expiry: 1 })).toEqual({ zone: 'kx', nearExpiry: true });
    expect(propsFromUrl({})).toEqual({});
  });

  it('writes a URL with its filled values in a stable order', () => {
    expect(listUrl('/list', { sort: 'price', category: '3', keywords: '', page: undefined })).toBe('/list?category=3&sort=price');
    expect(listUrl('/list', {})).toBe('/list');
    expect(listUrl('/search', { keywords: '阿莫西林' })).toBe(`/search?keywords=${encodeURIComponent('阿莫西林')}`);
  });
});
