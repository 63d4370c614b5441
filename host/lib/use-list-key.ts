import { useLocation, useNavigationType, NavigationType } from 'react-router';

/**
 * A React key for the page's product list that changes on back/forward only.
 * The list keeps the buyer's last change as local state until its props
 * differ from the ones the change was made on; going back to exactly those
 * props (grid → table, then Back) would keep showing the table. A fresh list
 * on history moves shows what the URL says; a push (the buyer's own change)
 * keeps the same list, so its previous goods stay up while the next load.
 */
export function useListKey(): string {
  const location = useLocation();
  return useNavigationType() === NavigationType.Pop ? `pop-${location.key}` : 'push';
}
