import { CURRENCIES } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { CompactSelect } from '../../components/ui/compact-select';
import { currencySettings, useCurrency } from '../../lib/currency';
import { useAppDispatch } from '../hooks';

/**
 * The currencies the shop offers (CURRENCIES), in their order; none to choose between: no switcher. What a
 * choice runs (the rates call) is loaded when a buyer first chooses: the first paint does not need it.
 */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currency = useCurrency();
  const { offered } = currencySettings();
  if (offered.length < 2) return null;
  return (
    <CompactSelect
      label={t('header.currency')}
      value={currency.currencyName}
      options={offered.map((code) => ({ value: code, text: `${CURRENCIES[code].symbol} ${code}` }))}
      onChoose={(code) =>
        void import('../../lib/select-currency').then(({ selectCurrency }) => dispatch(selectCurrency(code)))
      }
    />
  );
}
