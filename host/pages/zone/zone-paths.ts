import { propsFromUrl, readView, type ListView, type ListQueryProps } from '../../../shared/contract/list-query';
import { catalogueZoneOfPath, FREE_SHIPPING_TABLE_PATH, type CatalogueZonePage } from '../../../shared/contract/zone-pages';

/** A catalogue zone page (shared/contract/zone-pages.ts) with its filter as the product list's props. */
export interface CatalogueZone extends Omit<CatalogueZonePage, 'filter'> {
  filter: ListQueryProps;
  /** Sibling pages shown as tabs (控销: 全部 / 新品). */
  tabs?: { label: string; to: string }[];
}

const CONTROLLED_TABS = [
  { label: '全部控销', to: '/kxzq' },
  { label: '新品控销', to: '/kxzq/new' },
];

/** The zone of a path; /yx/table is the free-shipping zone's table view (docs/product/routes.md). */
export function zoneOfPath(pathname: string): CatalogueZone | undefined {
  const zone = catalogueZoneOfPath(pathname);
  if (!zone) return undefined;
  const tabs = CONTROLLED_TABS.some((tab) => tab.to === zone.path) ? CONTROLLED_TABS : undefined;
  return { ...zone, filter: propsFromUrl({ ...zone.filter }), tabs };
}

/** The list view on a zone page: /yx/table says table; elsewhere ?view=. */
export function zoneView(pathname: string, view: string | null): ListView {
  if (pathname === FREE_SHIPPING_TABLE_PATH) return 'table';
  return readView(view);
}

/** docs/product/routes.md "Header": the category menu of the zone a path is in (default elsewhere). */
export function categoryMenuZone(pathname: string): 'yx' | 'zy' | 'qx' | 'default' {
  if (pathname === '/yx' || pathname.startsWith('/yx/')) return 'yx';
  if (pathname === '/zyyp') return 'zy';
  if (pathname === '/qxzq') return 'qx';
  return 'default';
}
