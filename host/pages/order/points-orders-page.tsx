import { Link } from 'react-router';
import { formatDate } from '../../../shared/domain';
import { AsyncView, DataTable, Pager, useAsync } from '../../../shared/ui';
import { usePageParam } from '../../lib/page-param';
import { MemberPage } from '../../lib/member-shell';
import { pointsApi } from '../../../shared/api/resources/points';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** /jfdd (积分订单): the gifts exchanged for points in the points mall (/jfsc), paged. */
export default function PointsOrdersPage() {
  return (
    <MemberPage crumbs={[{ label: '积分订单' }]}>
      <PointsOrders />
    </MemberPage>
  );
}

function PointsOrders() {
  const [page, goTo] = usePageParam('/jfdd');
  const list = useAsync(() => pointsApi.pointsOrders({ page }), [page]);

  const body = (
    <AsyncView
      state={list}
      loadingText="正在加载积分订单…"
      errorText="积分订单加载失败"
      emptyText="暂无积分订单"
      emptyAction={
        <Link to="/jfsc" className="yp-btn yp-btn--primary">
          去积分商城
        </Link>
      }
    >
      {(data) => (
        <>
          <DataTable
            caption="积分订单列表"
            busy={list.status === 'loading'}
            rows={data.data}
            rowKey={(order) => order.id}
            columns={[
              { heading: '订单编号', kind: 'title', cell: (order) => order.order_no },
              { heading: '礼品', cell: (order) => order.gift_name },
              { heading: '数量', kind: 'num', cell: (order) => order.number },
              { heading: '消耗积分', kind: 'num', className: 'yp-money', cell: (order) => order.points },
              {
                heading: '收货信息',
                cell: (order) => (
                  <>
                    {order.consignee} {order.phone}
                    <small className="yp-table__sub">{order.address}</small>
                  </>
                ),
              },
              { heading: '兑换时间', cell: (order) => formatDate(order.created_at, true) },
              { heading: '状态', cell: (order) => order.status_text },
            ]}
          />
          <Pager of={data} onChange={goTo} />
        </>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel id="points-title" title="积分订单">
      {body}
    </MemberPanel>
  );
}
