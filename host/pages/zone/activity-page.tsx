import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import type { Activity, ActivityType } from '../../../shared/contract/zone';
import { useAsync } from '../../../shared/ui';
import { ProductList, propsFromUrl } from '../../../widgets/product-list/product-list.component';
import { positiveId } from '../../lib/list-props';
import type { ListQueryProps } from '../../../shared/contract/list-query';
import { StripList } from '../../lib/list-phone/strip-list';
import { useListKey } from '../../lib/use-list-key';
import { useKeptPage } from '../../layout/kept-page';
import { useActivityTaps } from './use-activity-taps';
import { ZoneLayout, type ZoneHead } from './zone-layout';
import { zoneView } from './zone-paths';
import { zoneApi } from '../../../shared/api/resources/zone';

/** The page names of the activity types (decided in docs/decisions.md ADR-027). */
export const ACTIVITY_TITLES: Record<ActivityType, string> = {
  yjh: '活动专区',
  hdzx: '活动中心',
  zqmb: '专区活动',
  yyh: '健康节',
  hdmb: '主题活动',
};

export function activityHead(activity: Activity): ZoneHead {
  return {
    title: activity.title,
    subtitle: activity.subtitle,
    banners: activity.banner ? [{ image: activity.banner, url: '', title: activity.title }] : [],
    rules: activity.rules,
  };
}

/** A running activity's goods in the product list, taps recorded. */
export function ActivityGoods({ activity, basePath, view }: { activity: Activity; basePath: string; view?: string }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const listKey = useListKey();
  const kept = useKeptPage();
  const onTap = useActivityTaps(activity.id);
  const listProps: ListQueryProps = { ...propsFromUrl(search), activity: activity.id, view: view ?? zoneView(pathname, search.get('view')), basePath };
  return (
    // The wrapper only listens for clicks that bubble from the list's links and buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onTap}>
      <StripList listProps={listProps}>
        <ProductList kept={kept} key={`${activity.id}-${listKey}`} {...listProps} title={`${activity.title} · 活动商品`} />
      </StripList>
    </div>
  );
}

/** The activity call's answer for an ended or unknown activity. */
export function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

/** Ended or unknown activities go to /noActivity (docs/product/routes.md), replacing this entry so Back skips it. */
export function useNoActivity(gone: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (gone) void navigate('/noActivity', { replace: true });
  }, [gone, navigate]);
}

function typeOfPath(pathname: string): ActivityType {
  const first = pathname.split('/')[1] ?? '';
  return first === 'yjh' || first === 'zqmb' || first === 'yyh' || first === 'hdmb' ? first : 'hdmb';
}

/**
 * /yjh/{id?}, /zqmb, /yyh, /yyh/list, /hdmb: an activity composed from its
 * data — banner, rules, goods. Without an id (path or ?id=) the newest
 * running activity of the type; /yyh/list is the same event's goods as a
 * table with its own heading.
 */
export default function ActivityPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const type = typeOfPath(pathname);
  const id = positiveId(params.id ?? search.get('id'));
  const isYyhList = pathname === '/yyh/list';
  const activity = useAsync(() => zoneApi.activityDetail({ type, ...(id ? { id } : {}) }, { silent: true }), [type, id]);
  useNoActivity(isGone(activity.error));
  const data = activity.status === 'ready' ? activity.data : null;
  const basePath = isYyhList ? '/yyh/list' : pathname;

  return (
    <ZoneLayout
      title={ACTIVITY_TITLES[type]}
      head={data ? activityHead(data) : null}
      failed={activity.status === 'error' && !isGone(activity.error)}
      onRetry={activity.reload}
      rulesTitle="活动规则"
      above={
        data && type === 'yyh' ? (
          <p className="yp-zone__notice">
            {isYyhList ? (
              <Link to={`/yyh?id=${data.id}`}>返回会场首页</Link>
            ) : (
              <Link to={`/yyh/list?id=${data.id}`}>查看全部会场商品（{data.goods_count}种）</Link>
            )}
          </p>
        ) : null
      }
    >
      {data ? <ActivityGoods activity={data} basePath={basePath} view={isYyhList ? (search.get('view') ?? 'table') : undefined} /> : null}
    </ZoneLayout>
  );
}
