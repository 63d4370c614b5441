import { StatusPanel } from '../../lib/status-panel';

/** A gift box with a closed tag: the activity is over or never existed. */
function NoActivityArt() {
  return (
    <>
      <rect x="70" y="82" width="120" height="98" rx="6" fill="var(--_yp-brand-soft)" stroke="var(--_yp-brand-line)" strokeWidth="2" />
      <rect x="62" y="62" width="136" height="28" rx="5" fill="var(--_yp-brand)" />
      <rect x="122" y="62" width="16" height="118" fill="var(--_yp-brand-line)" />
      <path d="M130 62c-10-22-34-26-36-12-2 12 22 12 36 12zM130 62c10-22 34-26 36-12 2 12-22 12-36 12z" fill="none" stroke="var(--_yp-brand)" strokeWidth="4" />
      <rect x="150" y="116" width="72" height="30" rx="4" fill="#fff" stroke="var(--_yp-border-strong)" />
      <text x="186" y="136" textAnchor="middle" fontSize="14" fill="var(--_yp-text-3)">
        已结束
      </text>
    </>
  );
}

export default function NoActivityPage() {
  return <StatusPanel art={<NoActivityArt />} title="活动不存在" text="该活动不存在或已经结束，去首页看看正在进行的活动吧。" />;
}
