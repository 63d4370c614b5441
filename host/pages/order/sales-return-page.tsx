import { Link } from 'react-router';
import { formatDate, formatYuan } from '../../../shared/domain';
import { LoadFailed, Loading, useAsync } from '../../../shared/ui';
import { ReturnDocument } from './return-document';
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
    <ReturnDocument
      id="sales-return-title"
      title="销售退货单"
      number={`退货单号：${detail.return_no}`}
      status={{ text: detail.status_text, className: `yp-summary__status--r${detail.status}` }}
      actions={
        <Link to={`/order/afterSalesInfo/${detail.after_sale_id}`} className="yp-btn">
          查看售后申请
        </Link>
      }
      facts={[
        { label: '订单编号', value: <Link to={`/order/info/${detail.order_id}`}>{detail.order_no}</Link> },
        { label: '售后单号', value: <Link to={`/order/afterSalesInfo/${detail.after_sale_id}`}>{detail.after_sale_no}</Link> },
        { label: '退款金额', value: formatYuan(detail.refund), money: true },
        { label: '退款去向', value: detail.refund_to },
        { label: '创建时间', value: formatDate(detail.created_at, true) },
        { label: '退款时间', value: formatDate(detail.refunded_at, true) || '—' },
        detail.return_address ? { label: '退货地址', value: detail.return_address, wide: true } : null,
      ]}
      items={detail.items}
      total={detail.refund}
    />
  );
}
