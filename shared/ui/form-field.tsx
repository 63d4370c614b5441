import type { ReactNode } from 'react';
import { useStyles } from './use-styles';
import css from './form-field.css?inline';
import { FormError } from './form-error';

export interface FieldProps {
  /** The control's id: the label points at it and its message is `${id}-error`. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with a red *, for the eye only: the control says required (or aria-required) itself. */
  required?: boolean;
  /** The label above the control (the self-service, invoice, address and checkout forms) instead of beside it. */
  stacked?: boolean;
  /** The row's class in its form's layout (the pay-password form's stacked rows), instead of the kit's own. */
  className?: string;
  /** Beside the label: the class of the box holding the control and its messages, instead of the kit's own ('' for none). */
  controlClassName?: string;
  children: ReactNode;
}

/**
 * The one labelled row of a form (registration, forgot password, 资质证件,
 * 自助服务, 发票, the account centre's passwords), with its message under the control. Beside its
 * label by default, under it when `stacked`; on a phone always under it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required = false,
  stacked = false,
  className,
  controlClassName = 'yp-onb-field__control',
  children,
}: FieldProps) {
  const ref = useStyles<HTMLDivElement>(css);
  const labelElement = (
    <label htmlFor={id}>
      {required ? (
        <span className="yp-form__required" aria-hidden="true">
          *
        </span>
      ) : null}
      {label}
    </label>
  );
  const below = (
    <>
      {hint ? <p className="yp-onb-field__hint">{hint}</p> : null}
      <FormError id={`${id}-error`} message={error} />
    </>
  );
  if (stacked) {
    return (
      <div ref={ref} className={className ?? 'yp-form__field'}>
        {labelElement}
        {children}
        {below}
      </div>
    );
  }
  return (
    <div ref={ref} className={className ?? 'yp-onb-field'}>
      {labelElement}
      <div className={controlClassName || undefined}>
        {children}
        {below}
      </div>
    </div>
  );
}
