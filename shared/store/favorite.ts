import { signal } from '@preact/signals-core';
import { getBus } from '../bus/bus';
import { newOrigin } from './model';

/**
 * Goods the buyer has favourited, as far as this page has seen: filled from
 * `is_favorite` of loaded goods and kept in step across widgets and bundles,
 * so a star toggled on the detail page shows on the list too.
 */
const origin = newOrigin('favorite:changed');
const ids = signal<ReadonlySet<number>>(new Set());

function apply(goodsIds: number[], favorite: boolean): void {
  const next = new Set(ids.value);
  for (const id of goodsIds) {
    if (favorite) next.add(id);
    else next.delete(id);
  }
  ids.value = next;
}

getBus().on('favorite:changed', (payload) => {
  if (payload.origin !== origin) apply(payload.goods_ids, payload.favorite);
});

export const favorites = { ids };

/** Records what the server said (quietly: no event, every copy reads the same server). */
export function seedFavorites(goods: { id: number; is_favorite: number }[]): void {
  const next = new Set(ids.value);
  for (const g of goods) {
    if (g.is_favorite) next.add(g.id);
    else next.delete(g.id);
  }
  ids.value = next;
}

/** A favourite was added or cancelled: update and tell the page. */
export function setFavorite(goodsIds: number[], favorite: boolean): void {
  apply(goodsIds, favorite);
  getBus().emit('favorite:changed', { goods_ids: goodsIds, favorite, origin });
}
