import { describe, expect, it } from 'vitest';
import { categoryMenuZone, zoneOfPath, zoneView } from './zone-paths';

describe('zone paths', () => {
  it('finds each zone by its path, /yx/table being /yx', () => {
    expect(zoneOfPath('/yx')?.filter).toEqual({ isFreeShipping: true });
    expect(zoneOfPath('/yx/table')?.path).toBe('/yx');
    expect(zoneOfPath('/zyyp')?.filter).toEqual({ zone: 'zy' });
    expect(zoneOfPath('/qxzq')?.filter).toEqual({ kind: 'device' });
    expect(zoneOfPath('/jxqzc')?.filter).toEqual({ nearExpiry: true });
    expect(zoneOfPath('/kxzq/new')?.filter).toEqual({ zone: 'kx_new' });
    expect(zoneOfPath('/ptzq')).toBeUndefined();
  });

  it('reads the view from /yx/table or ?view=', () => {
    expect(zoneView('/yx/table', null)).toBe('table');
    expect(zoneView('/zyyp', 'no_image')).toBe('no_image');
    expect(zoneView('/zyyp', 'bogus')).toBe('grid');
  });

  it('picks the header category menu by zone', () => {
    expect(categoryMenuZone('/yx/table')).toBe('yx');
    expect(categoryMenuZone('/zyyp')).toBe('zy');
    expect(categoryMenuZone('/qxzq')).toBe('qx');
    expect(categoryMenuZone('/list')).toBe('default');
  });
});
