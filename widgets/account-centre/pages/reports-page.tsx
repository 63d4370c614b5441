import { useId, useState } from 'react';
import { AsyncView, DataTable, Pager, siteHref, useAsync } from '../../../shared/ui';
import { ACCOUNT_PAGES } from '../account-centre.pages';
import { accountApi } from '../../../shared/api/resources/account';
import { MemberPanel } from '../../../shared/ui/member-panel';

const REPORTS_PATH = ACCOUNT_PAGES.jybg.path;

type Filter = { goods_name: string; sccj: string; batch_no: string };
const FIELDS: { name: keyof Filter; label: string; placeholder: string }[] = [
  { name: 'goods_name', label: '商品名称', placeholder: '如：阿莫西林' },
  { name: 'sccj', label: '生产厂家', placeholder: '如：华北制药' },
  { name: 'batch_no', label: '批号', placeholder: '药盒上的批号' },
];

/**
 * /zhzx/jybg 质检报告 (docs/product/routes.md account centre, docs/product/calls.md GET /api/jybg/filter): the
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

  const body = (
    <AsyncView state={reports} loadingText="正在查询质检报告…" errorText="质检报告加载失败" emptyText="没有找到符合条件的质检报告" emptyIcon="search">
      {(data) => (
        <>
          <DataTable
            caption="质检报告"
            busy={reports.status === 'loading'}
            rows={data.list}
            rowKey={(report) => report.id}
            columns={[
              {
                heading: '商品',
                cell: (report) => (
                  <>
                    {report.goods_name}
                    <small className="yp-table__sub">{report.ypgg}</small>
                  </>
                ),
              },
              { heading: '生产厂家', cell: (report) => report.sccj },
              { heading: '批号', cell: (report) => report.batch_no },
              { heading: '报告编号', cell: (report) => report.report_no },
              { heading: '检验日期', cell: (report) => report.inspected_on },
              {
                heading: '报告',
                kind: 'action',
                cell: (report) => (
                  <a href={report.url} target="_blank" rel="noopener" aria-label={`查看 ${report.goods_name} 批号 ${report.batch_no} 的质检报告`}>
                    {report.format === 'pdf' ? '查看PDF' : '查看图片'}
                  </a>
                ),
              },
            ]}
          />
          <Pager of={data} onChange={(next) => apply(applied, next)} />
        </>
      )}
    </AsyncView>
  );

  return (
    <MemberPanel id="jybg-title" title="质检报告" sub={data ? <>共 {data.total} 份</> : undefined} actions={null}>
      {/* A real GET form to this page, its fields named as the address says them: 查询 before the app has hydrated the
          page (host/hold-taps.ts lets it through), or without script, lands on the reports it asked for. */}
      <form
        className="yp-ac-filter"
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
              className="yp-input"
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
    </MemberPanel>
  );
}
