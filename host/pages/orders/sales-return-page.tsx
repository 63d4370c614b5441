import { Link } from 'react-router';
import { formatDate, formatYuan } from '../../../shared/domain';
import { LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { ReturnItemsTable } from './return-items-table';
import { IdRoutePage } from './id-route-page';
import { afterSaleApi } from '../../../shared/api/resources/after-sale';

/** /order/salesReturnInfo/{id} (退货单详情): the sales return written for an accepted application. */
export default function SalesReturnPage() {
  return (
    <IdRoutePage crumbs={[{ label: '售后', to: '/order?status=6' }, { label: '退货单详情' }]} missing="退货单不存在">
      {(id) => <SalesReturn id={id} />}
    </IdRoutePage>
  );
}

function SalesReturn({ id }: { id: number }) {
  const state = useAsync(() => afterSaleApi.salesReturnDetail({ id }, { silent: true }), [id]);
  if (state.status === 'loading' && !state.data) return <Loading text="正在加载退货单…" />;
  const detail = state.data;
  if (!detail) {
    return <LoadFailed text="退货单加载失败，或该退货单不存在" onRetry={state.reload} />;
  }
  return (
    <section className="ys-orders__panel" aria-labelledby="sales-return-title">
      <h1 id="sales-return-title" className="ys-orders__title">
        销售退货单
        <span className="ys-orders__sub">退货单号：{detail.return_no}</span>
      </h1>
      <div className="ys-summary">
        <p className={`ys-summary__status ys-summary__status--r${detail.status}`}>{detail.status_text}</p>
        <div className="ys-summary__actions">
          <Link to={`/order/afterSalesInfo/${detail.after_sale_id}`} className="yp-btn">
            查看售后申请
          </Link>
        </div>
      </div>
      <dl className="ys-facts">
        <div>
          <dt>订单编号</dt>
          <dd>
            <Link to={`/order/info/${detail.order_id}`}>{detail.order_no}</Link>
          </dd>
        </div>
        <div>
          <dt>售后单号</dt>
          <dd>
            <Link to={`/order/afterSalesInfo/${detail.after_sale_id}`}>{detail.after_sale_no}</Link>
          </dd>
        </div>
        <div>
          <dt>退款金额</dt>
          <dd className="ys-money">{formatYuan(detail.refund)}</dd>
        </div>
        <div>
          <dt>退款去向</dt>
          <dd>{detail.refund_to}</dd>
        </div>
        <div>
          <dt>创建时间</dt>
          <dd>{formatDate(detail.created_at, true)}</dd>
        </div>
        <div>
          <dt>退款时间</dt>
          <dd>{formatDate(detail.refunded_at, true) || '—'}</dd>
        </div>
        {detail.return_address ? (
          <div className="ys-facts__wide">
            <dt>退货地址</dt>
            <dd>{detail.return_address}</dd>
          </div>
        ) : null}
      </dl>
      <h2 className="ys-orders__h2">退货商品</h2>
      <ReturnItemsTable items={detail.items} total={detail.refund} />
    </section>
  );
}
