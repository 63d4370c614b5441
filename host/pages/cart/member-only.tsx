import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '../../../shared/store';
import { Loading, useSignalValue } from '../../../shared/ui';

/**
 * The cart flow is for members: a visitor is sent to log in and brought back
 * to the same step (query included). Until the header's base call answers
 * a member cannot be told from a visitor, so this waits.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const status = useSignalValue(session.status);
  const member = useSignalValue(session.isMember);
  const location = useLocation();
  if (status !== 'ready') {
    return (
      <div className="yp-container ys-cart ys-cart--loading">
        <Loading />
      </div>
    );
  }
  if (!member) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
