import { type StaffMe, staffApiPath, staffDemoResponse, staffMeResponse } from '@mostrador/contract/console';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelect } from '../../language-select';
import { ConsoleApiError, callApi } from '../../lib/api';

type Demo = { user: string; password: string; role: string }[];

export function LoginPage({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ user: '', password: '', code: '' });
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [demo, setDemo] = useState<Demo>([]);
  useEffect(() => {
    callApi(staffApiPath('demo'), staffDemoResponse)
      .then((a) => setDemo(a.accounts))
      .catch(() => setDemo([]));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      const body = {
        user: form.user,
        password: form.password,
        ...(needsCode && form.code ? { code: form.code } : {}),
      };
      const answer = await callApi(staffApiPath('login'), staffMeResponse, { method: 'POST', body });
      onSignedIn(answer.staff);
      navigate('/orders', { replace: true });
    } catch (e) {
      if (e instanceof ConsoleApiError && e.body.codeRequired) {
        setError(needsCode ? t('login.wrongCode') : '');
        setNeedsCode(true);
      } else
        setError(e instanceof ConsoleApiError && e.status === 401 ? t('login.wrong') : t('errors.generic'));
    }
  }

  return (
    <main className="container py-5" style={{ maxWidth: 420 }}>
      <h1 className="h3 mb-4">{t('login.title')}</h1>
      <form onSubmit={submit} noValidate>
        <div className="mb-3">
          <label className="form-label" htmlFor="staff-user">
            {t('login.user')}
          </label>
          <input
            id="staff-user"
            className="form-control"
            autoComplete="username"
            value={form.user}
            onChange={(e) => setForm({ ...form, user: e.target.value })}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="staff-password">
            {t('login.password')}
          </label>
          <input
            id="staff-password"
            type="password"
            className="form-control"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
        </div>
        {needsCode && (
          <div className="mb-3">
            <label className="form-label" htmlFor="staff-code">
              {t('login.code')}
            </label>
            <input
              id="staff-code"
              className="form-control"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.code}
              onChange={(e) => setForm({ ...form, code: e.target.value })}
            />
          </div>
        )}
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary w-100">
          {t('login.submit')}
        </button>
      </form>
      <DemoAndLanguage demo={demo} />
    </main>
  );
}

function DemoAndLanguage({ demo }: { demo: Demo }) {
  const { t } = useTranslation();
  return (
    <>
      {demo.length > 0 && (
        <div className="alert alert-info mt-4" data-testid="staff-demo">
          <strong>{t('login.demo')}</strong>
          {demo.map((d) => (
            <div key={d.user}>
              {d.user} / {d.password} ({t(`roles.${d.role}`)})
            </div>
          ))}
        </div>
      )}
      <LanguageSelect
        id="login-language"
        labelClass="form-label mt-3"
        selectClass="form-select form-select-sm"
      />
    </>
  );
}
