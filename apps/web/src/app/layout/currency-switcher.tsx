import { CURRENCIES, type CurrencyCode } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { CompactSelect } from '../../components/ui/compact-select';
import { selectCurrency, useCurrency } from '../../lib/currency';
import { useAppDispatch } from '../hooks';

const options = (Object.keys(CURRENCIES) as CurrencyCode[]).map((code) => ({
  value: code,
  text: `${CURRENCIES[code].symbol} ${code}`,
}));

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currency = useCurrency();
  return (
    <CompactSelect
      label={t('header.currency')}
      value={currency.currencyName}
      options={options}
      onChoose={(code) => void dispatch(selectCurrency(code))}
    />
  );
}
