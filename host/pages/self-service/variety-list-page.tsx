import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchVarietyRequests } from '../../../shared/api';
import { formatDate } from '../../../shared/domain';
import { Pager, TableScroll, useAsync } from '../../../shared/ui';
import { MemberShell } from '../shared/member-shell';
import { MemberOnly } from '../shared/member-only';
import { routeId } from '../orders/route-id';
import { ListState } from '../wallet/list-state';
import '../wallet/wallet.css';

/** /zzfw/pzqg (品种求购): the buyer's requests for goods the marketplace does not carry yet, and their answers. */
export default function VarietyListPage() {
  return (
    <MemberOnly>
      <MemberShell crumbs={[{ label: '自助服务' }, { label: '品种求购' }]}>
        <VarietyList />
      </MemberShell>
    </MemberOnly>
  );
}

function VarietyList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = routeId(params.get('page')) ?? 1;
  const list = useAsync(() => fetchVarietyRequests({ page }), [page]);
  return (
    <section className="ys-orders__panel" aria-labelledby="pzqg-title">
      <div className="ys-orders__panel-head">
        <h1 id="pzqg-title" className="ys-orders__title">
          品种求购 <small className="ys-orders__sub">找不到想要的药品？告诉我们，采购部会尽快回复</small>
        </h1>
        <Link to="/zzfw/pzqg/add" className="yp-btn yp-btn--primary">
          新增求购
        </Link>
      </div>
      <ListState list={list} loadingText="正在加载求购记录…" errorText="求购记录加载失败" emptyText="还没有求购记录">
        {(data) => (
          <>
            <TableScroll label="求购记录">
              <table className="ys-table">
                <caption className="ys-wallet__sr">求购记录</caption>
                <thead>
                  <tr>
                    <th scope="col">药品名称</th>
                    <th scope="col">生产厂家</th>
                    <th scope="col">规格</th>
                    <th scope="col">求购数量</th>
                    <th scope="col">期望价格</th>
                    <th scope="col">提交时间</th>
                    <th scope="col">状态</th>
                    <th scope="col">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((request) => (
                    <tr key={request.id}>
                      <td>{request.name}</td>
                      <td>{request.manufacturer || '—'}</td>
                      <td>{request.specification || '—'}</td>
                      <td className="ys-wallet__num">{request.quantity}</td>
                      <td className="ys-wallet__num">{request.expected_price ? `¥${request.expected_price}` : '—'}</td>
                      <td>{formatDate(request.created_at, true)}</td>
                      <td>{request.status_text}</td>
                      <td>
                        <Link to={`/zzfw/pzqg/info?id=${request.id}`} aria-label={`查看 ${request.name}`}>
                          查看
                        </Link>
                      </td>
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
                onChange={(next) => void navigate(next > 1 ? `/zzfw/pzqg?page=${next}` : '/zzfw/pzqg')}
              />
            </div>
          </>
        )}
      </ListState>
    </section>
  );
}
