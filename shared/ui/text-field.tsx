import { useId, type ReactNode } from 'react';
import { Field } from './form-field';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** A four-line textarea instead of one line. */
  multiline?: boolean;
  max?: number;
  placeholder?: string | undefined;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  /** `password` for a secret; text by default. */
  type?: 'text' | 'password';
  autoComplete?: string;
  hint?: ReactNode;
  /** The label above the input (default) or beside it (registration, forgot password). */
  stacked?: boolean;
  /** What sits beside the input in its row (获取验证码). */
  addon?: ReactNode;
}

/** A Field holding one text input or textarea, wired to its message (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const {
    label,
    name,
    value,
    onChange,
    error,
    required = false,
    multiline = false,
    max,
    placeholder,
    inputMode,
    type,
    autoComplete,
    hint,
    stacked = true,
    addon,
  } = props;
  const id = useId();
  const common = {
    id,
    name,
    value,
    className: 'yp-input',
    maxLength: max,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const input = multiline ? (
    <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
  );
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} stacked={stacked}>
      {addon ? (
        <div className="yp-onb-code">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
