import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../lib/use-unique-id';

interface Props {
  quantity: number;
  /** Known stock (the cap), or null when unknown. */
  max: number | null;
  label: string;
  onIncrease: () => void;
  onDecrease: () => void;
  /** A typed quantity, committed on Enter or when the field loses focus. */
  onSet: (quantity: number) => void;
}

/** − [n] + : the buttons step by one; a typed number is set as is (the cart caps it at stock). */
export function QuantityStepper({ quantity, max, label, onIncrease, onDecrease, onSet }: Props) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState(String(quantity));
  const inputId = useUniqueId();
  useEffect(() => setText(String(quantity)), [quantity]);

  const commit = () => {
    const wanted = Number(text);
    if (!Number.isInteger(wanted) || wanted < 1) {
      setText(String(quantity));
      return;
    }
    if (wanted !== quantity) onSet(wanted);
  };

  return (
    <div className="input-group input-group-sm flex-nowrap quantity-stepper">
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onDecrease}
        aria-label={t('decrease', { name: label })}
      >
        −
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {t('quantityOf', { name: label })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={max ?? undefined}
        className="form-control text-center"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onIncrease}
        disabled={max !== null && quantity >= max}
        aria-label={t('increase', { name: label })}
      >
        +
      </button>
    </div>
  );
}
