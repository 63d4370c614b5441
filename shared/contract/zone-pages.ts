/**
 * The zone pages of the site (docs/product/routes.md "Zones and activities"),
 * in one list that the host's routes, its list URLs and links, and the
 * server's /activity/{url} resolver all read: a new zone is one line here.
 */
import type { DealZone } from './calls/goods';

/** The goods-list query a catalogue zone is made of, in the API's names (docs/decisions.md ADR-027). */
export interface ZoneFilter {
  is_free_shipping?: 1;
  zone?: 'zy' | 'kx' | 'kx_new';
  kind?: 'device';
  near_expiry?: 1;
}

/** A catalogue zone: the product list with one filter, under the banner of its focus call. */
export interface CatalogueZonePage {
  /** The page's path, which is also the list's base path. */
  path: string;
  title: string;
  /** Its banner and rules: GET /api/focus/{focus}. */
  focus: 'yx' | 'zyzq' | 'qxzq' | 'jxqzc' | 'kxzq' | 'new_kxzq';
  filter: ZoneFilter;
}

export const CATALOGUE_ZONE_PAGES: readonly CatalogueZonePage[] = [
  { path: '/yx', title: '包邮专区', focus: 'yx', filter: { is_free_shipping: 1 } },
  { path: '/zyyp', title: '中药专区', focus: 'zyzq', filter: { zone: 'zy' } },
  { path: '/qxzq', title: '器械专区', focus: 'qxzq', filter: { kind: 'device' } },
  { path: '/jxqzc', title: '近效期专区', focus: 'jxqzc', filter: { near_expiry: 1 } },
  { path: '/kxzq', title: '控销专区', focus: 'kxzq', filter: { zone: 'kx' } },
  { path: '/kxzq/new', title: '新品控销', focus: 'new_kxzq', filter: { zone: 'kx_new' } },
];

/** The free-shipping zone's table view has a path of its own (docs/product/routes.md). */
export const FREE_SHIPPING_TABLE_PATH = '/yx/table';

/** The catalogue zone a path shows (/yx/table is /yx's), if any. */
export function catalogueZoneOfPath(pathname: string): CatalogueZonePage | undefined {
  const path = pathname === FREE_SHIPPING_TABLE_PATH ? '/yx' : pathname;
  return CATALOGUE_ZONE_PAGES.find((zone) => zone.path === path);
}

/** A deal zone: its goods list (`zone`) with views by path, {path}, {path}/table, {path}/no_image, as /list. */
export interface DealZonePage {
  zone: DealZone;
  path: string;
  title: string;
}

export const DEAL_ZONE_PAGES: readonly DealZonePage[] = [
  { zone: 'mrtj', path: '/mrtj', title: '每日特价' },
  { zone: 'ptzq', path: '/ptzq', title: '拼团专区' },
  { zone: 'zhzq', path: '/zhzq', title: '组合购' },
  { zone: 'welfare', path: '/welfare', title: '福利专区' },
  { zone: 'hb', path: '/hb', title: '满额返现' },
];
