import { type CuentasDemoResponse, cuentasDemoResponse, paths } from '@mostrador/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../lib/api';

type Accounts = CuentasDemoResponse['Cuentas'];

/**
 * The demo accounts, under the login form, only when the server says its demo data is seeded
 * (GET TerceroApi/CuentasDemo): the bundle holds no account and no password.
 */
export function DemoAccounts() {
  const { t } = useTranslation('auth');
  const [accounts, setAccounts] = useState<Accounts>([]);
  useEffect(() => {
    let live = true;
    void getJson(paths.cuentasDemo, {}, cuentasDemoResponse).then((answer) => {
      if (live && answer.status && answer.data.Demo) setAccounts(answer.data.Cuentas);
    });
    return () => {
      live = false;
    };
  }, []);
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
