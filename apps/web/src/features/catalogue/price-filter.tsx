import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { useCurrency } from '../../lib/currency';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';
import { CatalogueForm, fieldOf } from './catalogue-form';

/** Round to cents, for the wire (USD major units). */
function toUsd(amount: number, rate: number): number {
  return Math.round((amount / rate) * 100) / 100;
}
function fromUsd(amount: number | undefined, rate: number): string {
  return amount === undefined ? '' : String(Math.round(amount * rate * 100) / 100);
}

/**
 * A price range typed in the chosen currency; applied (in USD, the address's) with the button. A catalogue
 * form, its fields the address's `min` and `max`: while the shop shows dollars the browser can send it before
 * the app has started and without JavaScript. In another currency the range has to be converted first: the
 * fields wait for the app (disabled until it has started). The fields are not bound to state: what is typed
 * before the start is kept through hydration.
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
  const id = useUniqueId();
  const started = useStarted();
  const form = useRef<HTMLFormElement>(null);
  const parse = (text: string | undefined = '') => {
    const n = Number(text.replace(',', '.'));
    return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? toUsd(n, currencyRate) : undefined;
  };
  return (
    <CatalogueForm
      formRef={form}
      own={{ priceMin: undefined, priceMax: undefined }}
      shows={{ min: fromUsd(min, currencyRate), max: fromUsd(max, currencyRate) }}
      onSubmit={() =>
        onApply({
          priceMin: parse(fieldOf(form, 'min')?.value),
          priceMax: parse(fieldOf(form, 'max')?.value),
        })
      }
    >
      <fieldset className="d-flex flex-column gap-2" disabled={!started && currencyRate !== 1}>
        <div className="d-flex gap-2">
          {(['min', 'max'] as const).map((bound) => (
            <FormField
              key={bound}
              small
              id={`${id}-${bound}`}
              name={bound}
              label={t(bound === 'min' ? 'priceMin' : 'priceMax', { symbol: currencySymbol })}
              inputMode="decimal"
              defaultValue={fromUsd(bound === 'min' ? min : max, currencyRate)}
            />
          ))}
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm">
          {t('applyPrice')}
        </button>
      </fieldset>
    </CatalogueForm>
  );
}
