import { useCallback, useState, useSyncExternalStore } from 'react';
import { getBus } from '../bus/bus';
import { favorites, setFavorite } from '../store/favorite';
import { session } from '../store/session';
import { useSignalValue } from '../ui/use-signal-value';
import { useStyles } from '../ui/use-styles';
import { goToLogin } from '../ui/goods/login-redirect';
import { goodsText } from '../ui/goods/goods.text';
import css from '../ui/goods/goods.css?inline';
import { goodsApi } from '../api/resources/goods';

export interface FavoriteButtonProps {
  goodsId: number;
  /** Show the word next to the star (detail page); cards show the star only. */
  withLabel?: boolean;
}

/** The docs/product/errors.md "favourite added" message: 收藏成功 with a button to the favourites page. */
export function announceFavoriteAdded(): void {
  getBus().emit('ui:alert', {
    icon: 'success',
    message: goodsText.favoriteAdded,
    actions: [
      { label: goodsText.viewFavorites, kind: 'navigate', path: '/zzfw/star', primary: true },
      { label: goodsText.gotIt, kind: 'close' },
    ],
  });
}

/**
 * Whether this goods is a favourite, re-rendering only when that answer
 * changes: seeding a list's 20 stars replaces the whole set, and reading the
 * set itself re-rendered every star on the page for each seed.
 */
function useIsFavorite(goodsId: number): boolean {
  const subscribe = useCallback((onChange: () => void) => favorites.ids.subscribe(() => onChange()), []);
  const read = () => favorites.ids.peek().has(goodsId);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The favourite star (docs/product/states.md, docs/product/errors.md). A member toggles it: POST /api/favorite
 * or /api/favorite/cancel, then 收藏成功 (with 查看收藏) or 取消收藏成功, and
 * the favourites store is updated so every star for the goods on the page
 * agrees. A visitor is sent to log in. A failed call shows its failure message (docs/product/errors.md)
 * (from the API client) and leaves the star as it was.
 */
export function FavoriteButton({ goodsId, withLabel = false }: FavoriteButtonProps) {
  const ref = useStyles<HTMLButtonElement>(css);
  const on = useIsFavorite(goodsId);
  const member = useSignalValue(session.isMember);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    if (!member) {
      goToLogin();
      return;
    }
    setBusy(true);
    try {
      if (on) {
        await goodsApi.favoriteCancel({ goods_ids: [goodsId] });
        setFavorite([goodsId], false);
        getBus().emit('ui:toast', { message: goodsText.favoriteRemoved, kind: 'success' });
      } else {
        await goodsApi.favoriteAdd({ goods_ids: [goodsId] });
        setFavorite([goodsId], true);
        announceFavoriteAdded();
      }
    } catch {
      // The API client already showed the failure message (docs/product/errors.md) for the failure.
    } finally {
      setBusy(false);
    }
  };

  const label = on ? goodsText.removeFavorite : goodsText.addFavorite;
  return (
    <button
      ref={ref}
      type="button"
      className={`yp-fav${on ? ' is-on' : ''}${withLabel ? ' yp-fav--label' : ''}`}
      part="favorite"
      aria-pressed={on}
      aria-label={withLabel ? undefined : label}
      title={label}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="yp-fav__star">
        <path
          d="M10 1.8l2.5 5.3 5.7.7-4.2 3.9 1.1 5.7L10 14.6l-5.1 2.8 1.1-5.7-4.2-3.9 5.7-.7z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {withLabel ? <span>{on ? goodsText.favorited : goodsText.favorite}</span> : null}
    </button>
  );
}
