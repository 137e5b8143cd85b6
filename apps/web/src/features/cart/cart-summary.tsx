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
  return (
    <dl className="row mb-0 cart-totals">
      <dt className="col-7 fw-normal">{t('subtotal')}</dt>
      <dd className="col-5 text-end mb-1" data-testid="cart-subtotal">
        {format(summary.subtotal)}
      </dd>
      <dt className="col-7 fw-normal">
        {summary.taxPercent === null ? t('taxMixed') : t('tax', { rate: summary.taxPercent })}
      </dt>
      <dd className="col-5 text-end mb-1" data-testid="cart-tax">
        {format(summary.tax)}
      </dd>
      <dt className="col-7 fs-5 border-top pt-2">{t('total')}</dt>
      <dd className="col-5 text-end fs-5 fw-bold border-top pt-2 mb-0" data-testid="cart-total">
        {format(summary.total)}
      </dd>
      {converted && (
        // Another currency is for reading: the order is placed and invoiced in the shop's own.
        <dd className="col-12 text-end small text-body-secondary mt-1 mb-0" data-testid="cart-invoiced">
          {t('invoicedIn', { total: formatInvoiced(invoiced.total) })}
        </dd>
      )}
    </dl>
  );
}
