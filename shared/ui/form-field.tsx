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
        {error ? (
          <p id={`${id}-error`} className="ys-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
