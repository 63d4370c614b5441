import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '../../../shared/store';
import { Loading, useSignalValue } from '../../../shared/ui';

/**
 * Order pages are for members: a visitor is sent to log in and brought back
 * to the same address. Until the header's base call answers we cannot tell
 * a member from a visitor, so a spinner holds the place.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);
  const location = useLocation();
  if (status !== 'ready') {
    return (
      <div className="yp-container ys-orders-wait">
        <Loading />
      </div>
    );
  }
  if (!member) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
