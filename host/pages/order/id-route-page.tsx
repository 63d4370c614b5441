import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Empty } from '../../../shared/ui';
import type { Crumb } from '../../lib/breadcrumb';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';

/**
 * An order-centre page addressed by /…/{id}: members only, inside the order
 * centre's frame, and "not found" at once for an id that cannot exist
 * (/order/returnInfo/abc) instead of asking the server about it.
 */
export function IdRoutePage({ crumbs, missing, children }: { crumbs: Crumb[]; missing: string; children: (id: number) => ReactNode }) {
  const id = routeId(useParams().id);
  return <MemberPage crumbs={crumbs}>{id === null ? <Empty icon="box" text={missing} /> : children(id)}</MemberPage>;
}
