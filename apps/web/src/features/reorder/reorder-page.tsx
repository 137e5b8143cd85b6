import type { QuickOrderProduct, ReorderLine } from '@mostrador/contract';
import { clampToStock, toMinor } from '@mostrador/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { useReorderLinesQuery } from './reorder-api';

export interface ReorderPageProps {
  terceroid: number;
  /** Puts the chosen lines in the cart (the app wires the cart in). */
  onAddToCart: (items: Array<{ product: QuickOrderProduct; quantity: number }>) => void;
}

const orderable = (l: ReorderLine) => l.Producto !== null && l.Disponible > 0;
/** The past order's quantity, within today's stock (0 when none is left). */
const defaultQuantity = (l: ReorderLine) => clampToStock(l.Cantidad, l.Disponible).quantity;

/** /pedidos/:pedidoid/reordenar: a past order's lines, what changed since, and the ones to add to the cart. */
export default function ReorderPage({ terceroid, onAddToCart }: ReorderPageProps) {
  const { t } = useTranslation('reorder');
  const format = useFormatMoney();
  const pedidoid = Number(useParams().pedidoid);
  const query = useReorderLinesQuery({ terceroid, pedidoid }, { skip: !Number.isInteger(pedidoid) });
  const data = query.currentData;
  const number = data ? `${data.prefijo}-${data.numero}` : '';
  useDocumentTitle(t('title', { number }));
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [added, setAdded] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setChosen(Object.fromEntries(data.Lineas.map((l) => [l.Productoid, orderable(l)])));
    setQuantities(Object.fromEntries(data.Lineas.map((l) => [l.Productoid, String(defaultQuantity(l))])));
  }, [data]);

  if (query.isError) {
    return (
      <div className="container py-4">
        <p className="text-danger" role="alert">
          {query.error && 'msj' in query.error ? query.error.msj : t('loadFailed')}
        </p>
        <Link to="/pedidos">{t('back')}</Link>
      </div>
    );
  }
  if (!data) return <div className="container py-4 text-body-secondary">{t('loading')}</div>;

  const quantityOf = (l: ReorderLine) => {
    const n = Number(quantities[l.Productoid]);
    return Number.isInteger(n) && n > 0 ? clampToStock(n, l.Disponible).quantity : 0;
  };
  const selected = data.Lineas.filter((l) => orderable(l) && chosen[l.Productoid] && quantityOf(l) > 0);
  const add = () => {
    const items = selected.flatMap((l) =>
      l.Producto ? [{ product: l.Producto, quantity: quantityOf(l) }] : [],
    );
    if (items.length === 0) return;
    onAddToCart(items);
    setAdded(items.length);
  };

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('title', { number })}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="table-responsive">
        <table className="table align-middle" data-testid="reorder-table">
          <caption className="visually-hidden">{t('title', { number })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('choose')}</span>
              </th>
              <th scope="col">{t('product')}</th>
              <th scope="col" className="text-end">
                {t('priceThen')}
              </th>
              <th scope="col" className="text-end">
                {t('priceNow')}
              </th>
              <th scope="col" className="text-end">
                {t('stockNow')}
              </th>
              <th scope="col">{t('quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.Lineas.map((l) => {
              const can = orderable(l);
              return (
                <tr
                  key={l.Productoid}
                  data-testid="reorder-line"
                  data-product-id={l.Productoid}
                  data-change={l.Cambio ?? ''}
                  className={can ? undefined : 'text-body-secondary'}
                >
                  <td>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      checked={can && chosen[l.Productoid] === true}
                      disabled={!can}
                      aria-label={t('chooseLine', { name: l.Nombre })}
                      onChange={(e) => setChosen((c) => ({ ...c, [l.Productoid]: e.target.checked }))}
                    />
                  </td>
                  <td>
                    <div className="fw-semibold">{l.Nombre}</div>
                    <div className="small text-body-secondary">
                      {l.Producto_cod} · {t('orderedQuantity', { count: l.Cantidad })}
                    </div>
                    {l.Problema && (
                      <div className="small text-danger-emphasis" data-testid="reorder-problem">
                        {t(`problem.${l.Problema}`, { count: l.Disponible })}
                      </div>
                    )}
                  </td>
                  <td className="text-end text-nowrap">{format(toMinor(l.PrecioAntes))}</td>
                  <td className="text-end text-nowrap" data-testid="reorder-price-now">
                    {l.PrecioAhora === null ? '–' : format(toMinor(l.PrecioAhora))}
                    {l.Cambio === 'sube' && (
                      <span className="badge text-bg-warning ms-2" data-testid="reorder-changed">
                        ↑ {t('priceUp')}
                      </span>
                    )}
                    {l.Cambio === 'baja' && (
                      <span className="badge text-bg-success ms-2" data-testid="reorder-changed">
                        ↓ {t('priceDown')}
                      </span>
                    )}
                  </td>
                  <td className="text-end">{l.Disponible}</td>
                  <td style={{ width: 110 }}>
                    <input
                      className="form-control form-control-sm"
                      inputMode="numeric"
                      value={quantities[l.Productoid] ?? ''}
                      disabled={!can}
                      aria-label={t('quantityOf', { name: l.Nombre })}
                      onChange={(e) => setQuantities((q) => ({ ...q, [l.Productoid]: e.target.value }))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <button
          type="button"
          className="btn btn-primary"
          disabled={selected.length === 0}
          onClick={add}
          data-testid="reorder-add"
        >
          {t('add', { count: selected.length })}
        </button>
        <Link to="/pedidos">{t('back')}</Link>
        <span aria-live="polite" className="small text-success-emphasis">
          {added !== null && (
            <>
              {t('added', { count: added })} <Link to="/cart">{t('viewCart')}</Link>
            </>
          )}
        </span>
      </div>
    </div>
  );
}
