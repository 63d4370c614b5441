import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getBus } from '../../shared/bus';
import { listQueryUrl } from './list-query-url';

/**
 * A list widget reports its filters, sort, page and view on the bus
 * ('list:query'); the host makes them the URL, so back/forward and a copied
 * link show the same list. The widget then gets its state back from the
 * page's props. An unchanged URL is not pushed again.
 */
export function useListQueryUrl(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      getBus().on('list:query', (event) => {
        const target = listQueryUrl(pathname, event);
        if (target !== `${pathname}${search}`) void navigate(target);
      }),
    [navigate, pathname, search],
  );
}
