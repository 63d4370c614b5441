import { Link } from 'react-router';
import type { DrawRecord } from '../../../shared/contract/lottery';
import { formatDate } from '../../../shared/domain';
import { AsyncView, type DataColumn, DataTable, Pager, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { usePageParam } from '../../lib/page-param';
import { DRAWS_PATH } from '../../paths';
import '../../lib/wallet.css';
import './draws-page.css';
import { lotteryApi } from '../../../shared/api/resources/lottery';
import { MemberPanel } from '../../../shared/ui/member-panel';

const DRAWS_PER_PAGE = 10;

/** One draw: the prize (the card's heading on a phone), the activity, when, what it is, and where it landed. */
const DRAW_COLUMNS: DataColumn<DrawRecord>[] = [
  {
    heading: '奖品',
    kind: 'title',
    cell: (draw) => <span className={draw.prize_kind === 'none' ? 'yp-draws__none' : 'yp-draws__prize'}>{draw.prize_name}</span>,
  },
  { heading: '抽奖活动', cell: (draw) => draw.activity_name },
  { heading: '抽奖时间', cell: (draw) => formatDate(draw.created_at, true) },
  { heading: '奖品说明', cell: (draw) => draw.remarks || '—' },
  {
    heading: '查看',
    headingHidden: true,
    kind: 'action',
    cell: (draw) =>
      draw.link ? (
        <Link to={draw.link} aria-label={`到${draw.link_text}查看 ${draw.prize_name}`}>
          去{draw.link_text}查看
        </Link>
      ) : null,
  },
];

/**
 * /wdcj (我的抽奖): every draw the buyer made, newest first, with the prize
 * and where it went (优惠券, 积分, 积分订单). docs/product/errors.md: a buyer who closed the
 * pop-up while the draw ran is told to look in the personal centre; this is
 * where the result is.
 */
export default function DrawsPage() {
  return (
    <MemberPage crumbs={[{ label: '我的抽奖' }]}>
      <Draws />
    </MemberPage>
  );
}

function Draws() {
  const [page, goTo] = usePageParam(DRAWS_PATH);
  const list = useAsync(() => lotteryApi.drawRecords({ page, per_page: DRAWS_PER_PAGE }), [page]);
  return (
    <MemberPanel id="wdcj-title" title="我的抽奖" actions={null}>
      <p className="yp-draws-note">首页有抽奖活动时会弹出抽奖窗口；抽中的优惠券、积分和礼品会自动发放到您的账户。</p>
      <AsyncView
        state={list}
        loadingText="正在加载抽奖记录…"
        errorText="抽奖记录加载失败"
        emptyText="还没有抽奖记录"
        emptyAction={<Link to="/">去首页看看</Link>}
      >
        {(data) => (
          <>
            <DataTable caption="抽奖记录" className="yp-draws" rows={data.data} rowKey={(draw) => draw.id} columns={DRAW_COLUMNS} />
            <Pager of={data} onChange={goTo} />
          </>
        )}
      </AsyncView>
    </MemberPanel>
  );
}
