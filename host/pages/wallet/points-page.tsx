import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadSession, session } from '../../../shared/store';
import { AsyncView, LedgerTable, useAsync, useSignalValue } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';
import '../../lib/wallet.css';
import { pointsApi } from '../../../shared/api/resources/points';
import { LinkTabs } from '../../lib/link-tabs';
import { MemberPanel } from '../../../shared/ui/member-panel';

const PATH = '/wdqb/jfgl';
const KINDS = [
  { kind: 0, label: '全部' },
  { kind: 1, label: '获得' },
  { kind: 2, label: '使用' },
  { kind: 3, label: '过期' },
] as const;

/** /wdqb/jfgl (积分管理): the points and their ledger (earned, spent, expired), each line with its order. */
export default function PointsPage() {
  return (
    <MemberPage crumbs={[{ label: '我的钱包' }, { label: '积分管理' }]}>
      <Points />
    </MemberPage>
  );
}

function kindOf(value: string | null): 0 | 1 | 2 | 3 {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : 0;
}

function Points() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = routeId(params.get('page')) ?? 1;
  const kind = kindOf(params.get('kind'));
  const user = useSignalValue(session.user);
  // The header's user state may be from before an exchange or a completed order: read it again.
  useAsync(() => loadSession(), []);
  const list = useAsync(() => pointsApi.pointsLog({ page, kind }), [page, kind]);
  const href = (nextKind: number, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextKind) query.set('kind', String(nextKind));
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `${PATH}?${text}` : PATH;
  };

  return (
    <MemberPanel id="points-title" title="积分管理">
      <div className="yp-wallet__summary">
        <span>可用积分</span>
        <strong aria-label="可用积分">{user?.points ?? '…'}</strong>
        <small>订单完成后按实付金额每1元得1积分；积分可在积分商城兑换礼品。</small>
        <Link to="/jfsc">去积分商城 ›</Link>
      </div>
      <LinkTabs label="积分类型" current={kind} tabs={KINDS.map((tab) => ({ key: tab.kind, label: tab.label, to: href(tab.kind) }))} />
      <AsyncView state={list} loadingText="正在加载积分明细…" errorText="积分明细加载失败" emptyText="暂无积分记录">
        {(data) => (
          <LedgerTable
            caption="积分明细"
            headings={{ change: '积分', balance: '结余', links: '关联订单' }}
            lines={data.data.map((entry) => ({
              id: entry.id,
              created_at: entry.created_at,
              type: entry.kind_text,
              change: entry.points,
              incoming: entry.points > 0,
              balance: entry.balance_after,
              note: entry.note,
              links:
                entry.order_id > 0 ? (
                  <Link to={`/order/info/${entry.order_id}`}>订单 {entry.order_no}</Link>
                ) : (
                  entry.points_order_no && <Link to="/jfdd">积分订单 {entry.points_order_no}</Link>
                ),
            }))}
            pager={{ of: data, onChange: (next) => void navigate(href(kind, next)) }}
          />
        )}
      </AsyncView>
    </MemberPanel>
  );
}
