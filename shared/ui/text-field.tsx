import { useId } from 'react';
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
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
}

/** A stacked Field holding one text input or textarea, wired to its message (aria-invalid, aria-describedby). */
export function TextField({ label, name, value, onChange, error, required = false, multiline = false, max, placeholder, inputMode }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    className: 'yp-input',
    maxLength: max,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <Field id={id} label={label} error={error} required={required} stacked>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
