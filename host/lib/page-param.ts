import { useNavigate, useSearchParams } from 'react-router';
import { routeId } from './route-id';

/**
 * A member list's page from its address (?page=N, page 1 when absent or not
 * a page number) and the move to another page: page 1 is the bare path, so
 * the first page has one address.
 */
export function usePageParam(path: string): [page: number, goTo: (page: number) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = routeId(params.get('page')) ?? 1;
  return [page, (next) => void navigate(next > 1 ? `${path}?page=${next}` : path)];
}
