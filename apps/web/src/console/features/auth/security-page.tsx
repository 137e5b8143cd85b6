import { okResponse, type StaffMe, staffApiPath, totpSetupResponse } from '@mostrador/contract/console';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useTextField } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { StaffForm } from '../../components/staff-form';
import { callApi } from '../../lib/api';

/** Two-factor sign-in: a QR code (otpauth URI) for an authenticator app, then a first code turns it on. */
export function SecurityPage({ me, onEnabled }: { me: StaffMe; onEnabled: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const code = useTextField();
  const [error, setError] = useState('');
  const start = async () =>
    setSetup(await callApi(staffApiPath('totpSetup'), totpSetupResponse, { method: 'POST' }));
  async function confirm() {
    setError('');
    try {
      await callApi(staffApiPath('totpConfirm'), okResponse, { method: 'POST', body: { code: code.value } });
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
        <StaffForm error={error} submitLabel={t('security.confirm')} onSubmit={() => void confirm()}>
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
          <FormField id="totp-code" label={t('login.code')} className="mb-2" inputMode="numeric" {...code} />
        </StaffForm>
      )}
    </section>
  );
}
