import type { ReactNode } from 'react';
import type { AfterSaleDetail } from '../../../shared/contract/order';
import { ReturnItemsTable } from './return-items-table';
import { MemberPanel } from '../../../shared/ui/member-panel';

/** One line of a document's facts: a label and its value; `wide` takes the whole row, `money` sets the amount's figures. */
export interface DocumentFact {
  label: string;
  value: ReactNode;
  wide?: boolean;
  money?: boolean;
}

export interface ReturnDocumentProps {
  /** The heading's id (the panel's accessible name). */
  id: string;
  title: string;
  /** The document's number line beside the title (售后单号：…). */
  number: string;
  /** The status line's text and its colour class (yp-summary__status--a2, --r1 …). */
  status: { text: string; className: string; note?: ReactNode };
  actions: ReactNode;
  /** Facts shown in order; a null one (a blank optional field) is left out. */
  facts: (DocumentFact | null)[];
  /** Between the facts and the goods (售后进度). */
  children?: ReactNode;
  items: AfterSaleDetail['items'];
  total: string;
}

/**
 * A return document of the order area (售后详情, 退货单详情): the title and
 * its number, the status with its actions, the facts, then the returned
 * goods with their total.
 */
export function ReturnDocument({ id, title, number, status, actions, facts, children, items, total }: ReturnDocumentProps) {
  return (
    <MemberPanel id={id} title={title} sub={number}>
      <div className="yp-summary">
        <div>
          <p className={`yp-summary__status ${status.className}`}>{status.text}</p>
          {status.note}
        </div>
        <div className="yp-summary__actions">{actions}</div>
      </div>
      <dl className="yp-facts">
        {facts.map((fact) =>
          fact ? (
            <div key={fact.label} className={fact.wide ? 'yp-facts__wide' : undefined}>
              <dt>{fact.label}</dt>
              <dd className={fact.money ? 'yp-money' : undefined}>{fact.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {children}
      <h2 className="yp-orders__h2">退货商品</h2>
      <ReturnItemsTable items={items} total={total} />
    </MemberPanel>
  );
}
