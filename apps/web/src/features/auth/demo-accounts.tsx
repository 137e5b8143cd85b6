import { useTranslation } from 'react-i18next';
import { useGetDemoAccountsQuery } from './api/get-demo-accounts';

/**
 * The demo accounts, under the login form, only when the server says its demo data is seeded
 * (GET TerceroApi/CuentasDemo): the bundle holds no account and no password.
 */
export function DemoAccounts() {
  const { t } = useTranslation('auth');
  const accounts = useGetDemoAccountsQuery().data ?? [];
  const first = accounts[0];
  if (!first) return null;
  const samePassword = accounts.every((a) => a.Contrasena === first.Contrasena);
  return (
    <p className="small text-body-secondary mt-3 mb-0" data-testid="demo-accounts">
      {samePassword
        ? t('demoHint', { accounts: accounts.map((a) => a.Usuario).join(', '), password: first.Contrasena })
        : t('demoHintEach', { accounts: accounts.map((a) => `${a.Usuario} / ${a.Contrasena}`).join(', ') })}
    </p>
  );
}
