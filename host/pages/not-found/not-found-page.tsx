import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { HOME_ACTION, StatusPanel } from '../../lib/status-panel';

/** A 404 drawing: the number on a pill bottle label, in the brand colour. */
function NotFoundArt() {
  return (
    <>
      <rect x="78" y="22" width="104" height="30" rx="6" fill="var(--_yp-brand)" />
      <rect x="70" y="48" width="120" height="134" rx="14" fill="var(--_yp-brand-soft)" stroke="var(--_yp-brand-line)" strokeWidth="2" />
      <rect x="84" y="86" width="92" height="58" rx="4" fill="#fff" stroke="var(--_yp-brand-line)" />
      <text x="130" y="127" textAnchor="middle" fontSize="34" fontWeight="700" fontFamily="Arial, sans-serif" fill="var(--_yp-brand)">
        404
      </text>
      <g transform="rotate(-30 214 80)">
        <rect x="196" y="70" width="40" height="18" rx="9" fill="#fff" stroke="var(--_yp-brand-line)" strokeWidth="2" />
        <path d="M216 70h11a9 9 0 0 1 0 18h-11z" fill="var(--_yp-brand)" />
      </g>
      <circle cx="44" cy="70" r="6" fill="var(--_yp-brand-line)" />
      <circle cx="30" cy="110" r="3" fill="var(--_yp-brand-line)" />
    </>
  );
}

/** True when this site has a previous page in the tab's history (react-router numbers its entries). */
function hasPreviousEntry(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

const noSubscription = () => () => undefined;

export default function NotFoundPage() {
  const navigate = useNavigate();
  // The server has no history: false there and while hydrating, the tab's own answer right after.
  const canGoBack = useSyncExternalStore(noSubscription, hasPreviousEntry, () => false);
  return (
    <StatusPanel
      art={<NotFoundArt />}
      title="页面不存在"
      text="抱歉，您访问的页面不存在或已被移除。请检查网址是否正确，或返回首页继续采购。"
      actions={
        <>
          {HOME_ACTION}
          {canGoBack ? (
            <button type="button" className="yp-btn" onClick={() => void navigate(-1)}>
              返回上一页
            </button>
          ) : null}
        </>
      }
    />
  );
}
