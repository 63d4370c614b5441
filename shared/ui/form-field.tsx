import type { ReactNode } from 'react';
import { useStyles } from './use-styles';
import css from './form-field.css?inline';

/** One labelled row of a form (registration, forgot password, 资质证件), with its 422 message under the control. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: ReactNode; children: ReactNode }) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="ys-onb-field">
      <label htmlFor={id}>{label}</label>
      <div className="ys-onb-field__control">
        {children}
        {hint ? <p className="ys-onb-field__hint">{hint}</p> : null}
        <FormError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}

/**
 * A field's or a form's message (422 or a check before sending), announced
 * when it appears; nothing when there is none. `id` lets the control point
 * at it with aria-describedby.
 */
export function FormError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="ys-field-error" role="alert">
      {message}
    </p>
  );
}
