import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getBus } from '../../../shared/bus';
import { schemaErrors } from '../../../shared/connected/schema-errors';
import { useFormSubmit } from '../../../shared/connected/use-form-submit';
import { INVOICE_REISSUE_MAX, INVOICE_TYPE_TEXT, type Invoice, type InvoiceType } from '../../../shared/contract/invoice';
import { formatDate, formatYuan } from '../../../shared/domain';
import { AsyncView, DataTable, Dialog, FormError, Pager, TextField, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { routeId } from '../../lib/route-id';
import '../../lib/wallet.css';
import './invoice.css';
import { invoiceApi } from '../../../shared/api/resources/invoice';
import { LinkTabs } from '../../lib/link-tabs';
import { MemberPanel } from '../../../shared/ui/member-panel';

const PATH = '/dzfp';
const TABS = [
  { status: 0, label: '全部' },
  { status: 2, label: '已开具' },
  { status: 1, label: '开具中' },
  { status: 3, label: '已作废' },
] as const;

/**
 * /dzfp 电子发票 (docs/product/routes.md self-service /zzfw/dzfp and the header's e-invoice
 * lookup): the invoices of the buyer's delivered orders, by state, each
 * issued one as a PDF download, and 申请重开 for a wrong title or tax number.
 */
export default function InvoicesPage() {
  return (
    <MemberPage crumbs={[{ label: '自助服务' }, { label: '电子发票' }]}>
      <Invoices />
    </MemberPage>
  );
}

function statusOf(value: string | null): 0 | 1 | 2 | 3 {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : 0;
}

function Invoices() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = routeId(params.get('page')) ?? 1;
  const status = statusOf(params.get('status'));
  const list = useAsync(() => invoiceApi.invoiceList({ page, status }), [page, status]);
  const [reissuing, setReissuing] = useState<Invoice | null>(null);
  const href = (nextStatus: number, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextStatus) query.set('status', String(nextStatus));
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `${PATH}?${text}` : PATH;
  };

  return (
    <MemberPanel id="dzfp-title" title="电子发票">
      <p className="yp-invoices__tip">
        下单时选择开具发票的订单，在确认收货（订单完成）后自动开具电子发票，可下载PDF。抬头或纳税人识别号有误可申请重开，原发票作废，每笔订单最多重开
        {INVOICE_REISSUE_MAX}次。
      </p>
      <LinkTabs label="发票状态" current={status} tabs={TABS.map((tab) => ({ key: tab.status, label: tab.label, to: href(tab.status) }))} />
      <AsyncView state={list} loadingText="正在加载电子发票…" errorText="电子发票加载失败" emptyText="暂无电子发票">
        {(data) => (
          <>
            <DataTable
              caption="电子发票列表"
              className="yp-invoices"
              rows={data.data}
              rowKey={(invoice) => invoice.id}
              rowProps={(invoice) => ({ 'data-invoice': invoice.id })}
              columns={[
                { heading: '发票号码', kind: 'title', className: 'yp-wallet__num', cell: (invoice) => invoice.invoice_no || '—' },
                { heading: '订单号', cell: (invoice) => <Link to={`/order/info/${invoice.order_id}`}>{invoice.order_no}</Link> },
                { heading: '发票类型', cell: (invoice) => invoice.type_text },
                { heading: '发票抬头', cell: (invoice) => invoice.title },
                { heading: '纳税人识别号', className: 'yp-wallet__num', cell: (invoice) => invoice.tax_no || '—' },
                { heading: '价税合计', kind: 'num', cell: (invoice) => formatYuan(invoice.amount) },
                {
                  heading: '状态',
                  cell: (invoice) => <span className={`yp-invoices__state yp-invoices__state--${invoice.status}`}>{invoice.status_text}</span>,
                },
                { heading: '开票时间', cell: (invoice) => (invoice.issued_at ? formatDate(invoice.issued_at, true) : '—') },
                {
                  heading: '操作',
                  kind: 'action',
                  cell: (invoice) => (
                    <span className="yp-invoices__actions">
                      {invoice.pdf_url ? (
                        <a href={invoice.pdf_url} download aria-label={`下载发票 ${invoice.invoice_no} 的PDF`}>
                          下载PDF
                        </a>
                      ) : null}
                      {invoice.reissues_left > 0 ? (
                        <button type="button" className="yp-btn yp-btn--small" onClick={() => setReissuing(invoice)}>
                          申请重开
                        </button>
                      ) : null}
                    </span>
                  ),
                },
              ]}
            />
            <Pager of={data} onChange={(next) => void navigate(href(status, next))} />
          </>
        )}
      </AsyncView>
      {reissuing ? (
        <ReissueDialog
          invoice={reissuing}
          onClose={() => setReissuing(null)}
          onDone={() => {
            setReissuing(null);
            list.reload();
          }}
        />
      ) : null}
    </MemberPanel>
  );
}

const REISSUE_FIELDS = ['type', 'title', 'tax_no'] as const;

function ReissueDialog({ invoice, onClose, onDone }: { invoice: Invoice; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [type, setType] = useState<InvoiceType>(invoice.type);
  const [title, setTitle] = useState(invoice.title);
  const [taxNo, setTaxNo] = useState(invoice.tax_no);
  const { errors, submitting, submit, clear } = useFormSubmit(REISSUE_FIELDS);

  const send = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const input = { id: invoice.id, type, title, tax_no: taxNo };
    // The call's own schema, loaded on the first submit so zod stays out of the page's first load.
    const { invoiceReissueInput } = await import('../../../shared/contract/calls/invoice-reissue-input');
    const result = await submit(schemaErrors(invoiceReissueInput, input, REISSUE_FIELDS), () => invoiceApi.invoiceReissue(input, { silent: true }));
    if (!result.ok) return;
    getBus().emit('ui:toast', { message: '已提交重开申请，新发票开具后可下载', kind: 'success' });
    onDone();
  };

  return (
    <Dialog
      open
      title={`申请重开发票（订单 ${invoice.order_no}）`}
      onClose={onClose}
      width={520}
      footer={
        <div className="yp-exchange__actions">
          <button type="button" className="yp-btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" form={`${id}-form`} className="yp-btn yp-btn--primary" disabled={submitting}>
            {submitting ? '正在提交…' : '提交重开申请'}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} className="yp-form" aria-label="申请重开发票" noValidate onSubmit={(event) => void send(event)}>
        <p className="yp-invoices__tip">
          原发票 {invoice.invoice_no} 将作废；还可重开 {invoice.reissues_left} 次。
        </p>
        <fieldset className="yp-form__field yp-form__types" aria-describedby={errors.type ? `${id}-type-error` : undefined}>
          <legend>发票类型</legend>
          {([1, 2] as const).map((value) => (
            <label key={value} className="yp-invoices__type">
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === value}
                onChange={() => {
                  setType(value);
                  clear('type', 'tax_no');
                }}
              />
              {INVOICE_TYPE_TEXT[value]}
            </label>
          ))}
          {errors.type ? (
            <small id={`${id}-type-error`} className="yp-wallet__error" role="alert">
              {errors.type}
            </small>
          ) : null}
        </fieldset>
        <TextField
          label="发票抬头"
          name="title"
          required
          max={100}
          value={title}
          onChange={(value) => {
            setTitle(value);
            clear('title');
          }}
          error={errors.title}
        />
        <TextField
          label="纳税人识别号"
          name="tax_no"
          required={type === 2}
          max={20}
          placeholder="统一社会信用代码，15、18或20位"
          value={taxNo}
          onChange={(value) => {
            setTaxNo(value);
            clear('tax_no');
          }}
          error={errors.tax_no}
        />
        <FormError message={errors.form} className="yp-wallet__error" />
      </form>
    </Dialog>
  );
}
