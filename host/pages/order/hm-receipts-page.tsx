import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HmReceipt } from '../../../shared/contract/order';
import { formatDate, formatYuan } from '../../../shared/domain';
import { AsyncView, DataTable, EphedrineTag, Pager, useAsync } from '../../../shared/ui';
import { usePageParam } from '../../lib/page-param';
import { MemberPage } from '../../lib/member-shell';
import { orderApi } from '../../../shared/api/resources/order';
import { MemberPanel } from '../../../shared/ui/member-panel';

/**
 * /hmdd (含麻订单回执): orders with ephedrine-type goods (含麻黄碱类复方制剂),
 * each as a receipt: buyer company, order, lines with approval numbers, the
 * amount and the corporate account that paid. 打印回执 prints that receipt
 * alone (the print stylesheet hides everything else).
 */
export default function HmReceiptsPage() {
  return (
    <MemberPage crumbs={[{ label: '含麻订单回执' }]}>
      <HmReceipts />
    </MemberPage>
  );
}

function HmReceipts() {
  const [page, goTo] = usePageParam('/hmdd');
  const list = useAsync(() => orderApi.hmReceipts({ page }), [page]);
  const [printing, setPrinting] = useState<number | null>(null);

  useEffect(() => {
    if (printing === null) return undefined;
    // Printed after the class is on the page; the flag goes when the dialog closes.
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => {
      document.documentElement.classList.add('yp-printing-receipt');
      window.print();
    }, 0);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      document.documentElement.classList.remove('yp-printing-receipt');
    };
  }, [printing]);

  const body = (
    <AsyncView state={list} loadingText="正在加载含麻订单…" errorText="含麻订单回执加载失败" emptyText="暂无含麻订单">
      {(data) => (
        <>
          <ul className="yp-receipts">
            {data.data.map((receipt) => (
              <Receipt key={receipt.order_id} receipt={receipt} printing={printing === receipt.order_id} onPrint={() => setPrinting(receipt.order_id)} />
            ))}
          </ul>
          <Pager of={data} onChange={goTo} />
        </>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel id="hm-title" title="含麻订单回执" sub="含麻黄碱类复方制剂须对公账户付款，回执可打印留存">
      {body}
    </MemberPanel>
  );
}

function Receipt({ receipt, printing, onPrint }: { receipt: HmReceipt; printing: boolean; onPrint: () => void }) {
  const titleId = `hm-receipt-${receipt.order_id}`;
  const paid = Boolean(receipt.payer_account_name || receipt.payer_account);
  return (
    <li className={printing ? 'yp-receipt yp-receipt--printing' : 'yp-receipt'} aria-labelledby={titleId}>
      <header className="yp-receipt__head">
        <h2 id={titleId}>含麻黄碱类复方制剂购销回执</h2>
        <span className="yp-receipt__status">{receipt.status_text}</span>
      </header>
      <dl className="yp-facts">
        <div>
          <dt>购货单位</dt>
          <dd>{receipt.company}</dd>
        </div>
        <div>
          <dt>订单编号</dt>
          <dd>
            <Link to={`/order/info/${receipt.order_id}`}>{receipt.order_no}</Link>
          </dd>
        </div>
        <div>
          <dt>下单时间</dt>
          <dd>{formatDate(receipt.created_at, true)}</dd>
        </div>
        <div>
          <dt>付款时间</dt>
          <dd>{formatDate(receipt.paid_at, true) || '未付款'}</dd>
        </div>
      </dl>
      <DataTable
        caption="回执商品"
        rows={receipt.items}
        rowKey={(item) => item.id}
        sum={{ label: '订单金额', value: formatYuan(receipt.pay_total) }}
        columns={[
          {
            heading: '商品名称',
            kind: 'title',
            cell: (item) => (
              <>
                {item.name}
                {item.is_ephedrine === 1 ? <EphedrineTag /> : null}
              </>
            ),
          },
          { heading: '规格', cell: (item) => item.ypgg },
          { heading: '生产厂家', cell: (item) => item.sccj },
          { heading: '批准文号', cell: (item) => item.approval },
          { heading: '数量', kind: 'num', cell: (item) => `${item.number}${item.bzdw}` },
          { heading: '金额', kind: 'num', cell: (item) => formatYuan(item.amount) },
        ]}
      />
      <dl className="yp-facts yp-receipt__payer">
        <div>
          <dt>付款单位</dt>
          <dd>{receipt.payer_account_name || '—'}</dd>
        </div>
        <div>
          <dt>开户银行</dt>
          <dd>{receipt.payer_bank || '—'}</dd>
        </div>
        <div>
          <dt>付款账号</dt>
          <dd>{receipt.payer_account || '—'}</dd>
        </div>
        <div>
          <dt>转账流水号</dt>
          <dd>{receipt.receipt_no || '—'}</dd>
        </div>
      </dl>
      <footer className="yp-receipt__foot">
        {paid ? null : <span className="yp-receipt__note">尚未登记对公付款信息</span>}
        <button type="button" className="yp-btn yp-btn--small yp-no-print" onClick={onPrint}>
          打印回执
        </button>
      </footer>
    </li>
  );
}
