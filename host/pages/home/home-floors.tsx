import { Fragment, useEffect, useState } from 'react';
import type { GoodsSummary, SpikeSession } from '../../../shared/contract';
import { SERVER_TICK_MS } from '../../../shared/domain/constants';
import { LoadFailed, useAsync } from '../../../shared/ui';
import { categoryListHref } from '../../data/category-tree';
import { loadFocusCommon, serverNow } from '../../data/focus-common';
import { countdownParts } from '../../../shared/domain/countdown';
import { spikePhase } from './spike-phase';
import { DeferredFloor } from './deferred-floor';
import { Floor, FloorGoods, MoreLink } from './floor';
import { GoodsPrice } from '../../../shared/ui/goods/goods-price';
import { goodsApi } from '../../../shared/api/resources/goods';

/** 每日特价: today's specials (GET /api/activity/everyday_price). */
export function EverydayFloor() {
  const state = useAsync(() => goodsApi.everydayPrice({}, { silent: true }), []);
  return (
    <Floor id="floor-everyday" title="每日特价" note="每天更新 限量特供" tone="orange">
      <FloorGoods state={state} empty="今日暂无特价商品" extra={retailLine} />
    </Floor>
  );
}

/** The suggested retail price under a card's price, struck through, when the buyer may see it. */
function retailLine(goods: GoodsSummary) {
  if (goods.retail_price === null || goods.base_price === null) return null;
  return (
    <p className="yp-floor__retail">
      零售价 <GoodsPrice price={goods.retail_price} size="sm" />
    </p>
  );
}

/** The server's clock, re-read every SERVER_TICK_MS (docs/product/constants.md "server time ticks every 1 s"). */
function useServerClock(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), SERVER_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function SpikeCountdown({ session }: { session: SpikeSession }) {
  const now = useServerClock();
  const phase = spikePhase(session, now);
  if (phase === 'ended') return <span className="yp-countdown yp-countdown--ended">本场已结束</span>;
  const parts = countdownParts((phase === 'upcoming' ? session.start_time : session.end_time) * 1000, now);
  return (
    <span className="yp-countdown" role="timer" aria-live="off">
      <span className="yp-countdown__label">{phase === 'upcoming' ? '距开始' : '距结束'}</span>
      {parts.days > 0 ? <span className="yp-countdown__days">{parts.days}天</span> : null}
      <span className="yp-countdown__unit">{parts.hours}</span>:<span className="yp-countdown__unit">{parts.minutes}</span>:
      <span className="yp-countdown__unit">{parts.seconds}</span>
    </span>
  );
}

/**
 * 限时秒杀 (GET /api/index/spike) with a countdown to the session's end (or
 * start) on the server's clock: GET /api/focus/common's timestamp gives the
 * offset, so a buyer's wrong system clock does not move the deadline.
 */
export function SpikeFloor() {
  const state = useAsync(async () => {
    const [session] = await Promise.all([goodsApi.indexSpike({}, { silent: true }), loadFocusCommon().catch(() => null)]);
    return session;
  }, []);
  const session = state.data;
  return (
    <Floor
      id="floor-spike"
      title="限时秒杀"
      note="整点开抢 手慢无"
      tone="red"
      aside={session && session.goods.length > 0 ? <SpikeCountdown session={session} /> : null}
    >
      <FloorGoods state={{ status: state.status, data: session?.goods, reload: state.reload }} empty="暂无秒杀活动" />
    </Floor>
  );
}

/** 热销商品 (GET /api/goods/hot). */
export function HotFloor() {
  const state = useAsync(() => goodsApi.goodsHot({ limit: 10 }, { silent: true }), []);
  return (
    <Floor id="floor-hot" title="热销商品" note="采购量最高的商品">
      <FloorGoods state={state} empty="暂无热销商品" />
    </Floor>
  );
}

/** One floor per top category (GET /api/goods/fl). */
export function CategoryFloors() {
  const state = useAsync(() => goodsApi.goodsFloors({}, { silent: true }), []);
  if (state.status === 'loading' && !state.data) {
    return (
      <Floor id="floor-category-loading" title="分类推荐">
        <FloorGoods state={{ status: 'loading', data: undefined, reload: state.reload }} empty="" />
      </Floor>
    );
  }
  if (state.status === 'error' && !state.data) {
    return (
      <Floor id="floor-category-error" title="分类推荐">
        <LoadFailed compact text="分类楼层加载失败" onRetry={state.reload} />
      </Floor>
    );
  }
  const floors = (state.data ?? []).filter((floor) => floor.goods.length > 0);
  return (
    <>
      {floors.map((floor, index) => {
        const drawn = (
          <Floor
            id={`floor-category-${floor.category.id}`}
            title={`${index + 1}F ${floor.category.name}`}
            aside={<MoreLink to={categoryListHref(floor.category.id)} label={`更多${floor.category.name}`} />}
          >
            <FloorGoods state={{ status: 'ready', data: floor.goods, reload: state.reload }} empty="暂无商品" />
          </Floor>
        );
        // One category floor at a time after the first, as the floors above them (deferred-floor.tsx).
        return index === 0 ? <Fragment key={floor.category.id}>{drawn}</Fragment> : <DeferredFloor key={floor.category.id}>{drawn}</DeferredFloor>;
      })}
    </>
  );
}
