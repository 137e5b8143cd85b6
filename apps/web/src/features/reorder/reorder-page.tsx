import { clampToStock } from '@mostrador/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AddToCartBar } from '../../components/ui/add-to-cart-bar';
import { DataTable } from '../../components/ui/data-table';
import { RetryAlert } from '../../components/ui/retry-alert';
import type { PastOrderLine, SavedProduct } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { noticeText } from '../../lib/notify';
import { useOptionLabels } from '../../lib/option-labels';
import { type ReorderSource, useReorderLinesQuery } from './reorder-api';

export interface ReorderPageProps {
  terceroid: number;
  /** Puts the chosen lines in the cart, each in its colour and size (the app wires the cart in). */
  onAddToCart: (
    items: Array<{ product: SavedProduct; quantity: number; color: string | null; size: string | null }>,
  ) => void;
}

const orderable = (l: PastOrderLine) => l.product !== null && l.stock > 0 && l.problem !== 'elegir_talla';
/** The past order's quantity, within today's stock (0 when none is left). */
const defaultQuantity = (l: PastOrderLine) => clampToStock(l.quantity, l.stock).quantity;

/**
 * What the address names: an order (`/pedidos/:pedidoid/reordenar`) or an invoice
 * (`/facturas/:facturaid/reordenar`); `id` NaN when its number is not one.
 */
function useSource(): { source: ReorderSource; invoice: boolean; id: number } {
  const { pedidoid, facturaid } = useParams();
  if (facturaid !== undefined) {
    const id = Number(facturaid);
    return { source: { facturaid: id }, invoice: true, id };
  }
  const id = Number(pedidoid);
  return { source: { pedidoid: id }, invoice: false, id };
}

/**
 * /pedidos/:pedidoid/reordenar and /facturas/:facturaid/reordenar: a past order's or invoice's lines, what
 * changed since, and the ones to add to the cart.
 */
export default function ReorderPage({ terceroid, onAddToCart }: ReorderPageProps) {
  const { t } = useTranslation('reorder');
  const format = useFormatMoney();
  const options = useOptionLabels();
  const { source, invoice, id } = useSource();
  // An invoice's words where they differ from an order's (`intro_invoice`, ...).
  const context = invoice ? 'invoice' : undefined;
  const back = <Link to={invoice ? '/facturas' : '/pedidos'}>{t('back', { context })}</Link>;
  const query = useReorderLinesQuery({ terceroid, ...source }, { skip: !Number.isInteger(id) });
  const data = query.currentData;
  const number = data?.number ?? '';
  useDocumentTitle(t('title', { number }));
  // By line: a product ordered in two sizes is two lines.
  const [chosen, setChosen] = useState<boolean[]>([]);
  const [quantities, setQuantities] = useState<string[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setChosen(data.lines.map(orderable));
    setQuantities(data.lines.map((l) => String(defaultQuantity(l))));
  }, [data]);

  if (query.isError) {
    return (
      <div className="container py-4">
        <RetryAlert
          message={
            query.error && 'msj' in query.error ? noticeText(query.error.msj) : t('loadFailed', { context })
          }
          retryLabel={t('retry', { ns: 'common' })}
          onRetry={() => void query.refetch()}
        />
        {back}
      </div>
    );
  }
  if (!data) return <div className="container py-4 text-body-secondary">{t('loading')}</div>;

  const quantityOf = (l: PastOrderLine, index: number) => {
    const n = Number(quantities[index]);
    return Number.isInteger(n) && n > 0 ? clampToStock(n, l.stock).quantity : 0;
  };
  const selected = data.lines.flatMap((l, index) =>
    l.product && orderable(l) && chosen[index] && quantityOf(l, index) > 0
      ? [{ product: l.product, quantity: quantityOf(l, index), color: l.color, size: l.size }]
      : [],
  );
  const add = () => {
    if (selected.length === 0) return;
    onAddToCart(selected);
    setAdded(selected.length);
  };

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title', { number })}</h1>
      <p className="text-body-secondary">{t('intro', { context })}</p>
      <DataTable
        testId="reorder-table"
        caption={t('title', { number })}
        captionClassName="visually-hidden"
        className="align-middle"
        compact={false}
        // On a phone, one card a line, each price, the stock and the quantity field under its name.
        stacked
        columns={[
          { label: t('choose'), hidden: true },
          { label: t('product') },
          { label: t('priceThen'), end: true },
          { label: t('priceNow'), end: true },
          { label: t('stockNow'), end: true },
          { label: t('quantity') },
        ]}
      >
        <tbody>
          {data.lines.map((l, index) => {
            const can = orderable(l);
            // A line chosen without a quantity it can take says so: it would not be added.
            const noQuantity = can && chosen[index] === true && quantityOf(l, index) === 0;
            const variant = options.variant(l.color, l.size);
            // Two sizes of one product are two lines: their controls are named apart.
            const name = variant ? `${l.name} (${variant})` : l.name;
            return (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: a past order's lines keep their order; a product in two sizes is two lines
                key={`${l.productId}-${index}`}
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
                    checked={can && chosen[index] === true}
                    disabled={!can}
                    aria-label={t('chooseLine', { name })}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setChosen((c) => c.map((was, i) => (i === index ? on : was)));
                    }}
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
                <td className="text-end text-nowrap" data-label={t('priceThen')}>
                  {format(l.priceThen)}
                </td>
                <td
                  className="text-end text-nowrap"
                  data-testid="reorder-price-now"
                  data-label={t('priceNow')}
                >
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
                <td className="text-end" data-label={t('stockNow')}>
                  {l.stock}
                </td>
                <td style={{ width: 110 }} data-label={t('quantity')}>
                  <input
                    className={`form-control form-control-sm${noQuantity ? ' is-invalid' : ''}`}
                    inputMode="numeric"
                    value={quantities[index] ?? ''}
                    disabled={!can}
                    aria-label={t('quantityOf', { name })}
                    aria-invalid={noQuantity || undefined}
                    aria-describedby={noQuantity ? `reorder-quantity-${index}` : undefined}
                    onChange={(e) => {
                      const typed = e.target.value;
                      setQuantities((q) => q.map((was, i) => (i === index ? typed : was)));
                    }}
                  />
                  {noQuantity && (
                    <div id={`reorder-quantity-${index}`} className="invalid-feedback d-block">
                      {t('quantityNeeded')}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <AddToCartBar
        label={t('add', { count: selected.length })}
        disabled={selected.length === 0}
        onAdd={add}
        testId="reorder-add"
        after={back}
        added={added === null ? null : t('added', { count: added })}
        viewCartLabel={t('viewCart')}
      />
    </div>
  );
}
