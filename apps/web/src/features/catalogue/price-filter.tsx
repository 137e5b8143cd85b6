import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { useCurrency } from '../../lib/currency';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';

/** Round to cents, for the wire (USD major units). */
function toUsd(amount: number, rate: number): number {
  return Math.round((amount / rate) * 100) / 100;
}
function fromUsd(amount: number | undefined, rate: number): string {
  return amount === undefined ? '' : String(Math.round(amount * rate * 100) / 100);
}

/**
 * A price range typed in the chosen currency; applied (in USD, the wire's) with the button. Its submit needs
 * the app (the range is converted from the shown currency): the fields and the button are disabled until it
 * has started.
 */
export function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { currencyRate, currencySymbol } = useCurrency();
  const [from, setFrom] = useState(fromUsd(min, currencyRate));
  const [to, setTo] = useState(fromUsd(max, currencyRate));
  const id = useUniqueId();
  const started = useStarted();
  useEffect(() => {
    setFrom(fromUsd(min, currencyRate));
    setTo(fromUsd(max, currencyRate));
  }, [min, max, currencyRate]);
  const parse = (text: string) => {
    const n = Number(text.replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? toUsd(n, currencyRate) : undefined;
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ priceMin: parse(from), priceMax: parse(to) });
      }}
    >
      <fieldset className="d-flex flex-column gap-2" disabled={!started}>
        <div className="d-flex gap-2">
          <FormField
            small
            id={`${id}-min`}
            label={t('priceMin', { symbol: currencySymbol })}
            inputMode="decimal"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <FormField
            small
            id={`${id}-max`}
            label={t('priceMax', { symbol: currencySymbol })}
            inputMode="decimal"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm">
          {t('applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
