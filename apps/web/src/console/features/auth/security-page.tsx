import { okResponse, type StaffMe, staffApiPath, totpSetupResponse } from '@mostrador/contract/console';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { FormField } from '../../components/field';
import { callApi } from '../../lib/api';

/** Two-factor sign-in: a QR code (otpauth URI) for an authenticator app, then a first code turns it on. */
export function SecurityPage({ me, onEnabled }: { me: StaffMe; onEnabled: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const start = async () =>
    setSetup(await callApi(staffApiPath('totpSetup'), totpSetupResponse, { method: 'POST' }));
  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await callApi(staffApiPath('totpConfirm'), okResponse, { method: 'POST', body: { code } });
      onEnabled();
    } catch {
      setError(t('security.wrongCode'));
    }
  }
  if (me.totpEnabled) return <Alert tone="success">{t('security.on')}</Alert>;
  return (
    <section style={{ maxWidth: 520 }}>
      <h1 className="h3">{t('security.title')}</h1>
      {me.mustEnrol && <Alert tone="warning">{t('security.required')}</Alert>}
      {!setup ? (
        <button type="button" className="btn btn-primary" onClick={() => void start()}>
          {t('security.start')}
        </button>
      ) : (
        <form onSubmit={confirm}>
          <p>{t('security.scan')}</p>
          <img
            src={toSvgDataURL(generate(setup.uri))}
            alt={t('security.qr')}
            width={200}
            height={200}
            style={{ imageRendering: 'pixelated' }}
          />
          <p className="mt-2">
            {t('security.secret')} <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <FormField
            id="totp-code"
            label={t('login.code')}
            className="mb-2"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && <Alert tone="danger">{error}</Alert>}
          <button type="submit" className="btn btn-primary">
            {t('security.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
