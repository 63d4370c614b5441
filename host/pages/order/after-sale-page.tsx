import { useState } from 'react';
import { Link } from 'react-router';
import { getBus } from '../../../shared/bus';
import type { AfterSaleDetail } from '../../../shared/contract/order';
import { formatDate, formatYuan } from '../../../shared/domain';
import { LoadFailed, Loading, Timeline, useAsync, useConfirm } from '../../../shared/ui';
import { ReturnDocument } from './return-document';
import { IdRoutePage } from './id-route-page';
import { afterSaleApi } from '../../../shared/api/resources/after-sale';

/**
 * /order/afterSalesInfo/{id} (售后详情): status, what happened when, the
 * lines and amounts, 撤销申请 while the server allows it, and the sales
 * return once one was written.
 */
export default function AfterSalePage() {
  return (
    <IdRoutePage crumbs={[{ label: '售后', to: '/order?status=6' }, { label: '售后详情' }]} missing="售后申请不存在">
      {(id) => <AfterSale id={id} />}
    </IdRoutePage>
  );
}

function AfterSale({ id }: { id: number }) {
  const state = useAsync(() => afterSaleApi.afterSaleDetail({ id }, { silent: true }), [id]);
  const [override, setOverride] = useState<AfterSaleDetail | null>(null);
  const { confirm, confirmElement } = useConfirm();
  const [busy, setBusy] = useState(false);

  if (state.status === 'loading' && !state.data) return <Loading text="正在加载售后详情…" />;
  if (!state.data) {
    return <LoadFailed text="售后详情加载失败，或该申请不存在" onRetry={state.reload} />;
  }
  const detail = override ?? state.data;

  const withdraw = async () => {
    if (!(await confirm({ title: '撤销申请', message: '确定撤销这个售后申请吗？撤销后可重新申请。' }))) return;
    setBusy(true);
    try {
      setOverride(await afterSaleApi.afterSaleCancel({ id: detail.id }));
      getBus().emit('ui:toast', { message: '售后申请已撤销', kind: 'success' });
    } catch {
      // The API client showed the message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ReturnDocument
        id="after-sale-title"
        title="售后详情"
        number={`售后单号：${detail.after_sale_no}`}
        status={{
          text: detail.status_text,
          className: `yp-summary__status--a${detail.status}`,
          note: detail.review_note ? <p className="yp-summary__note">审核说明：{detail.review_note}</p> : null,
        }}
        actions={
          <>
            {detail.can_cancel === 1 ? (
              <button type="button" className="yp-btn" disabled={busy} onClick={() => void withdraw()}>
                撤销申请
              </button>
            ) : null}
            {detail.sales_return_id ? (
              <Link to={`/order/salesReturnInfo/${detail.sales_return_id}`} className="yp-btn yp-btn--primary">
                查看退货单
              </Link>
            ) : null}
            <Link to={`/order/info/${detail.order_id}`} className="yp-btn">
              查看订单
            </Link>
          </>
        }
        facts={[
          { label: '订单编号', value: <Link to={`/order/info/${detail.order_id}`}>{detail.order_no}</Link> },
          { label: '售后类型', value: detail.type_text },
          { label: '退货原因', value: detail.reason },
          { label: '申请时间', value: formatDate(detail.created_at, true) },
          { label: '退款金额', value: formatYuan(detail.amount), money: true },
          detail.description ? { label: '问题描述', value: detail.description, wide: true } : null,
        ]}
        items={detail.items}
        total={detail.amount}
      >
        <h2 className="yp-orders__h2">售后进度</h2>
        <Timeline entries={[...detail.history].sort((a, b) => b.at - a.at)} />
      </ReturnDocument>
      {confirmElement}
    </>
  );
}
