import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchPointsOrders } from '../../../shared/api';
import { formatDate } from '../../../shared/domain';
import { Empty, Loading, Pager, TableScroll, useAsync } from '../../../shared/ui';
import { MemberOnly } from '../shared/member-only';
import { routeId } from './route-id';
import { MemberShell } from '../shared/member-shell';

/** /jfdd (积分订单): the gifts exchanged for points in the points mall (/jfsc), paged. */
export default function PointsOrdersPage() {
  return (
    <MemberOnly>
      <PointsOrders />
    </MemberOnly>
  );
}

function PointsOrders() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = routeId(params.get('page')) ?? 1;
  const list = useAsync(() => fetchPointsOrders({ page }), [page]);
  const data = list.data;

  let body;
  if (list.status === 'loading' && !data) body = <Loading text="正在加载积分订单…" />;
  else if (list.status === 'error' && !data)
    body = (
      <Empty
        icon="warning"
        text="积分订单加载失败"
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={list.reload}>
            重新加载
          </button>
        }
      />
    );
  else if (!data || data.data.length === 0)
    body = (
      <Empty
        icon="box"
        text="暂无积分订单"
        action={
          <Link to="/jfsc" className="yp-btn yp-btn--primary">
            去积分商城
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <TableScroll label="积分订单列表">
          <table className="ys-table" aria-busy={list.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">订单编号</th>
                <th scope="col">礼品</th>
                <th scope="col">数量</th>
                <th scope="col">消耗积分</th>
                <th scope="col">收货信息</th>
                <th scope="col">兑换时间</th>
                <th scope="col">状态</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((order) => (
                <tr key={order.id}>
                  <td>{order.order_no}</td>
                  <td>{order.gift_name}</td>
                  <td>{order.number}</td>
                  <td className="ys-money">{order.points}</td>
                  <td>
                    {order.consignee} {order.phone}
                    <small className="ys-table__sub">{order.address}</small>
                  </td>
                  <td>{formatDate(order.created_at, true)}</td>
                  <td>{order.status_text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <div className="ys-orders__pager">
          <Pager
            current={data.current_page}
            lastPage={data.last_page}
            total={data.total}
            onChange={(next) => void navigate(next > 1 ? `/jfdd?page=${next}` : '/jfdd')}
          />
        </div>
      </>
    );

  return (
    <MemberShell crumbs={[{ label: '积分订单' }]}>
      <section className="ys-orders__panel" aria-labelledby="points-title">
        <h1 id="points-title" className="ys-orders__title">
          积分订单
        </h1>
        {body}
      </section>
    </MemberShell>
  );
}
