import * as defs from '../../contract/calls/goods';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

const quiet = (options?: CallOptions): CallOptions => ({ silent: true, ...options });

/**
 * GET /api/goods/search: the search bar's suggestions. Silent (spec §8:
 * failures on suggestion calls are ignored); the bar shows 暂无数据.
 */
export function searchGoods(input: InputOf<typeof defs.goodsSearch>, options?: CallOptions) {
  return call(defs.goodsSearch, input, quiet(options));
}

/** GET /api/goods/list: filtered, sorted, paged goods. */
export function fetchGoodsList(input: InputOf<typeof defs.goodsList>, options?: CallOptions) {
  return call(defs.goodsList, input, options);
}

/** GET /api/goods/detail/{id}. */
export function fetchGoodsDetail(id: number, options?: CallOptions) {
  return call(defs.goodsDetail, { id }, options);
}

/** GET /api/goods/{id}/combinations: the 优惠套餐 containing the goods. Silent: the block hides on failure. */
export function fetchGoodsCombinations(id: number, options?: CallOptions) {
  return call(defs.goodsCombinations, { id }, quiet(options));
}

/** GET /api/goods/hot: best sellers for the home page and empty results. */
export function fetchHotGoods(input: InputOf<typeof defs.goodsHot> = {}, options?: CallOptions) {
  return call(defs.goodsHot, input, quiet(options));
}

/** GET /api/goods/fl: the home page's category floors. */
export function fetchGoodsFloors(options?: CallOptions) {
  return call(defs.goodsFloors, {}, quiet(options));
}

/** GET /api/goods/activities: goods in promotions. */
export function fetchActivityGoods(input: InputOf<typeof defs.goodsActivities> = {}, options?: CallOptions) {
  return call(defs.goodsActivities, input, quiet(options));
}

/** GET /api/activity/everyday_price: today's specials. */
export function fetchEverydayPrice(options?: CallOptions) {
  return call(defs.everydayPrice, {}, quiet(options));
}

/** GET /api/index/spike: the current seckill session. */
export function fetchSpike(options?: CallOptions) {
  return call(defs.indexSpike, {}, quiet(options));
}

/** GET /api/focus/ppzq: the brand zone. */
export function fetchBrandZone(options?: CallOptions) {
  return call(defs.brandZone, {}, quiet(options));
}

/** GET /api/focus/brand/{id}: one brand with its goods. */
export function fetchBrandDetail(input: InputOf<typeof defs.brandDetail>, options?: CallOptions) {
  return call(defs.brandDetail, input, options);
}
