import type { ChangeEvent } from 'react';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  min?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function TextField({ name, label, value, onChange, error, hint, type = 'text', multiline, ...rest }: TextFieldProps) {
  const id = `field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': rest.required || undefined,
    autoComplete: rest.autoComplete,
    maxLength: rest.maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {rest.required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} min={rest.min} {...common} />}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
