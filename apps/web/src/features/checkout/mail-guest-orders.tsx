import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useTextField } from '../../components/ui/form-field';
import { mailGuestOrders } from './api/mail-guest-orders';

type Sent = 'idle' | 'busy' | 'sent' | 'tooMany' | 'failed';

/** The order-lookup page's second way: the number lost, the guest's orders are mailed to its e-mail. */
export function MailGuestOrders() {
  const { t } = useTranslation('checkout');
  const email = useTextField();
  const [sent, setSent] = useState<Sent>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.value.trim();
    if (!address || sent === 'busy') return;
    setSent('busy');
    const answer = await mailGuestOrders(address);
    if (answer.data) return setSent('sent');
    setSent(answer.error.status === 429 ? 'tooMany' : 'failed');
  };
  return (
    <form className="row g-3 align-items-end mb-4" onSubmit={submit} data-testid="order-lookup-mail-form">
      <p className="col-12 mb-0 text-body-secondary">{t('lookup.mailIntro')}</p>
      <FormField
        id="order-lookup-mail"
        className="col-sm-9"
        label={t('lookup.mailEmail')}
        type="email"
        required
        maxLength={120}
        {...email}
      />
      <div className="col-sm-3">
        <button type="submit" className="btn btn-outline-primary w-100" disabled={sent === 'busy'}>
          {t('lookup.mailSend')}
        </button>
      </div>
      {sent !== 'idle' && sent !== 'busy' && (
        <p
          className={`col-12 alert ${sent === 'sent' ? 'alert-success' : 'alert-warning'} mb-0`}
          role={sent === 'sent' ? 'status' : 'alert'}
          data-testid="order-lookup-mail-answer"
        >
          {t(sent === 'sent' ? 'lookup.mailSent' : `lookup.${sent}`)}
        </p>
      )}
    </form>
  );
}
