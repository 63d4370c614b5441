import { Link } from 'react-router';
import { formatDate, formatYuan } from '../../../shared/domain';
import { AsyncView, DataTable, Pager, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { usePageParam } from '../../lib/page-param';
import '../../lib/wallet.css';
import { selfServiceApi } from '../../../shared/api/resources/self-service';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** /zzfw/pzqg (品种求购): the buyer's requests for goods the marketplace does not carry yet, and their answers. */
export default function VarietyListPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '品种求购' }]}>
      <VarietyList />
    </MemberPage>
  );
}

function VarietyList() {
  const [page, goTo] = usePageParam('/zzfw/pzqg');
  const list = useAsync(() => selfServiceApi.varietyRequests({ page }), [page]);
  return (
    <MemberPanel
      id="pzqg-title"
      title="品种求购"
      sub="找不到想要的药品？告诉我们，采购部会尽快回复"
      actions={
        <Link to="/zzfw/pzqg/add" className="yp-btn yp-btn--primary">
          新增求购
        </Link>
      }
    >
      <AsyncView state={list} loadingText="正在加载求购记录…" errorText="求购记录加载失败" emptyText="还没有求购记录">
        {(data) => (
          <>
            <DataTable
              caption="求购记录"
              rows={data.data}
              rowKey={(request) => request.id}
              columns={[
                { heading: '药品名称', kind: 'title', cell: (request) => request.name },
                { heading: '生产厂家', cell: (request) => request.manufacturer || '—' },
                { heading: '规格', cell: (request) => request.specification || '—' },
                { heading: '求购数量', kind: 'num', cell: (request) => request.quantity },
                { heading: '期望价格', kind: 'num', cell: (request) => (request.expected_price ? formatYuan(request.expected_price) : '—') },
                { heading: '提交时间', cell: (request) => formatDate(request.created_at, true) },
                { heading: '状态', cell: (request) => request.status_text },
                {
                  heading: '操作',
                  kind: 'action',
                  cell: (request) => (
                    <Link to={`/zzfw/pzqg/info?id=${request.id}`} aria-label={`查看 ${request.name}`}>
                      查看
                    </Link>
                  ),
                },
              ]}
            />
            <Pager of={data} onChange={goTo} />
          </>
        )}
      </AsyncView>
    </MemberPanel>
  );
}
