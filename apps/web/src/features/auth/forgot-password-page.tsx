import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import { useUniqueId } from '../../lib/use-unique-id';
import { PasswordCard } from './password-card';
import { useForgotPassword } from './use-forgot-password';

/** /forgot-password: asks for a link to set a new password, mailed to the account's e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const { sent, busy, problem, submit } = useForgotPassword();
  const [name, setName] = useState('');
  const fieldId = useUniqueId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(name);
  };
  return (
    <PasswordCard heading={t('forgot.heading')}>
      {sent ? (
        <div className="alert alert-success" role="status" data-testid="forgot-sent">
          {t('forgot.sent')}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="forgot-form">
          <p className="text-body-secondary">{t('forgot.intro')}</p>
          {problem && (
            <div className="alert alert-danger py-2" role="alert">
              {t(`forgot.error.${problem}`)}
            </div>
          )}
          <FormField
            className="mb-3"
            id={fieldId}
            label={t('forgot.field')}
            name="usuario"
            autoComplete="username"
            invalid={problem === 'missing'}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
      <p className="mt-3 mb-0 text-center">
        <Link to="/login-page">{t('forgot.back')}</Link>
      </p>
    </PasswordCard>
  );
}
