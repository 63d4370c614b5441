import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { yuanToFen } from '../../../shared/domain';
import { AsyncView, LedgerTable, Price, useAsync } from '../../../shared/ui';
import { MemberPage } from '../../lib/member-shell';
import { ledgerSearch, ledgerTimes, rangeProblem, readLedgerFilters, type LedgerFilters } from './ledger-query';
import '../../lib/wallet.css';
import { walletApi } from '../../../shared/api/resources/wallet';
import { MemberPanel } from '../../../shared/ui/member-panel';

const PATH = '/wdqb/yegl';

/** /wdqb/yegl (余额管理): the balance and its ledger, filtered by type and date range, paged; each line links its order or refund. */
export default function BalancePage() {
  return (
    <MemberPage crumbs={[{ label: '我的钱包' }, { label: '余额管理' }]}>
      <Balance />
    </MemberPage>
  );
}

function Balance() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readLedgerFilters(params);
  const wallet = useAsync(() => walletApi.userMoney(), []);
  const list = useAsync(
    () => walletApi.userMoneyLog({ page: filters.page, use_type: filters.type, ...ledgerTimes(filters) }),
    [filters.page, filters.type, filters.start, filters.end],
  );
  const go = (next: LedgerFilters) => void navigate(`${PATH}${ledgerSearch(next)}`);

  return (
    <MemberPanel id="balance-title" title="余额管理">
      <div className="yp-wallet__summary">
        <span>账户余额</span>
        <strong aria-label="账户余额" aria-live="polite">
          {wallet.data ? <Price fen={yuanToFen(wallet.data.balance)} size="lg" /> : wallet.status === 'error' ? '加载失败' : '…'}
        </strong>
        <small>余额可用于支付订单；售后退款原路退回余额。</small>
      </div>
      <LedgerFilterForm key={`${filters.type}-${filters.start}-${filters.end}`} filters={filters} onSearch={go} />
      <AsyncView state={list} loadingText="正在加载收支明细…" errorText="收支明细加载失败" emptyText="所选条件下没有收支记录">
        {(data) => (
          <LedgerTable
            caption="收支明细"
            headings={{ change: '金额', balance: '余额', links: '关联单据' }}
            lines={data.data.map((entry) => ({
              id: entry.id,
              created_at: entry.created_at,
              type: entry.use_type_text,
              change: entry.amount,
              incoming: entry.use_type === 1,
              balance: entry.balance_after,
              note: entry.note,
              links: (entry.after_sale_id > 0 || entry.order_id > 0) && (
                <>
                  {entry.after_sale_id > 0 && <Link to={`/order/afterSalesInfo/${entry.after_sale_id}`}>售后单 {entry.after_sale_no}</Link>}
                  {entry.order_id > 0 && <Link to={`/order/info/${entry.order_id}`}>订单 {entry.order_no}</Link>}
                </>
              ),
            }))}
            pager={{ of: data, onChange: (page) => go({ ...filters, page }) }}
          />
        )}
      </AsyncView>
    </MemberPanel>
  );
}

/** Type and date range; 查询 applies them (from page 1), 重置 clears them. */
function LedgerFilterForm({ filters, onSearch }: { filters: LedgerFilters; onSearch: (next: LedgerFilters) => void }) {
  const [type, setType] = useState(filters.type);
  const [start, setStart] = useState(filters.start);
  const [end, setEnd] = useState(filters.end);
  const problem = rangeProblem(start, end);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onSearch({ page: 1, type, start, end });
  };

  return (
    <form className="yp-wallet__filters" onSubmit={submit} aria-label="筛选收支明细">
      <label>
        类型
        <select className="yp-input" value={type} onChange={(event) => setType(Number(event.target.value) as 0 | 1 | 2)}>
          <option value={0}>全部</option>
          <option value={1}>收入</option>
          <option value={2}>支出</option>
        </select>
      </label>
      <label>
        开始日期
        <input
          className="yp-input"
          type="date"
          value={start}
          onChange={(event) => setStart(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'ledger-range-error' : undefined}
        />
      </label>
      <label>
        结束日期
        <input className="yp-input" type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
      </label>
      <button type="submit" className="yp-btn yp-btn--primary" disabled={Boolean(problem)}>
        查询
      </button>
      <button type="button" className="yp-btn" onClick={() => onSearch({ page: 1, type: 0, start: '', end: '' })}>
        重置
      </button>
      {problem && (
        <p id="ledger-range-error" className="yp-wallet__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
