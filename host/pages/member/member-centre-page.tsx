import { MemberCentre } from '../../../widgets/member-centre/member-centre.component';
import { MemberShell } from '../shared/member-shell';
import { MemberOnly } from '../shared/member-only';

/** /user (会员中心): the member-centre component beside the member menu. */
export default function MemberCentrePage() {
  return (
    <MemberOnly>
      <MemberShell crumbs={[]}>
        <MemberCentre />
      </MemberShell>
    </MemberOnly>
  );
}
