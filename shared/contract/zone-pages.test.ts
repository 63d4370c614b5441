import { describe, expect, it } from 'vitest';
import { LIST_ZONES, DEAL_ZONES } from './calls/goods';
import { propsFromUrl, queryFromProps } from './list-query';
import { CATALOGUE_ZONE_PAGES, catalogueZoneOfPath, DEAL_ZONE_PAGES, FREE_SHIPPING_TABLE_PATH } from './zone-pages';

describe('the zone pages', () => {
  it.each(CATALOGUE_ZONE_PAGES.map((zone) => [zone.path, zone] as const))('%s is found by its path and its filter is a list query', (path, zone) => {
    expect(catalogueZoneOfPath(path)).toBe(zone);
    const query = queryFromProps(propsFromUrl({ ...zone.filter }));
    expect(query).toMatchObject(zone.filter);
    expect(LIST_ZONES).toEqual(expect.arrayContaining(zone.filter.zone ? [zone.filter.zone] : []));
  });

  it('reads /yx/table as the free-shipping zone, and other paths as none', () => {
    expect(catalogueZoneOfPath(FREE_SHIPPING_TABLE_PATH)?.path).toBe('/yx');
    expect(catalogueZoneOfPath('/ptzq')).toBeUndefined();
    expect(catalogueZoneOfPath('/kxzq/goods/3')).toBeUndefined();
  });

  it('has one page per deal zone of the contract, each on its own path', () => {
    expect(DEAL_ZONE_PAGES.map((page) => page.zone).sort()).toEqual([...DEAL_ZONES].sort());
    const paths = [...DEAL_ZONE_PAGES, ...CATALOGUE_ZONE_PAGES].map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
