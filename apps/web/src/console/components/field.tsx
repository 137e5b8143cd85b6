import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** The compact size of the lists' filters and the customer form: a small label (and a small input). */
  small?: boolean;
  /** The wrapper's classes (its column in a form's grid, its margin). */
  className?: string | undefined;
}

/** A form control (`children`: a select, a textarea, an input of its own) with its label above it. */
export function Field({
  id,
  label,
  small = false,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label className={small ? 'form-label small' : 'form-label'} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A field's words and place, and its input's attributes. */
type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** An input with its label above it. */
export function FormField({ id, label, small = false, className, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} small={small} className={className}>
      <input id={id} className={small ? 'form-control form-control-sm' : 'form-control'} {...input} />
    </Field>
  );
}

/** A checkbox with its label beside it; `className` adds to the wrapper's `form-check` (its column, margin). */
export function CheckField({ id, label, small = false, className, ...input }: InputFieldProps) {
  return (
    <div className={className ? `form-check ${className}` : 'form-check'}>
      <input id={id} type="checkbox" className="form-check-input" {...input} />
      <label className={small ? 'form-check-label small' : 'form-check-label'} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
