import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useTextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/document-title';
import { GuestOrderSummary, useGuestOrder } from './guest-order-summary';
import { MailGuestOrders } from './mail-guest-orders';

/** Why a look-up found nothing, in the buyer's words (the server says only "not found", whatever the reason). */
function problemKey(status: number | 'FETCH_ERROR' | 'PARSE_ERROR'): string {
  if (status === 404 || status === 400) return 'lookup.notFound';
  if (status === 429) return 'lookup.tooMany';
  return 'lookup.failed';
}

/** /order-lookup: a guest finds an order again by its number and the e-mail or NIT given with it. */
export default function OrderLookupPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('lookup.title'));
  const number = useTextField();
  const contact = useTextField();
  const { order, error, busy, ask } = useGuestOrder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = { number: number.value.trim(), contact: contact.value.trim() };
    if (asked.number && asked.contact) ask(asked);
  };

  return (
    <div className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-2">{t('lookup.title')}</h1>
      <p className="text-body-secondary">{t('lookup.intro')}</p>
      <form className="row g-3 align-items-end mb-4" onSubmit={submit} data-testid="order-lookup-form">
        <FormField
          id="order-lookup-number"
          className="col-sm-4"
          label={t('lookup.number')}
          placeholder="WEB-12"
          required
          maxLength={20}
          {...number}
        />
        <FormField
          id="order-lookup-contact"
          className="col-sm-5"
          label={t('lookup.contact')}
          required
          maxLength={120}
          {...contact}
        />
        <div className="col-sm-3">
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {t('lookup.find')}
          </button>
        </div>
      </form>
      {error && !busy && (
        <p className="alert alert-warning" role="alert" data-testid="order-lookup-problem">
          {t(problemKey(error.status))}
        </p>
      )}
      {!order && <MailGuestOrders />}
      {order && (
        <>
          <h2 className="h5" data-testid="order-lookup-number">
            {t('lookup.found', { number: order.number })}
          </h2>
          <GuestOrderSummary order={order} />
        </>
      )}
    </div>
  );
}
