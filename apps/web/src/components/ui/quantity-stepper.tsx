import { clampToStock } from '@mostrador/domain';
import { useEffect, useRef, useState } from 'react';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';

interface Props {
  value: number;
  /** Known stock (the cap), or null when unknown. 0: nothing to choose, the field is disabled. */
  max: number | null;
  /** The field's name (shown above it, or only to assistive technology with `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  /**
   * When a typed quantity counts. 'typing' (the product page: a preview, nothing is changed): as soon as the
   * field holds a number. 'enter' (the cart: each change is a cart change with its notice): on Enter or when
   * the field loses focus.
   */
  commit: 'typing' | 'enter';
  /**
   * A quantity typed or stepped to, already clamped by the domain's `clampToStock`; `asked.capped` when stock
   * lowered `asked.wanted` (the cart hands the wanted quantity to its reducer, which clamps by the same rule).
   */
  onSet: (quantity: number, asked: { wanted: number; capped: boolean }) => void;
  /** + ; by default `onSet(value + 1)`. */
  onIncrease?: () => void;
  /** − ; by default `onSet(value - 1)` and disabled at 1. Given (the cart's Decrease removes a line at 1), it stays on. */
  onDecrease?: () => void;
  small?: boolean;
}

/** The field's text as a quantity, or null while it holds no number. */
function typed(raw: string): number | null {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * − [n] + : the shop's one quantity stepper; every quantity it gives stays within [1, stock]. Disabled until the
 * app has started (a quantity typed into the server's HTML would be lost by hydration).
 */
export function QuantityStepper({
  value,
  max,
  label,
  hideLabel = false,
  decreaseLabel,
  increaseLabel,
  commit,
  onSet,
  onIncrease,
  onDecrease,
  small = false,
}: Props) {
  const id = useUniqueId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const field = useRef<HTMLInputElement>(null);
  const started = useStarted();
  const none = max !== null && max <= 0;
  const off = none || !started;

  /**
   * Shows `quantity` in the field. Typed over while previewing (0 over 1), the field's state goes from 1 back to
   * 1 in one update, which renders nothing: the field itself is put back too.
   */
  const show = (quantity: number) => {
    setText(String(quantity));
    if (field.current && field.current.value !== String(quantity)) field.current.value = String(quantity);
  };
  /** Clamps and reports `wanted`; the field shows what was kept. */
  const set = (wanted: number) => {
    const { quantity, capped } = clampToStock(wanted, max);
    if (quantity < 1) {
      show(value);
      return;
    }
    show(quantity);
    if (quantity !== value || capped) onSet(quantity, { wanted, capped });
  };
  const commitText = () => {
    const n = typed(text);
    if (n === null) setText(String(value));
    else set(n);
  };

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small mb-1'}>
        {label}
      </label>
      <div className={`input-group flex-nowrap quantity-stepper${small ? ' input-group-sm' : ''}`}>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={decreaseLabel}
          disabled={off || (!onDecrease && value <= 1)}
          onClick={() => (onDecrease ? onDecrease() : set(value - 1))}
        >
          −
        </button>
        <input
          ref={field}
          id={id}
          type="number"
          inputMode="numeric"
          className="form-control text-center"
          min={1}
          max={max ?? undefined}
          disabled={off}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = typed(e.target.value);
            if (commit === 'typing' && n !== null) set(n);
          }}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitText();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={increaseLabel}
          disabled={off || (max !== null && value >= max)}
          onClick={() => (onIncrease ? onIncrease() : set(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
