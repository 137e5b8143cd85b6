import { type StaffMe, staffApiPath, staffDemoResponse, staffMeResponse } from '@mostrador/contract/console';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { StaffForm } from '../../components/staff-form';
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

  /** The form's field `key`: its input's id `staff-<key>`, its label `login.<key>`, its value in `form`. */
  const field = (key: keyof typeof form) => ({
    id: `staff-${key}`,
    label: t(`login.${key}`),
    className: 'mb-3',
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
  });

  async function submit() {
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
      <StaffForm error={error} submitLabel={t('login.submit')} wide onSubmit={() => void submit()}>
        <FormField {...field('user')} autoComplete="username" />
        <FormField {...field('password')} type="password" autoComplete="current-password" />
        {needsCode && <FormField {...field('code')} inputMode="numeric" autoComplete="one-time-code" />}
      </StaffForm>
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
