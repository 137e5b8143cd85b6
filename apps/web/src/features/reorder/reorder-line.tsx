import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EndCell } from '../../components/ui/data-table';
import type { PastOrderLine } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useOptionLabels } from '../../lib/option-labels';
import { orderable, quantityOf } from './use-reorder';

export interface ReorderLineProps {
  line: PastOrderLine;
  index: number;
  chosen: boolean;
  quantity: string;
  /** An invoice's words where they differ from an order's. */
  context: 'invoice' | undefined;
  choose: (index: number, on: boolean) => void;
  typeQuantity: (index: number, typed: string) => void;
}

/** One line of a past order: chosen or not, the price then and now, today's stock, the quantity to add. */
export function ReorderLine({
  line: l,
  index,
  chosen,
  quantity,
  context,
  choose,
  typeQuantity,
}: ReorderLineProps) {
  const { t } = useTranslation('reorder');
  const options = useOptionLabels();
  const can = orderable(l);
  // A line chosen without a quantity it can take says so: it would not be added.
  const noQuantity = can && chosen && quantityOf(l, quantity) === 0;
  const variant = options.variant(l.color, l.size);
  // Two sizes of one product are two lines: their controls are named apart.
  const name = variant ? `${l.name} (${variant})` : l.name;
  return (
    <tr
      data-testid="reorder-line"
      data-product-id={l.productId}
      data-change={l.change ?? ''}
      className={can ? undefined : 'text-body-secondary'}
    >
      <td>
        <input
          id={`reorder-line-${index}`}
          type="checkbox"
          // 24 px, a finger's target (WCAG 2.5.8); the product's name beside it ticks it too.
          className="form-check-input reorder-check"
          checked={can && chosen}
          disabled={!can}
          aria-label={t('chooseLine', { name })}
          onChange={(e) => choose(index, e.target.checked)}
        />
      </td>
      <td>
        <label htmlFor={`reorder-line-${index}`} className="fw-semibold d-block">
          {l.name}
        </label>
        <div className="small text-body-secondary">
          {l.code}
          {variant && <span data-testid="reorder-variant"> · {variant}</span>} ·{' '}
          {t('orderedQuantity', { count: l.quantity, context })}
        </div>
        {l.problem && (
          <div className="small text-danger-emphasis" data-testid="reorder-problem">
            {l.problem === 'elegir_talla' ? (
              <Link to={`/product/${l.productId}`}>{t('problem.elegir_talla')}</Link>
            ) : (
              t(`problem.${l.problem}`, { count: l.stock })
            )}
          </div>
        )}
      </td>
      <Prices line={l} />
      <EndCell label={t('stockNow')}>{l.stock}</EndCell>
      <td style={{ width: 110 }} data-label={t('quantity')}>
        <input
          className={`form-control form-control-sm${noQuantity ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={quantity}
          disabled={!can}
          aria-label={t('quantityOf', { name })}
          aria-invalid={noQuantity || undefined}
          aria-describedby={noQuantity ? `reorder-quantity-${index}` : undefined}
          onChange={(e) => typeQuantity(index, e.target.value)}
        />
        {noQuantity && (
          <div id={`reorder-quantity-${index}`} className="invalid-feedback d-block">
            {t('quantityNeeded')}
          </div>
        )}
      </td>
    </tr>
  );
}

/** The price then and now, with a badge when it went up or down. */
function Prices({ line: l }: { line: PastOrderLine }) {
  const { t } = useTranslation('reorder');
  const format = useFormatMoney();
  return (
    <>
      <td className="text-end text-nowrap" data-label={t('priceThen')}>
        {format(l.priceThen)}
      </td>
      <td className="text-end text-nowrap" data-testid="reorder-price-now" data-label={t('priceNow')}>
        {l.priceNow === null ? '–' : format(l.priceNow)}
        {l.change === 'up' && (
          <span className="badge text-bg-warning ms-2" data-testid="reorder-changed">
            ↑ {t('priceUp')}
          </span>
        )}
        {l.change === 'down' && (
          <span className="badge text-bg-success ms-2" data-testid="reorder-changed">
            ↓ {t('priceDown')}
          </span>
        )}
      </td>
    </>
  );
}
