import { useState } from 'react';
import { useAsync } from '../../../shared/ui';
import { Floor, FloorGoods } from './floor';
import { adApi } from '../../../shared/api/resources/ad';

/**
 * 新人推荐 (GET /api/focus/xrtj): promoted best sellers for visitors and
 * buyers who have not ordered yet; nothing at all for a buyer who has (and
 * nothing when the call fails: docs/product/errors.md keeps ad calls silent).
 */
export function NewUserFloor() {
  const state = useAsync(() => adApi.focusNewUser({}, { silent: true }), []);
  if (state.status === 'ready' && !state.data.new_user) return null;
  if (state.status === 'error') return null;
  return (
    <Floor id="floor-new-user" title="新人推荐" note="首单优选 活动商品" tone="red">
      <FloorGoods state={{ status: state.status, data: state.data?.goods, reload: state.reload }} empty="暂无推荐商品" />
    </Floor>
  );
}

/**
 * 猜你喜欢 (GET /api/index_wntj/:page): for a buyer, goods from the
 * categories it buys from that it has not bought; for a visitor, best
 * sellers. 换一批 shows the next page, back to the first after the last.
 */
export function YouMayLikeFloor() {
  const [page, setPage] = useState(1);
  const state = useAsync(() => adApi.youMayLike({ page }, { silent: true }), [page]);
  const lastPage = state.data?.last_page ?? 1;
  const next = () => setPage((current) => (current >= lastPage ? 1 : current + 1));
  return (
    <Floor
      id="floor-you-may-like"
      title="猜你喜欢"
      note="根据采购记录为您推荐"
      aside={
        lastPage > 1 ? (
          <button type="button" className="yp-floor__more yp-floor__refresh" onClick={next} disabled={state.status === 'loading'}>
            换一批 ›
          </button>
        ) : null
      }
    >
      <FloorGoods state={{ status: state.status, data: state.data?.data, reload: state.reload }} empty="暂无推荐商品" />
    </Floor>
  );
}
