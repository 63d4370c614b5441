import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './status-panel.css';

interface StatusPanelProps {
  /** The drawing's shapes, on a 260 × 200 canvas above its shadow. */
  art: ReactNode;
  title: string;
  text: ReactNode;
  /** By default 返回首页. */
  actions?: ReactNode;
}

export const HOME_ACTION = (
  <Link to="/" className="yp-btn yp-btn--primary">
    返回首页
  </Link>
);

/** The body of a page that says where the buyer is instead of showing content (404, 活动不存在). */
export function StatusPanel({ art, title, text, actions = HOME_ACTION }: StatusPanelProps) {
  return (
    <div className="yp-container">
      <section className="yp-status">
        <div className="yp-status__art" aria-hidden="true">
          <svg viewBox="0 0 260 200">
            <ellipse cx="130" cy="184" rx="96" ry="10" fill="#eef2f7" />
            {art}
          </svg>
        </div>
        <div className="yp-status__body">
          <h1 className="yp-status__title">{title}</h1>
          <p className="yp-status__text">{text}</p>
          <div className="yp-status__actions">{actions}</div>
        </div>
      </section>
    </div>
  );
}
