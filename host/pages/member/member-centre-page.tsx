import { useEffect } from 'react';
import { loadSession } from '../../../shared/store';
import { MemberCentre } from '../../../widgets/member-centre/member-centre.component';
import { MemberPage } from '../../lib/member-shell';

/**
 * /user (会员中心): the member-centre component beside the member menu. Spec
 * docs/product/roles.md: the header makes no user base call here; the page makes it, once per
 * visit, since points and unread messages change while the buyer is away
 * (on a page the server rendered, its answer is the server's, already in the page).
 */
export default function MemberCentrePage() {
  useEffect(() => {
    void loadSession();
  }, []);
  return (
    <MemberPage crumbs={[]}>
      <MemberCentre />
    </MemberPage>
  );
}
