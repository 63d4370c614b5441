import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { DealZone } from '../../../shared/contract/calls/goods';
import type { DealZonePage } from '../../../shared/contract/deal-zone';
import { useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { Breadcrumb } from '../../lib/breadcrumb';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import './deal-zone.css';
import { dealZoneApi } from '../../../shared/api/resources/deal-zone';

/**
 * The deal zones' shared frame (拼团, 每日特价, 组合购, 领券中心): the zone's
 * banner and rules from GET /api/focus/zone/{zone}, then the zone's own
 * content. The banner and rules are silent on failure: the goods below are
 * what the buyer came for.
 */
export function DealLayout({ zone, title, children }: { zone: DealZonePage; title: string; children: ReactNode }) {
  const focus = useAsync(() => dealZoneApi.dealZoneFocus({ zone }, { silent: true }), [zone]);
  const info = focus.data;
  return (
    <div className="yp-container yp-deal" data-zone={zone}>
      <Breadcrumb items={[{ label: title }]} />
      {info?.banner ? (
        <Link to={`/${zone}`} className="yp-deal__banner">
          <img src={info.banner.image} alt={info.banner.title ?? title} width={1200} height={240} />
        </Link>
      ) : null}
      <h1 className="yp-deal__title">{title}</h1>
      {info && info.rules.length > 0 ? (
        <section className="yp-deal__rules" aria-label="活动规则">
          <h2>活动规则</h2>
          <ol>
            {info.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The catalogue's product list narrowed to a zone's goods (list, table and
 * no-image views at {zone}, {zone}/table, {zone}/no_image; paging, sorting
 * and add to cart as on /list).
 */
/** The view a zone path names: /{zone}/table, /{zone}/no_image, else the grid. */
export function zoneView(pathname: string): 'grid' | 'table' | 'no_image' {
  if (pathname.endsWith('/table')) return 'table';
  if (pathname.endsWith('/no_image')) return 'no_image';
  return 'grid';
}

export function ZoneGoods({ zone, title, priceRate }: { zone: DealZone; title: string; priceRate?: number | undefined }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  return (
    <ProductList
      key={listKey}
      kept={kept}
      {...propsFromUrl(search)}
      zone={zone}
      view={zoneView(pathname)}
      basePath={`/${zone}`}
      title={title}
      priceRate={priceRate}
    />
  );
}
