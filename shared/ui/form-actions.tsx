import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** The submit button's label (提交, 保存地址). */
  submit: ReactNode;
  /** While sending: the button is disabled, marked busy and says this instead (正在提交…). */
  busy: boolean;
  busyLabel: ReactNode;
  /** The row's class in its form's layout (yp-site-addr-form__actions, the member pages' row, by default). */
  className?: string;
  /** The submit button's part name in a widget's shadow root. */
  part?: string;
  /** What follows the submit button: 取消, 返回登录. */
  children?: ReactNode;
}

/** The one row of a form's buttons: the primary submit button, busy while the form sends, then the form's other actions. */
export function FormActions({ submit, busy, busyLabel, className = 'yp-site-addr-form__actions', part, children }: FormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="yp-btn yp-btn--primary" part={part} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submit}
      </button>
      {children}
    </div>
  );
}
