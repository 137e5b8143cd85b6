import type { InputHTMLAttributes } from 'react';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** The small label and input of a filter bar. */
  small?: boolean;
  /** Marks the input invalid (Bootstrap's red border). */
  invalid?: boolean;
};

/** An input with its label above it; `className` is the wrapper's (its column in a form's grid). */
export function FormField({ label, small = false, invalid = false, className, ...input }: FormFieldProps) {
  const inputClass = `form-control${small ? ' form-control-sm' : ''}${invalid ? ' is-invalid' : ''}`;
  return (
    <div className={className}>
      <label htmlFor={input.id} className={small ? 'form-label small mb-1' : 'form-label'}>
        {label}
      </label>
      <input {...input} className={inputClass} />
    </div>
  );
}
