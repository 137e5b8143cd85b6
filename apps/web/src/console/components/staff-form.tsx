import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A console form: its fields (`children`), why the last try was refused (`error`, under them) and its submit
 * button (`wide`: as wide as the form). On submit, `onSubmit` runs instead of the browser's.
 */
export function StaffForm({
  error,
  submitLabel,
  wide = false,
  onSubmit,
  children,
}: {
  error: string;
  submitLabel: string;
  wide?: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      {children}
      {error && <Alert tone="danger">{error}</Alert>}
      <button type="submit" className={wide ? 'btn btn-primary w-100' : 'btn btn-primary'}>
        {submitLabel}
      </button>
    </form>
  );
}
