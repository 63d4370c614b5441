import { useId, useState } from 'react';
import { Empty, Loading, Pager, siteHref, useAsync } from '../../../shared/ui';
import { ACCOUNT_PAGES } from '../account-centre.pages';
import { accountApi } from '../../../shared/api/resources/account';

const REPORTS_PATH = ACCOUNT_PAGES.jybg.path;

type Filter = { goods_name: string; sccj: string; batch_no: string };
const FIELDS: { name: keyof Filter; label: string; placeholder: string }[] = [
  { name: 'goods_name', label: '商品名称', placeholder: '如：阿莫西林' },
  { name: 'sccj', label: '生产厂家', placeholder: '如：华北制药' },
  { name: 'batch_no', label: '批号', placeholder: '药盒上的批号' },
];

/**
 * /zhzx/jybg 质检报告 (spec §2 account centre, §7 GET /api/jybg/filter): the
 * drug inspection reports by goods name, manufacturer and batch number; each
 * opens as an image or a PDF in a new tab. In the host the filter lives in
 * the address (onSearch navigates), so a search can be shared and the back
 * button returns to it; a standalone element keeps it in its own state.
 */
export function ReportsPage({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const id = useId();
  const params = new URLSearchParams(search);
  const applied: Filter = { goods_name: params.get('goods_name') ?? '', sccj: params.get('sccj') ?? '', batch_no: params.get('batch_no') ?? '' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filter>(applied);
  const reports = useAsync(() => accountApi.inspectionReports({ ...applied, page }), [applied.goods_name, applied.sccj, applied.batch_no, page]);
  const data = reports.data;

  const apply = (filter: Filter, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value.trim()) next.set(key, value.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    const query = next.toString();
    onSearch(query ? `?${query}` : '');
  };

  let body;
  if (reports.status === 'loading' && !data) body = <Loading text="正在查询质检报告…" />;
  else if (reports.status === 'error' && !data)
    body = (
      <Empty
        icon="warning"
        text="质检报告加载失败"
        action={
          <button type="button" className="yp-btn yp-btn--primary" onClick={reports.reload}>
            重新加载
          </button>
        }
      />
    );
  else if (!data || data.list.length === 0) body = <Empty icon="search" text="没有找到符合条件的质检报告" />;
  else
    body = (
      <>
        <table className="ys-ac-table" aria-label="质检报告" aria-busy={reports.status === 'loading'}>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">生产厂家</th>
              <th scope="col">批号</th>
              <th scope="col">报告编号</th>
              <th scope="col">检验日期</th>
              <th scope="col">报告</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((report) => (
              <tr key={report.id}>
                <td>
                  {report.goods_name}
                  <br />
                  <small className="ys-ac-note">{report.ypgg}</small>
                </td>
                <td>{report.sccj}</td>
                <td>{report.batch_no}</td>
                <td>{report.report_no}</td>
                <td>{report.inspected_on}</td>
                <td>
                  <a href={report.url} target="_blank" rel="noopener" aria-label={`查看 ${report.goods_name} 批号 ${report.batch_no} 的质检报告`}>
                    {report.format === 'pdf' ? '查看PDF' : '查看图片'}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager current={data.page} lastPage={Math.max(1, Math.ceil(data.total / data.per_page))} total={data.total} onChange={(next) => apply(applied, next)} />
      </>
    );

  return (
    <section className="ys-orders__panel" aria-labelledby="jybg-title">
      <div className="ys-orders__panel-head">
        <h1 id="jybg-title" className="ys-orders__title">
          质检报告
          {data ? <span className="ys-orders__sub">共 {data.total} 份</span> : null}
        </h1>
      </div>
      {/* A real GET form to this page, its fields named as the address says them: 查询 before the app has hydrated the
          page (host/hold-taps.ts lets it through), or without script, lands on the reports it asked for. */}
      <form
        className="ys-ac-filter"
        role="search"
        action={siteHref(REPORTS_PATH)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        {FIELDS.map((field) => (
          <label key={field.name} htmlFor={`${id}-${field.name}`}>
            {field.label}
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              className="ys-input"
              maxLength={field.name === 'batch_no' ? 40 : 50}
              placeholder={field.placeholder}
              value={draft[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((prev) => ({ ...prev, [field.name]: value }));
              }}
            />
          </label>
        ))}
        <button type="submit" className="yp-btn yp-btn--primary">
          查询
        </button>
        <button
          type="button"
          className="yp-btn"
          onClick={() => {
            const empty = { goods_name: '', sccj: '', batch_no: '' };
            setDraft(empty);
            apply(empty);
          }}
        >
          重置
        </button>
      </form>
      {body}
    </section>
  );
}
