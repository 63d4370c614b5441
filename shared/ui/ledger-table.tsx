import type { ReactNode } from 'react';
import { formatDate } from '../domain/time';
import { Pager, type PagerProps } from './pager';
import { TableScroll } from './table-scroll';
import { useStyles } from './use-styles';
import css from './ledger-table.css?inline';
import tableCss from './table.css?inline';

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
  const ref = useStyles<HTMLDivElement>(tableCss, css);
  return (
    <div ref={ref}>
      <TableScroll label={caption}>
        <table className="ys-table">
          <caption className="yp-sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">类型</th>
              <th scope="col">{headings.change}</th>
              <th scope="col">{headings.balance}</th>
              <th scope="col">说明</th>
              <th scope="col">{headings.links}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>{formatDate(line.created_at, true)}</td>
                <td>{line.type}</td>
                <td className={line.incoming ? 'yp-ledger__in' : 'yp-ledger__out'}>
                  {line.incoming ? '+' : ''}
                  {line.change}
                </td>
                <td className="yp-ledger__num">{line.balance}</td>
                <td>{line.note}</td>
                <td className="yp-ledger__links">{line.links || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="yp-ledger__pager">
        <Pager {...pager} />
      </div>
    </div>
  );
}
