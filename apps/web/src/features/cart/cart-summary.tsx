import { useTranslation } from 'react-i18next';
import { currencySettings, useCurrency, useFormatAccountMoney, useMoney } from '../../lib/currency';
import { useCartSummary } from './use-cart';

/** Sub-total, tax and total of the cart, in the chosen currency: the sums of the lines as they are shown. */
export function CartTotals() {
  const { t } = useTranslation('cart');
  const { shown, write: format } = useMoney();
  const summary = useCartSummary(shown);
  const invoiced = useCartSummary();
  const formatInvoiced = useFormatAccountMoney();
  const converted = useCurrency().currencyName !== currencySettings().base;
  return (
    <>
      <dl className="mb-0 cart-totals">
        <Amount label={t('subtotal')} testId="cart-subtotal" rowClass="mb-1" labelClass="fw-normal">
          {format(summary.subtotal)}
        </Amount>
        <Amount
          label={summary.taxPercent === null ? t('taxMixed') : t('tax', { rate: summary.taxPercent })}
          testId="cart-tax"
          rowClass="mb-1"
          labelClass="fw-normal"
        >
          {format(summary.tax)}
        </Amount>
        <Amount label={t('total')} testId="cart-total" rowClass="fs-5 border-top pt-2" amountClass="fw-bold">
          {format(summary.total)}
        </Amount>
      </dl>
      {converted && (
        // Another currency is for reading: the order is placed and invoiced in the shop's own.
        <p className="text-end small text-body-secondary mt-1 mb-0" data-testid="cart-invoiced">
          {t('invoicedIn', { total: formatInvoiced(invoiced.total) })}
        </p>
      )}
    </>
  );
}

/**
 * A label and its amount on one line: the amount takes the width it needs (a long total in euros or pounds is
 * never broken before its symbol); the label gives way.
 */
function Amount({
  label,
  testId,
  rowClass,
  labelClass = '',
  amountClass = '',
  children,
}: {
  label: string;
  testId: string;
  rowClass: string;
  labelClass?: string;
  amountClass?: string;
  children: string;
}) {
  return (
    <div className={`d-flex gap-3 ${rowClass}`}>
      <dt className={`me-auto ${labelClass}`}>{label}</dt>
      <dd className={`mb-0 text-nowrap ${amountClass}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
