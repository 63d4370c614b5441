import * as defs from '../../contract/calls/zones';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

const quiet = (options?: CallOptions): CallOptions => ({ silent: true, ...options });

/** The banner calls of the zones (docs/product/calls.md): yx, zyzq, kxzq, new_kxzq; demo for the zones without one. */
export type ZoneFocusName = 'yx' | 'zyzq' | 'kxzq' | 'new_kxzq' | 'qxzq' | 'jxqzc';

/** GET /api/focus/{zone} (or /api/focus/demo?zone=): the zone's banners and rules. Silent: the page shows its own retry. */
export function fetchZoneFocus(zone: ZoneFocusName, options?: CallOptions) {
  switch (zone) {
    case 'yx':
      return call(defs.focusYx, {}, quiet(options));
    case 'zyzq':
      return call(defs.focusZyzq, {}, quiet(options));
    case 'kxzq':
      return call(defs.focusKxzq, {}, quiet(options));
    case 'new_kxzq':
      return call(defs.focusNewKxzq, {}, quiet(options));
    default:
      return call(defs.focusDemo, { zone }, quiet(options));
  }
}

/** GET /api/focus/kxzq_ad {ids}: the 控销 ads of /kxzq/goods/{url}/{ads}. */
export function fetchControlledAds(ids: number[], options?: CallOptions) {
  return call(defs.focusKxzqAd, { ids }, quiet(options));
}

/** GET /api/activity/detail: a running activity (404 → the page shows /noActivity). */
export function fetchActivity(input: InputOf<typeof defs.activityDetail>, options?: CallOptions) {
  return call(defs.activityDetail, input, quiet(options));
}

/** GET /api/activity/list {ids}: the running activities among ids (the tabs of /Hdzx). */
export function fetchActivities(ids: number[], options?: CallOptions) {
  return call(defs.activityList, { ids }, quiet(options));
}

/** GET /api/activity/resolve: where an /activity/… link leads. */
export function resolveActivity(input: InputOf<typeof defs.activityResolve>, options?: CallOptions) {
  return call(defs.activityResolve, input, quiet(options));
}

/** POST /api/activity/tap (docs/product/calls.md: never cancelled by a repeat). Silent: a lost tap must not bother the buyer. */
export function tapActivity(input: InputOf<typeof defs.activityTap>, options?: CallOptions) {
  return call(defs.activityTap, input, quiet(options));
}
