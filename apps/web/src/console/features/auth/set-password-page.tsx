import { okResponse, staffApiPath } from '@mostrador/contract/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useTextField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { StaffForm } from '../../components/staff-form';
import { ConsoleApiError, callApi } from '../../lib/api';

/** The page of a one-time link: the token is in the address's fragment (never sent to a server in a request line). */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const password = useTextField();
  const [state, setState] = useState<'form' | 'done'>('form');
  const [error, setError] = useState('');
  async function submit() {
    setError('');
    if (password.value.length < 10) return setError(t('password.tooShort'));
    try {
      await callApi(staffApiPath('password'), okResponse, {
        method: 'POST',
        body: { token: window.location.hash.slice(1), password: password.value },
      });
      setState('done');
    } catch (e) {
      setError(
        e instanceof ConsoleApiError && e.status === 410 ? t('password.invalidLink') : t('errors.generic'),
      );
    }
  }
  return (
    <main className="container py-5" style={{ maxWidth: 420 }}>
      <h1 className="h3 mb-4">{t('password.title')}</h1>
      {state === 'done' ? (
        <Alert tone="success">
          {t('password.done')} <a href="/staff/login">{t('login.title')}</a>
        </Alert>
      ) : (
        <StaffForm error={error} submitLabel={t('password.submit')} onSubmit={() => void submit()}>
          <FormField
            id="new-password"
            label={t('password.new')}
            className="mb-3"
            type="password"
            autoComplete="new-password"
            {...password}
          />
        </StaffForm>
      )}
    </main>
  );
}
