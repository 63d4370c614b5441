import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../layout/page-loading';
import { zoneApi } from '../../../shared/api/resources/zone';

/** The site path an answer may send the buyer to: a path on this site, never another origin. */
export function safeTarget(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/noActivity';
}

/**
 * /loading/activity?url=&url1=&url2= (where /activity/{url?}/{url1?}/{url2?}
 * redirects, docs/product/routes.md): asks the server where the link leads (rule in
 * services/zone/activities.ts resolveActivity) and goes there, replacing
 * this entry; a failure is /noActivity.
 */
export default function ActivityLoadingPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const url = search.get('url') ?? '';
  const url1 = search.get('url1') ?? '';
  const url2 = search.get('url2') ?? '';
  useEffect(() => {
    let live = true;
    zoneApi.activityResolve({ url, url1, url2 }, { silent: true }).then(
      ({ path }) => live && void navigate(safeTarget(path), { replace: true }),
      () => live && void navigate('/noActivity', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [url, url1, url2, navigate]);
  return <PageLoading />;
}
