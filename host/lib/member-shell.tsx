import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MemberFrame, type Crumb } from '../../shared/ui';
import { MemberOnly } from './member-only';
// The member pages' panels (yp-orders__panel, titles, tables) are the order centre's.
import './order.css';

/**
 * A member page (/user, /order*, /jfdd, /hmdd, /wdqb/*, /jfsc, /zzfw/*,
 * /dzht): members only (a visitor logs in and comes back), in shared/ui's
 * MemberFrame with the one member menu, told the current route. Crumbs go
 * under 会员中心; on /user itself it is the last crumb.
 */
export function MemberPage({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const root: Crumb = crumbs.length > 0 ? { label: '会员中心', to: '/user' } : { label: '会员中心' };
  return (
    <MemberOnly>
      <MemberFrame crumbs={[root, ...crumbs]} pathname={pathname} search={search}>
        {children}
      </MemberFrame>
    </MemberOnly>
  );
}
