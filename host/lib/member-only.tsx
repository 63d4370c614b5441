import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '../../shared/store';
import { Loading, useSignalValue } from '../../shared/ui';

/**
 * Member pages (cart flow, orders, account centre): a visitor is sent to log
 * in and brought back to the same address, query included. Until the
 * header's base call answers a member cannot be told from a visitor, so a
 * spinner holds the place, in the page's own waiting frame. A member already
 * known keeps the page while the user is read again (the member centre does
 * that on each visit), so the page is not thrown away and loaded twice.
 */
export function MemberOnly({ children, waitClassName = 'yp-container yp-orders-wait' }: { children: ReactNode; waitClassName?: string }) {
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);
  const location = useLocation();
  if (status !== 'ready' && !member) {
    return (
      <div className={waitClassName}>
        <Loading />
      </div>
    );
  }
  if (!member) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
