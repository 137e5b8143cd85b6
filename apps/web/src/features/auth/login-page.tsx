import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import { AuthField, AuthForm } from './auth-form';
import { selectAuth, sessionIsValid } from './auth-slice';
import { DemoAccounts } from './demo-accounts';
import { type LoginOutcome, useLogin } from './use-login';

export interface LoginPageProps {
  /** /login-register shows a second tab about getting an account. */
  withRegister?: boolean;
}

/**
 * Where to go after login: the page the guard sent the customer from (same site only), else /home. The
 * browser's guard says it in the navigation's state, the server's redirect in `?from=`.
 */
function returnPath(state: unknown, search = ''): string {
  const stated =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  const from = stated ?? new URLSearchParams(search).get('from');
  // (Never back to a login or to /logout: a link could otherwise send a logged-in customer to the logout.)
  if (from?.startsWith('/') && !from.startsWith('//') && !/^\/log(in|out)/.test(from)) return from;
  return '/home';
}

/** What the form says is wrong: the login's refusal (a throttle's wait in seconds, when the server gave it). */
interface LoginError {
  reason: Exclude<LoginOutcome, { ok: true }>['reason'] | 'missing';
  wait?: number | undefined;
}

/** The error's words: a throttle's wait in seconds under a minute, else in whole minutes. */
function errorText(t: TFunction<'auth'>, { reason, wait }: LoginError): string {
  if (reason !== 'throttled' || !wait) return t(`error.${reason}`);
  if (wait < 60) return t('error.throttledSeconds', { count: wait });
  return t('error.throttledMinutes', { count: Math.ceil(wait / 60) });
}

function LoginForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useTextField('usuario');
  const password = useTextField('contrasena');
  const usuario = user.value;
  const contrasena = password.value;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const submit = async () => {
    if (busy) return;
    if (!usuario.trim() || !contrasena) {
      setError({ reason: 'missing' });
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await login(usuario.trim(), contrasena);
    if (!outcome.ok) {
      setBusy(false);
      setError({ reason: outcome.reason, wait: 'wait' in outcome ? outcome.wait : undefined });
      return;
    }
    navigate(returnPath(location.state, location.search), { replace: true });
  };

  const missing = error?.reason === 'missing';
  return (
    <AuthForm
      name="login"
      error={error && errorText(t, error)}
      busy={busy}
      submitLabel={busy ? t('signingIn') : t('signIn')}
      onSubmit={submit}
      footer={
        <>
          <p className="mt-2 mb-0 text-center small">
            <Link to="/forgot-password" data-testid="forgot-link">
              {t('forgot.link')}
            </Link>
          </p>
          <DemoAccounts />
        </>
      }
    >
      <AuthField label={t('user')} autoComplete="username" invalid={missing && !usuario.trim()} {...user} />
      <AuthField
        label={t('password')}
        autoComplete="current-password"
        invalid={missing && !contrasena}
        {...password}
      />
    </AuthForm>
  );
}

/** /login-page and /login-register: the customer's login (and, on the latter, how to get an account). */
export default function LoginPage({ withRegister = false }: LoginPageProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const auth = useSelector(selectAuth);
  const location = useLocation();
  const [tab, setTab] = useState<'login' | 'register'>('login');
  // Only a customer who arrives already logged in is sent on; a fresh login navigates by itself.
  const [arrivedLoggedIn] = useState(() => sessionIsValid(auth));
  if (arrivedLoggedIn) return <Navigate to={returnPath(location.state, location.search)} replace />;

  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-sm-10 col-md-7 col-lg-5">
          <h1 className="h3 mb-2 text-center">{t('heading')}</h1>
          <p className="text-body-secondary text-center mb-4">{t('intro')}</p>
          <div className="card shadow-sm">
            {withRegister && (
              <div className="card-header bg-transparent">
                <div className="nav nav-tabs card-header-tabs" role="tablist">
                  {(['login', 'register'] as const).map((id) => (
                    <button
                      key={id}
                      type="button"
                      role="tab"
                      aria-selected={tab === id}
                      className={`nav-link${tab === id ? ' active' : ''}`}
                      onClick={() => setTab(id)}
                    >
                      {t(`${id}Tab`)}
                    </button>
                  ))}
                </div>
              </div>
            )}
            <div className="card-body p-4" role={withRegister ? 'tabpanel' : undefined}>
              {tab === 'login' ? (
                <LoginForm />
              ) : (
                <div>
                  <p>{t('registerText')}</p>
                  <Link to="/contact" className="btn btn-outline-primary">
                    {t('contactUs')}
                  </Link>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
