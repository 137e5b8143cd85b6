import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** The small label of a filter bar. */
  small?: boolean;
  /** A bold label (a card's one field). */
  strong?: boolean;
  /** The wrapper's classes (its column in a form's grid, its margin). */
  className?: string;
}

/** A form control (`children`: a select, a textarea) with its label above it. */
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
