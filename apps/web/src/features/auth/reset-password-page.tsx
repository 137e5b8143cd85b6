import { PASSWORD_MIN_LENGTH } from '@mostrador/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import type { PasswordLink } from './api/get-password-link';
import { AuthField, AuthForm } from './auth-form';
import { PasswordCard } from './password-card';
import { type PasswordProblem, useResetPassword } from './use-reset-password';

function NewPasswordForm(props: {
  link: PasswordLink;
  busy: boolean;
  problem: PasswordProblem | null;
  onSubmit(password: string, repeated: string): void;
}) {
  const { t } = useTranslation('auth');
  const password = useTextField('new-password');
  const repeated = useTextField('repeat-password');
  const { link, problem } = props;
  return (
    <AuthForm
      name="reset"
      intro={<p>{t(`reset.intro.${link.purpose}`, { name: link.name, user: link.user })}</p>}
      error={problem && t(`reset.error.${problem}`, { min: PASSWORD_MIN_LENGTH })}
      busy={props.busy}
      submitLabel={t('reset.submit')}
      onSubmit={() => props.onSubmit(password.value, repeated.value)}
    >
      <input type="hidden" name="username" autoComplete="username" value={link.user} />
      <AuthField
        label={t('reset.password', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        invalid={problem === 'short'}
        {...password}
      />
      <AuthField
        label={t('reset.repeat')}
        autoComplete="new-password"
        invalid={problem === 'mismatch'}
        {...repeated}
      />
    </AuthForm>
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
