import type { FormEvent, ReactNode } from 'react';
import { FormField, type useTextField } from '../../components/ui/form-field';
import { useUniqueId } from '../../lib/use-unique-id';

interface AuthFieldProps extends ReturnType<typeof useTextField> {
  label: string;
  /** What the browser may fill in; a password's (`current-password`, `new-password`) makes it a password field. */
  autoComplete: 'username' | 'current-password' | 'new-password';
  invalid: boolean;
}

/** A required input of the auth forms, its label above it. */
export function AuthField(props: AuthFieldProps) {
  const id = useUniqueId();
  const type = props.autoComplete === 'username' ? undefined : 'password';
  return <FormField className="mb-3" id={id} {...props} {...(type ? { type } : {})} required />;
}

interface AuthFormProps {
  /** Names the form's and the error's test ids (`login-form`, `login-error`). */
  name: 'login' | 'reset' | 'forgot';
  /** What the form says above its fields. */
  intro?: ReactNode;
  /** Why the last try was refused, which the form is described by. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit(): void;
  /** The fields. */
  children: ReactNode;
  /** What stands under the submit button (links). */
  footer?: ReactNode;
}

/** The frame of the login and password forms: intro, the refusal, the fields and a wide submit button. */
export function AuthForm({
  name,
  intro,
  error,
  busy,
  submitLabel,
  onSubmit,
  children,
  footer,
}: AuthFormProps) {
  const errorId = useUniqueId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-describedby={error ? errorId : undefined}
      data-testid={`${name}-form`}
    >
      {intro}
      {error && (
        <div id={errorId} className="alert alert-danger py-2" role="alert" data-testid={`${name}-error`}>
          {error}
        </div>
      )}
      {children}
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
