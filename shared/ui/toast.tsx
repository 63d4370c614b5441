import { useStyles } from './use-styles';
import { Icon } from './icon';
import css from './toast.css?inline';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

/** One short message. Errors are announced at once (role alert); others politely (role status). */
export function Toast({ message, kind }: Omit<ToastItem, 'id'>) {
  return (
    <div className={`yp-toast yp-toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'} aria-live={kind === 'error' ? 'assertive' : 'polite'}>
      <span className="yp-toast__icon">
        <Icon name={kind} />
      </span>
      <span>{message}</span>
    </div>
  );
}

/** The stack of toasts, top centre of the viewport. */
export function ToastStack({ toasts }: { toasts: ToastItem[] }) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="yp-toasts yp-surface">
      {toasts.map((toast) => (
        <Toast key={toast.id} message={toast.message} kind={toast.kind} />
      ))}
    </div>
  );
}
