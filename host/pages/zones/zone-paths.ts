import type { ZoneFocusName } from '../../../shared/api';
import type { ListView, ProductListProps } from '../../../widgets/product-list/product-list.component';
import { isListView } from '../../layout/list-query-url';

/** A catalogue zone page: its banner call and the product-list filter that makes it. */
export interface CatalogueZone {
  /** The page's path (the list's base path). */
  path: string;
  title: string;
  focus: ZoneFocusName;
  filter: Pick<ProductListProps, 'isFreeShipping' | 'zone' | 'kind' | 'nearExpiry'>;
  /** Sibling pages shown as tabs (控销: 全部 / 新品). */
  tabs?: { label: string; to: string }[];
}

const CONTROLLED_TABS = [
  { label: '全部控销', to: '/kxzq' },
  { label: '新品控销', to: '/kxzq/new' },
];

/**
 * docs/product/routes.md "Zones and activities": each zone is the product list with one
 * filter (docs/decisions.md ADR-027 records why each filter was chosen).
 */
export const CATALOGUE_ZONES: CatalogueZone[] = [
  { path: '/yx', title: '包邮专区', focus: 'yx', filter: { isFreeShipping: true } },
  { path: '/zyyp', title: '中药专区', focus: 'zyzq', filter: { zone: 'zy' } },
  { path: '/qxzq', title: '器械专区', focus: 'qxzq', filter: { kind: 'device' } },
  { path: '/jxqzc', title: '近效期专区', focus: 'jxqzc', filter: { nearExpiry: true } },
  { path: '/kxzq', title: '控销专区', focus: 'kxzq', filter: { zone: 'kx' }, tabs: CONTROLLED_TABS },
  { path: '/kxzq/new', title: '新品控销', focus: 'new_kxzq', filter: { zone: 'kx_new' }, tabs: CONTROLLED_TABS },
];

/** The zone of a path; /yx/table is the free-shipping zone's table view (docs/product/routes.md). */
export function zoneOfPath(pathname: string): CatalogueZone | undefined {
  const path = pathname === '/yx/table' ? '/yx' : pathname;
  return CATALOGUE_ZONES.find((zone) => zone.path === path);
}

/** The list view on a zone page: /yx/table says table; elsewhere ?view=. */
export function zoneView(pathname: string, view: string | null): ListView {
  if (pathname === '/yx/table') return 'table';
  return isListView(view) ? view : 'grid';
}

/** docs/product/routes.md "Header": the category menu of the zone a path is in (default elsewhere). */
export function categoryMenuZone(pathname: string): 'yx' | 'zy' | 'qx' | 'default' {
  if (pathname === '/yx' || pathname.startsWith('/yx/')) return 'yx';
  if (pathname === '/zyyp') return 'zy';
  if (pathname === '/qxzq') return 'qx';
  return 'default';
}
