import { orderLimits, quickOrderLimits } from '@mostrador/contract';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckedRow } from '../../lib/api';
import { useMoney } from '../../lib/currency';
import { localeOf } from '../../lib/i18n';
import type { TypedRow } from './parse-rows';
import type { EditRow } from './use-row-check';

export interface QuickOrderRowProps {
  row: EditRow;
  index: number;
  result: CheckedRow | undefined;
  /** The other rows (1-based) of the same code, when there are any. */
  repeat: number[] | undefined;
  update: (id: number, patch: Partial<TypedRow>) => void;
  onCodeTyped: (text: string) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onCodeKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  onQuantityKey: (event: KeyboardEvent<HTMLInputElement>) => void;
  remove: () => void;
}

/** One row of the quick order: its code and quantity, and what the server found for it. */
export function QuickOrderRow(props: QuickOrderRowProps) {
  const { row, index, result, repeat, update } = props;
  const { t } = useTranslation('quick-order');
  const { shown, write } = useMoney();
  const problem = result?.problem ?? null;
  return (
    <tr
      data-testid="quick-order-row"
      data-problem={problem ?? (result ? 'ok' : '')}
      className={problem || repeat ? 'table-warning' : undefined}
    >
      <td className="text-body-secondary small">{index + 1}</td>
      <td style={{ minWidth: 150 }} data-label={t('code')}>
        <input
          id={`qo-code-${row.id}`}
          className="form-control form-control-sm"
          value={row.code}
          list="quick-order-suggestions"
          maxLength={quickOrderLimits.maxCell}
          autoComplete="off"
          aria-label={t('codeOfRow', { n: index + 1 })}
          onChange={(e) => {
            update(row.id, { code: e.target.value });
            props.onCodeTyped(e.target.value);
          }}
          onPaste={props.onPaste}
          onKeyDown={props.onCodeKey}
          data-testid="quick-order-code"
        />
      </td>
      <td style={{ width: 110 }} data-label={t('quantity')}>
        <input
          id={`qo-qty-${row.id}`}
          className="form-control form-control-sm"
          value={row.quantity}
          maxLength={quickOrderLimits.maxCell}
          inputMode="numeric"
          aria-label={t('quantityOfRow', { n: index + 1 })}
          onChange={(e) => update(row.id, { quantity: e.target.value })}
          onPaste={props.onPaste}
          onKeyDown={props.onQuantityKey}
          data-testid="quick-order-quantity"
        />
        {result?.quantity != null && String(result.quantity) !== row.quantity.trim() && (
          // "1.000" or "100,000" typed: the number the server read, so that no one orders 100 for 100000.
          <div className="form-text mt-1" data-testid="quick-order-read">
            {t('readAs', { count: result.quantity })}
          </div>
        )}
      </td>
      <td className="small" data-label={t('product')}>
        {result?.product ? <Link to={`/product/${result.product.id}`}>{result.product.name}</Link> : null}
      </td>
      <td className="text-end small" data-testid="quick-order-price" data-label={t('unitPrice')}>
        {result?.unitPrice != null ? write(shown(result.unitPrice)) : null}
      </td>
      <td className="text-end small" data-testid="quick-order-stock" data-label={t('stock')}>
        {result?.stock ?? null}
      </td>
      <td className="small" data-testid="quick-order-status" data-label={t('status')}>
        {result && <RowStatus result={result} />}
        {repeat && (
          <div className="text-warning-emphasis fw-semibold" data-testid="quick-order-repeat">
            {t('repeat', { count: repeat.length, rows: repeat.join(', ') })}
          </div>
        )}
      </td>
      <td>
        <button
          type="button"
          className="btn btn-sm btn-link text-body-secondary"
          aria-label={t('removeRow', { n: index + 1 })}
          onClick={props.remove}
        >
          ×
        </button>
      </td>
    </tr>
  );
}

/** A checked row's state: its problem, or that it can go to the cart. */
function RowStatus({ result }: { result: CheckedRow }) {
  const { t, i18n } = useTranslation('quick-order');
  const problem = result.problem;
  if (!problem) return <span className="text-success-emphasis">{t('ok')}</span>;
  return (
    <span className="text-danger-emphasis">
      {t(`problem.${problem}`, {
        stock: result.stock ?? 0,
        // The order limit written as the language writes numbers ("100 000", "100.000").
        max: new Intl.NumberFormat(localeOf(i18n.language)).format(orderLimits.maxQuantity),
        // None left reads "Out of stock" (its `_zero` form), not "only 0".
        ...(problem === 'sin_existencias' ? { count: result.stock ?? 0 } : {}),
      })}
    </span>
  );
}
