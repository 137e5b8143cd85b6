import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthField, AuthForm } from './auth-form';
import { PasswordCard } from './password-card';
import { useForgotPassword } from './use-forgot-password';

/** /forgot-password: asks for a link to set a new password, mailed to the account's e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const { sent, busy, problem, submit } = useForgotPassword();
  const name = useTextField('usuario');
  return (
    <PasswordCard heading={t('forgot.heading')}>
      {sent ? (
        <div className="alert alert-success" role="status" data-testid="forgot-sent">
          {t('forgot.sent')}
        </div>
      ) : (
        <AuthForm
          name="forgot"
          intro={<p className="text-body-secondary">{t('forgot.intro')}</p>}
          error={problem && t(`forgot.error.${problem}`)}
          busy={busy}
          submitLabel={t('forgot.submit')}
          onSubmit={() => void submit(name.value)}
        >
          <AuthField
            label={t('forgot.field')}
            autoComplete="username"
            invalid={problem === 'missing'}
            {...name}
          />
        </AuthForm>
      )}
      <p className="mt-3 mb-0 text-center">
        <Link to="/login-page">{t('forgot.back')}</Link>
      </p>
    </PasswordCard>
  );
}
