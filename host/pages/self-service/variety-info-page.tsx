import { Link, useSearchParams } from 'react-router';
import { formatDate, formatYuan } from '../../../shared/domain';
import { Empty, LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { isApiError } from '../../../shared/api/errors';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';
import '../../lib/wallet.css';
import { selfServiceApi } from '../../../shared/api/resources/self-service';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** /zzfw/pzqg/info?id= (求购详情): the request as sent, with its photo, and the answer. */
export default function VarietyInfoPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '品种求购', to: '/zzfw/pzqg' }, { label: '求购详情' }]}>
      <VarietyInfo />
    </MemberPage>
  );
}

function VarietyInfo() {
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  const request = useAsync(() => (id === null ? Promise.reject(new Error('no id')) : selfServiceApi.varietyRequest({ id }, { silent: true })), [id]);
  const missing = id === null || (request.status === 'error' && isApiError(request.error) && (request.error.status === 404 || request.error.status === 422));

  let body;
  if (missing) body = <Empty icon="warning" text="求购记录不存在" action={<Link to="/zzfw/pzqg">返回求购列表</Link>} />;
  else if (request.status === 'error') body = <LoadFailed text="求购详情加载失败" onRetry={request.reload} />;
  else if (!request.data) body = <Loading text="正在加载求购详情…" />;
  else {
    const data = request.data;
    body = (
      <>
        <dl className="yp-facts">
          <dt>药品名称</dt>
          <dd>{data.name}</dd>
          <dt>生产厂家</dt>
          <dd>{data.manufacturer || '—'}</dd>
          <dt>规格</dt>
          <dd>{data.specification || '—'}</dd>
          <dt>求购数量</dt>
          <dd>{data.quantity}</dd>
          <dt>期望价格</dt>
          <dd>{data.expected_price ? formatYuan(data.expected_price) : '—'}</dd>
          <dt>提交时间</dt>
          <dd>{formatDate(data.created_at, true)}</dd>
          <dt>备注</dt>
          <dd>{data.remark || '—'}</dd>
          <dt>状态</dt>
          <dd>{data.status_text}</dd>
        </dl>
        {data.photo && (
          <p>
            <img src={data.photo.url} alt={`${data.name} 图片`} className="yp-pzqg__photo" />
          </p>
        )}
        <h2 className="yp-orders__h2">采购部回复</h2>
        {data.status === 2 ? (
          <p className="yp-reply">
            {data.reply}
            <small className="yp-table__sub">{formatDate(data.replied_at, true)}</small>
          </p>
        ) : (
          <p className="yp-coupon__muted">采购部正在核实货源，一般在2个工作日内回复。</p>
        )}
      </>
    );
  }

  return (
    <MemberPanel id="pzqg-info-title" title="求购详情">
      {body}
    </MemberPanel>
  );
}
