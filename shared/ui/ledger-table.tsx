import type { ReactNode } from 'react';
import { formatDate } from '../domain/time';
import { Pager, type PagerProps } from './pager';
import { DataTable, type DataColumn } from './data-table';
import { useStyles } from './use-styles';
import css from './ledger-table.css?inline';

/** One line of a ledger as the table shows it; the page maps its API rows to these. */
export interface LedgerLine {
  id: number;
  /** When it happened, as the API gives it (a timestamp), shown with the time in China. */
  created_at: number | string;
  /** 收入 / 支出, 获得 / 使用 / 过期… */
  type: string;
  /** The change as the API renders it (money with 2 decimals, points whole). */
  change: string | number;
  /** Shown in the income colour with a +; otherwise in the price colour as given. */
  incoming: boolean;
  /** The balance after this line. */
  balance: string | number;
  note: string;
  /** Links to the order, refund or points order the line belongs to; a dash when there are none. */
  links?: ReactNode;
}

export interface LedgerTableProps {
  /** Read by screen readers only (收支明细, 积分明细). */
  caption: string;
  /** The headings of the change, balance and links columns (金额/余额/关联单据, 积分/结余/关联订单). */
  headings: { change: string; balance: string; links: string };
  lines: readonly LedgerLine[];
  pager: PagerProps;
}

/**
 * The one ledger table (余额管理 and 积分管理): time, type, change, balance,
 * note and the linked documents, each line's change coloured by direction,
 * then the pager. Pure display: the page fetches, filters and navigates.
 */
export function LedgerTable({ caption, headings, lines, pager }: LedgerTableProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const columns: DataColumn<LedgerLine>[] = [
    { heading: '时间', cell: (line) => formatDate(line.created_at, true) },
    { heading: '类型', cell: (line) => line.type },
    {
      heading: headings.change,
      kind: 'num',
      cell: (line) => (
        <span className={line.incoming ? 'yp-ledger__in' : 'yp-ledger__out'}>
          {line.incoming ? '+' : ''}
          {line.change}
        </span>
      ),
    },
    { heading: headings.balance, kind: 'num', cell: (line) => line.balance },
    { heading: '说明', cell: (line) => line.note },
    { heading: headings.links, className: 'yp-ledger__links', cell: (line) => line.links || '—' },
  ];
  return (
    <div ref={ref}>
      <DataTable caption={caption} columns={columns} rows={lines} rowKey={(line) => line.id} />
      <div className="yp-ledger__pager">
        <Pager {...pager} />
      </div>
    </div>
  );
}
