import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@mostrador/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrency, useCurrency } from '../../lib/currency';
import { useAppDispatch } from '../hooks';

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currency = useCurrency();
  const id = useId();
  return (
    <div className="d-flex align-items-center">
      <label htmlFor={id} className="visually-hidden">
        {t('header.currency')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={currency.currencyName}
        onChange={(e) => {
          if (isCurrencyCode(e.target.value)) void dispatch(selectCurrency(e.target.value));
        }}
      >
        {(Object.keys(CURRENCIES) as CurrencyCode[]).map((code) => (
          <option key={code} value={code}>
            {CURRENCIES[code].symbol} {code}
          </option>
        ))}
      </select>
    </div>
  );
}
