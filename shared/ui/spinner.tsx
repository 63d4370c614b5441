import type { ReactNode } from 'react';
import { zh } from '../text/zh.text';
import { useStyles } from './use-styles';
import css from './spinner.css?inline';

export function Spinner({ size = 16 }: { size?: number }) {
  const ref = useStyles<HTMLSpanElement>(css);
  return <span ref={ref} className="yp-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

export interface LoadingProps {
  /** Defaults to 加载中…. */
  text?: ReactNode;
  inline?: boolean;
}

/** A loading state: a spinner and its text, announced politely. */
export function Loading({ text = zh.ui.loading, inline = false }: LoadingProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className={inline ? 'yp-loading yp-loading--inline' : 'yp-loading'} role="status" aria-live="polite">
      <Spinner />
      <span className="yp-loading__text">{text}</span>
    </div>
  );
}
