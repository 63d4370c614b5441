import { Link, useParams } from 'react-router';
import { useAsync } from '../../../shared/ui';
import { positiveId } from '../../lib/list-props';
import { ActivityGoods, activityHead, isGone, useNoActivity } from './activity-page';
import { ZoneLayout } from './zone-layout';
import { zoneApi } from '../../../shared/api/resources/zone';

/** The ids of /Hdzx/{ids}: comma-separated, at most 20; anything else is no id. */
export function hdzxIds(value: string | undefined): number[] {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  return [...new Set(value.split(',').map((part) => positiveId(part)))].filter((id): id is number => id !== undefined).slice(0, 20);
}

/**
 * /Hdzx/{ids}/{id?} (活动中心): the running activities among ids as tabs,
 * the chosen one (id, else the first) with its banner, rules and goods.
 * None running → /noActivity.
 */
export default function HdzxPage() {
  const params = useParams();
  const ids = hdzxIds(params.ids);
  const key = ids.join(',');
  const list = useAsync(async () => (ids.length > 0 ? zoneApi.activityList({ ids }, { silent: true }) : []), [key]);
  const live = list.status === 'ready' ? list.data : null;
  const chosen = live ? (live.find((a) => String(a.id) === params.id) ?? live[0]) : undefined;
  // An empty list means nothing among ids runs: as good as a 404.
  useNoActivity((live !== null && live.length === 0) || isGone(list.error));

  return (
    <ZoneLayout
      title="活动中心"
      head={chosen ? activityHead(chosen) : null}
      failed={list.status === 'error' && !isGone(list.error)}
      onRetry={list.reload}
      rulesTitle="活动规则"
      above={
        live && live.length > 1 ? (
          <ul className="yp-zone__tabs" aria-label="活动">
            {live.map((a) => (
              <li key={a.id}>
                <Link to={`/Hdzx/${key}/${a.id}`} aria-current={a.id === chosen?.id ? 'page' : undefined}>
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      {chosen ? <ActivityGoods activity={chosen} basePath={`/Hdzx/${key}/${chosen.id}`} /> : null}
    </ZoneLayout>
  );
}
