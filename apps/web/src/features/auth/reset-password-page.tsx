import { PASSWORD_MIN_LENGTH } from '@mostrador/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import { useUniqueId } from '../../lib/use-unique-id';
import type { PasswordLink } from './api/get-password-link';
import { PasswordCard } from './password-card';
import { type PasswordProblem, useResetPassword } from './use-reset-password';

function NewPasswordForm(props: {
  link: PasswordLink;
  busy: boolean;
  problem: PasswordProblem | null;
  onSubmit(password: string, repeated: string): void;
}) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const newId = useUniqueId();
  const repeatId = useUniqueId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(password, repeated);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="reset-form">
      <p>{t(`reset.intro.${props.link.purpose}`, { name: props.link.name, user: props.link.user })}</p>
      {props.problem && (
        <div className="alert alert-danger py-2" role="alert">
          {t(`reset.error.${props.problem}`, { min: PASSWORD_MIN_LENGTH })}
        </div>
      )}
      <input type="hidden" name="username" autoComplete="username" value={props.link.user} />
      <FormField
        className="mb-3"
        id={newId}
        label={t('reset.password', { min: PASSWORD_MIN_LENGTH })}
        name="new-password"
        type="password"
        autoComplete="new-password"
        invalid={props.problem === 'short'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <FormField
        className="mb-3"
        id={repeatId}
        label={t('reset.repeat')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        invalid={props.problem === 'mismatch'}
        value={repeated}
        onChange={(e) => setRepeated(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary w-100" disabled={props.busy}>
        {t('reset.submit')}
      </button>
    </form>
  );
}

/** /reset-password#<token>: a single-use link's page (a reset or an invitation) that sets the password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const { state, busy, problem, submit } = useResetPassword();
  return (
    <PasswordCard heading={t('reset.heading')}>
      {state.step === 'checking' && <p className="text-body-secondary">{t('reset.checking')}</p>}
      {state.step === 'invalid' && (
        <div className="alert alert-warning mb-0" role="alert" data-testid="reset-invalid">
          {t('reset.invalid')} <Link to="/forgot-password">{t('reset.askAgain')}</Link>
        </div>
      )}
      {state.step === 'form' && (
        <NewPasswordForm link={state.link} busy={busy} problem={problem} onSubmit={submit} />
      )}
      {state.step === 'done' && (
        <div className="alert alert-success mb-0" role="status" data-testid="reset-done">
          {t('reset.done', { user: state.link.user })} <Link to="/home">{t('reset.toAccount')}</Link>
        </div>
      )}
    </PasswordCard>
  );
}
