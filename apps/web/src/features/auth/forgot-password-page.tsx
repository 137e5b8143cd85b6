import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthField, AuthForm } from './auth-form';
import { PasswordCard } from './password-card';
import { useForgotPassword } from './use-forgot-password';

/** /forgot-password: asks for a link to set a new password, mailed to the account's e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const { sent, busy, problem, submit } = useForgotPassword();
  const name = useState('');
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
          onSubmit={() => void submit(name[0])}
        >
          <AuthField
            label={t('forgot.field')}
            name="usuario"
            autoComplete="username"
            invalid={problem === 'missing'}
            state={name}
          />
        </AuthForm>
      )}
      <p className="mt-3 mb-0 text-center">
        <Link to="/login-page">{t('forgot.back')}</Link>
      </p>
    </PasswordCard>
  );
}
