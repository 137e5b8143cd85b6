import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The foot of a table of lines to order (quick order, reorder): `before` and `after` the button that puts the
 * chosen lines in the cart, then a polite live region with the table's `status` and, once lines were added,
 * `added` (how many) with the way to the cart.
 */
export function AddToCartBar({
  label,
  disabled,
  onAdd,
  testId,
  before,
  after,
  status,
  statusTestId,
  added,
  viewCartLabel,
}: {
  label: string;
  disabled: boolean;
  onAdd: () => void;
  testId: string;
  before?: ReactNode;
  after?: ReactNode;
  status?: ReactNode;
  statusTestId?: string;
  /** What the last add did ("3 rows added to the cart."), or null before any. */
  added: string | null;
  viewCartLabel: string;
}) {
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center">
      {before}
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled}
        onClick={onAdd}
        data-testid={testId}
      >
        {label}
      </button>
      {after}
      <div className="small" aria-live="polite" data-testid={statusTestId}>
        {status}
        {added !== null && (
          <span className={status === undefined ? 'text-success-emphasis' : 'ms-2 text-success-emphasis'}>
            {added} <Link to="/cart">{viewCartLabel}</Link>
          </span>
        )}
      </div>
    </div>
  );
}
