import type { HTMLAttributes, ReactNode } from 'react';
import { Fragment } from 'react';
import { TableScroll } from './table-scroll';
import { useStyles } from './use-styles';
import css from './table.css?inline';

/**
 * How a column's cells sit, in the table and on a phone's card:
 * - `text` (the default): labelled by the heading on the card;
 * - `num`: figures, right-aligned in the table;
 * - `title`: the row's header (goods name, order number): the card's heading, unlabelled;
 * - `media`: a picture beside the title, unlabelled;
 * - `stack`: a control or long text (an input, a file, a note) under its label at the card's full width;
 * - `action`: buttons and links, unlabelled, at the card's foot.
 */
export type DataColumnKind = 'text' | 'num' | 'title' | 'media' | 'stack' | 'action';

export interface DataColumn<Row> {
  /** The heading in the table's head, and the cell's label on a phone's card. */
  heading: string;
  /** The heading is for screen readers only (an actions column). */
  headingHidden?: boolean;
  /** What the table's head shows instead of the heading (a select-all checkbox); the heading still labels the card. */
  headingContent?: ReactNode;
  kind?: DataColumnKind;
  /** A column's own class, on its heading and each cell (widths, colours). */
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
}

export interface DataTableProps<Row> {
  /** What the table holds, in Chinese: the caption screen readers read and the scroll region's name. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a row's <tr> (data-*, a class for a state). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  /** Rows of one group (the parts of a 套餐) follow a heading row naming it; undefined for a row in no group. */
  groupOf?: (row: Row) => string | undefined;
  /** The whole table's part name in a widget's shadow root. */
  part?: string;
  className?: string;
  busy?: boolean;
  /** A summing row under the lines: its label (合计) across all but the last column, the figure in the last. */
  sum?: { label: string; value: ReactNode };
}

const KIND_CLASS: Record<DataColumnKind, string> = {
  text: '',
  num: 'yp-table__num',
  title: 'yp-table__title',
  media: 'yp-table__media',
  stack: 'yp-table__stack',
  action: 'yp-table__action',
};

/** The classes of a column's heading and cells. */
export function columnClass(kind: DataColumnKind = 'text', own?: string): string | undefined {
  return [KIND_CLASS[kind], own].filter(Boolean).join(' ') || undefined;
}

/** Whether a column's cells carry their heading as a label on a phone's card. */
function labelled(kind: DataColumnKind = 'text'): boolean {
  return kind === 'text' || kind === 'num' || kind === 'stack';
}

/**
 * The one data table (issue 28's kit): a plain table on a wide screen, in
 * its own sideways-scrolling box between 768 and 1239 px, and below 768 px
 * each row a card with every cell labelled by its column's heading (the
 * `data-label` the stylesheet writes before the cell). CSS only, so the
 * server's markup is the client's at every width.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowProps, groupOf, part, className, busy, sum }: DataTableProps<Row>) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="yp-table-box">
      <TableScroll label={caption}>
        <table className={className ? `yp-table ${className}` : 'yp-table'} part={part} aria-busy={busy || undefined}>
          <caption className="yp-sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={i} scope="col" className={columnClass(column.kind, column.className)}>
                  {column.headingContent ?? (column.headingHidden ? <span className="yp-sr-only">{column.heading}</span> : column.heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const group = groupOf?.(row);
              const startsGroup = group !== undefined && (index === 0 || groupOf?.(rows[index - 1]!) !== group);
              return (
                <Fragment key={rowKey(row)}>
                  {startsGroup ? (
                    <tr className="yp-table__group">
                      <th scope="rowgroup" colSpan={columns.length}>
                        {group}
                      </th>
                    </tr>
                  ) : null}
                  <tr {...rowProps?.(row)}>
                    {columns.map((column, i) =>
                      // The title cell names its row for screen readers (a row header); the others carry their heading for the card.
                      column.kind === 'title' ? (
                        <th key={i} scope="row" className={columnClass(column.kind, column.className)}>
                          {column.cell(row, index)}
                        </th>
                      ) : (
                        <td key={i} className={columnClass(column.kind, column.className)} data-label={labelled(column.kind) ? column.heading : undefined}>
                          {column.cell(row, index)}
                        </td>
                      ),
                    )}
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
          {sum ? (
            <tfoot>
              <tr className="yp-table__sum">
                <th scope="row" colSpan={columns.length - 1}>
                  {sum.label}
                </th>
                <td className="yp-table__num">{sum.value}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
    </div>
  );
}
