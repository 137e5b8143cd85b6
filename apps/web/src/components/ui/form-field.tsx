import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';

interface FieldProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** The compact size of a filter bar and of the console's forms: a small label (and a small input). */
  small?: boolean;
  /** A bold label (a card's one field). */
  strong?: boolean;
  /** The wrapper's classes (its column in a form's grid, its margin). */
  className?: string | undefined;
}

/** A form control (`children`: a select, a textarea, an input of its own) with its label above it. */
export function Field({
  id,
  label,
  small = false,
  strong = false,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={small ? 'form-label small mb-1' : strong ? 'form-label fw-semibold' : 'form-label'}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** An input with its label above it; `invalid` marks it (Bootstrap's red border). */
export function FormField({
  id,
  label,
  small = false,
  invalid = false,
  className,
  ...input
}: FieldProps & { invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} small={small} className={className}>
      <input
        id={id}
        {...input}
        className={`form-control${small ? ' form-control-sm' : ''}${invalid ? ' is-invalid' : ''}`}
      />
    </Field>
  );
}

/** A checkbox with its label beside it; `className` adds to the wrapper's `form-check` (its column, margin). */
export function CheckField({
  id,
  label,
  small = false,
  className,
  ...input
}: Omit<FieldProps, 'strong'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className ? `form-check ${className}` : 'form-check'}>
      <input id={id} type="checkbox" className="form-check-input" {...input} />
      <label className={small ? 'form-check-label small' : 'form-check-label'} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/**
 * An input named by a label that only a screen reader reads (a search box, the newsletter's e-mail), the two
 * side by side, so they sit in an input group or a flex row as they are.
 */
export function HiddenLabelInput({
  id,
  label,
  className = 'form-control',
  inputRef,
  ...input
}: { id: string; label: string; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className={className} ref={inputRef} {...input} />
    </>
  );
}

/** A text input's name (if it has one) and what was typed in it: its `value` and `onChange`, to spread on the input. */
export function useTextField(name?: string) {
  const [value, setValue] = useState('');
  return { name, value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value) };
}
