import * as defs from '../../contract/calls/goods';
import type { InputOf } from '../../contract/define-call';
import { call, type CallOptions } from '../call';

/** GET /api/favorite {page}: the buyer's favourites (member only). */
export function fetchFavorites(input: InputOf<typeof defs.favoriteList> = {}, options?: CallOptions) {
  return call(defs.favoriteList, input, options);
}

/** POST /api/favorite {goods_ids}. Never cancelled by a repeat (spec §7). */
export function addFavorites(goodsIds: number[], options?: CallOptions) {
  return call(defs.favoriteAdd, { goods_ids: goodsIds }, options);
}

/** POST /api/favorite/cancel {goods_ids}. Never cancelled by a repeat (spec §7). */
export function cancelFavorites(goodsIds: number[], options?: CallOptions) {
  return call(defs.favoriteCancel, { goods_ids: goodsIds }, options);
}
