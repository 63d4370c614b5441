import type { ReactNode } from 'react';
import './status-panel.css';

interface StatusPanelProps {
  art: ReactNode;
  title: string;
  text: ReactNode;
  actions?: ReactNode;
}

/** The body of a page that says where the buyer is instead of showing content (404, 活动不存在). */
export function StatusPanel({ art, title, text, actions }: StatusPanelProps) {
  return (
    <div className="yp-container">
      <section className="ys-status">
        <div className="ys-status__art" aria-hidden="true">
          {art}
        </div>
        <div className="ys-status__body">
          <h1 className="ys-status__title">{title}</h1>
          <p className="ys-status__text">{text}</p>
          {actions ? <div className="ys-status__actions">{actions}</div> : null}
        </div>
      </section>
    </div>
  );
}
