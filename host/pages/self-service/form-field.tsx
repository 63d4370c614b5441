import { useId } from 'react';

/** One labelled text field of the self-service forms, with its error under it (aria-invalid, role alert). */
export function FormField({
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
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  max?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
}) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    className: 'ys-input',
    maxLength: max,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="ys-form__field">
      <label htmlFor={id}>
        {required && <span className="ys-form__required">*</span>}
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <small id={`${id}-error`} className="ys-wallet__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
