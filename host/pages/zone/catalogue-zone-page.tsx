import { Link, useLocation, useSearchParams } from 'react-router';
import { zoneApi } from '../../../shared/api/resources/zone';
import { useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import type { ListQueryProps } from '../../../shared/contract/list-query';
import { StripList } from '../../lib/list-phone/strip-list';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import { ZoneLayout } from './zone-layout';
import { zoneOfPath, zoneView } from './zone-paths';

/**
 * /yx, /yx/table, /zyyp, /qxzq, /jxqzc, /kxzq, /kxzq/new: a catalogue zone
 * (zone-paths.ts) — its banner and rules from its `focus/*` call, then the
 * product list with the zone's filter on top of the buyer's own.
 */
export default function CatalogueZonePage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const listKey = useListKey();
  const kept = useKeptPage();
  const zone = zoneOfPath(pathname)!;
  const focus = useAsync(() => zoneApi.zoneFocusOf(zone.focus), [zone.focus]);
  const listProps: ListQueryProps = { ...propsFromUrl(search), ...zone.filter, view: zoneView(pathname, search.get('view')), basePath: zone.path };

  return (
    <ZoneLayout
      title={zone.title}
      head={focus.status === 'ready' ? focus.data : null}
      failed={focus.status === 'error'}
      onRetry={focus.reload}
      above={
        zone.path === '/yx' ? (
          <p className="yp-zone__notice">
            包邮商品与运费的优先规则见 <Link to="/yx/rule">包邮规则</Link>
          </p>
        ) : zone.tabs ? (
          <ul className="yp-zone__tabs" aria-label="控销分类">
            {zone.tabs.map((tab) => (
              <li key={tab.to}>
                <Link to={tab.to} aria-current={tab.to === zone.path ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      <StripList listProps={listProps}>
        <ProductList kept={kept} key={`${zone.path}-${listKey}`} {...listProps} title={zone.title} />
      </StripList>
    </ZoneLayout>
  );
}
