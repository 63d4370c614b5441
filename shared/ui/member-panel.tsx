import type { ReactNode } from 'react';

export interface MemberPanelProps {
  /** The title's id, which names the panel (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A line beside the title in small grey type (a count, a hint). */
  sub?: ReactNode;
  /**
   * Buttons or a search beside the title, in the panel's head row. Any value,
   * even null, puts the title in that row (its rule under the row, not the title).
   */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A member page's panel (订单中心, 钱包, 自助服务, 账户中心): its h1 title with
 * an optional grey sub-line, and the head row when the page has actions
 * beside the title. The look is shared/ui/member-pages.css, which the host
 * loads once and <yp-account-centre> adopts.
 */
export function MemberPanel({ id, title, sub, actions, className, children }: MemberPanelProps) {
  const heading = (
    <h1 id={id} className="yp-orders__title">
      {title}
      {sub !== undefined && sub !== null && sub !== false ? <span className="yp-orders__sub">{sub}</span> : null}
    </h1>
  );
  return (
    <section className={className ? `yp-orders__panel ${className}` : 'yp-orders__panel'} aria-labelledby={id}>
      {actions === undefined ? (
        heading
      ) : (
        <div className="yp-orders__panel-head">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
