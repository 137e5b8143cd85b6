import { SHOP_CURRENCY } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { useCurrency, useFormatAccountMoney, useMoney } from '../../lib/currency';
import { useCartSummary } from './use-cart';

/** Sub-total, tax and total of the cart, in the chosen currency: the sums of the lines as they are shown. */
export function CartTotals() {
  const { t } = useTranslation('cart');
  const { shown, write: format } = useMoney();
  const summary = useCartSummary(shown);
  const invoiced = useCartSummary();
  const formatInvoiced = useFormatAccountMoney();
  const converted = useCurrency().currencyName !== SHOP_CURRENCY;
  // Each amount takes the width it needs beside its label (a long total in euros or pounds is never broken
  // before its symbol); the label gives way.
  return (
    <>
      <dl className="mb-0 cart-totals">
        <div className="d-flex gap-3 mb-1">
          <dt className="fw-normal me-auto">{t('subtotal')}</dt>
          <dd className="mb-0 text-nowrap" data-testid="cart-subtotal">
            {format(summary.subtotal)}
          </dd>
        </div>
        <div className="d-flex gap-3 mb-1">
          <dt className="fw-normal me-auto">
            {summary.taxPercent === null ? t('taxMixed') : t('tax', { rate: summary.taxPercent })}
          </dt>
          <dd className="mb-0 text-nowrap" data-testid="cart-tax">
            {format(summary.tax)}
          </dd>
        </div>
        <div className="d-flex gap-3 fs-5 border-top pt-2">
          <dt className="me-auto">{t('total')}</dt>
          <dd className="fw-bold mb-0 text-nowrap" data-testid="cart-total">
            {format(summary.total)}
          </dd>
        </div>
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
