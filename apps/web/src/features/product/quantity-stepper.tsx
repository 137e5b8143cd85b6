import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../lib/use-unique-id';

/** Quantity from 1 to `max` (the stock): buttons and a typed value, always kept inside the range. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('product');
  const id = useUniqueId();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Math.floor(n)));
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {t('quantity')}
      </label>
      <div className="input-group qty-stepper">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('less')}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="form-control"
          min={1}
          max={Math.max(1, max)}
          value={value}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n) && e.target.value !== '') onChange(clamp(n));
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('more')}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
