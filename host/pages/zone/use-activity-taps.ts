import { useCallback, type MouseEvent } from 'react';
import { zoneApi } from '../../../shared/api/resources/zone';

/**
 * docs/product/calls.md POST /api/activity/tap: a click on a link or button inside the
 * activity's goods (or its banner) is a tap, with the goods when the click
 * was on one. Read from the click's target so the product list needs no
 * hook of its own.
 */
export function useActivityTaps(activityId: number | undefined): (event: MouseEvent<HTMLElement>) => void {
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (activityId === undefined) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('a, button')) return;
      const goodsId = Number(target.closest('[data-goods-id]')?.getAttribute('data-goods-id'));
      void zoneApi.activityTap({ id: activityId, ...(goodsId > 0 ? { goods_id: goodsId } : {}) }, { silent: true }).catch(() => undefined);
    },
    [activityId],
  );
}
