import { type Pedido, type PedidoEstado, pedidoEstados } from '@mostrador/contract';
import { toMinor } from '@mostrador/domain';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiDispatch } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchPedidos, type PedidoFilter } from './account-api';
import { AccountNav, type AccountPageProps, useFormatDate } from './account-parts';
import { DocumentTable } from './document-table';
import { usePages } from './use-pages';

/** The last 360 days, as calendar dates (YYYY-MM-DD). */
export function last360Days(now: Date = new Date()): { fechaini: string; fechafin: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { fechaini: day(new Date(now.getTime() - 360 * 86_400_000)), fechafin: day(now) };
}

/** /pedidos: orders of the last 360 days, filtered by number and state, with "load more" and print views. */
export default function OrdersPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('orders.title'));
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const [numeroText, setNumeroText] = useState('');
  const [estadoText, setEstadoText] = useState('');
  const [applied, setApplied] = useState<{ numero: number | null; estado: PedidoEstado | null }>({
    numero: null,
    estado: null,
  });
  const filter: PedidoFilter = useMemo(() => ({ ...applied, ...last360Days() }), [applied]);
  const dispatch = useApiDispatch();
  const fetchPage = useCallback(
    (offset: number) => fetchPedidos(dispatch, customer.terceroid, filter, offset),
    [dispatch, customer.terceroid, filter],
  );
  const list = usePages(fetchPage, `${customer.terceroid}|${applied.numero}|${applied.estado}`);
  // With the distributor's ERP connected, web orders carry where they stand with it: shown in one more column.
  const withErp = list.items.some((p) => p.estado_erp !== undefined);
  const erpCell = (p: Pedido) => {
    if (p.estado_erp === 'enviado') return p.numero_erp ?? '';
    if (p.estado_erp === 'pendiente')
      return <span className="text-body-secondary">{t('orders.erpPending')}</span>;
    if (p.estado_erp !== 'rechazado') return '';
    const short = p.faltantes_erp ?? [];
    return (
      <span className="text-danger" data-testid="order-erp-refused">
        {t(short.length > 0 ? 'orders.erpShort' : 'orders.erpRefused')}
        {short.map((f) => (
          <span key={f.Productoid} className="d-block small">
            {t('orders.erpShortLine', { id: f.Productoid, asked: f.Solicitado, available: f.Disponible })}
          </span>
        ))}
      </span>
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(numeroText.trim());
    setApplied({
      numero: numeroText.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : null,
      estado: (pedidoEstados as readonly string[]).includes(estadoText) ? (estadoText as PedidoEstado) : null,
    });
  };

  return (
    <div className="container py-4">
      <AccountNav />
      <h1 className="h3 mb-1">{t('orders.title')}</h1>
      <p className="text-body-secondary">{t('orders.range')}</p>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label={t('orders.filter')}>
        <div className="col-6 col-md-3">
          <label htmlFor="orders-numero" className="form-label small mb-1">
            {t('orders.number')}
          </label>
          <input
            id="orders-numero"
            className="form-control form-control-sm"
            inputMode="numeric"
            value={numeroText}
            onChange={(e) => setNumeroText(e.target.value)}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="orders-estado" className="form-label small mb-1">
            {t('orders.state')}
          </label>
          <select
            id="orders-estado"
            className="form-select form-select-sm"
            value={estadoText}
            onChange={(e) => setEstadoText(e.target.value)}
          >
            <option value="">{t('orders.anyState')}</option>
            {pedidoEstados.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary btn-sm">
            {t('orders.apply')}
          </button>
        </div>
      </form>
      <DocumentTable
        testId="orders"
        list={list}
        rowKey={(p) => p.pedidoid}
        rowProps={(p) => ({
          'data-testid': 'order-row',
          'data-numero': p.numero,
          ...(p.numero_erp ? { 'data-numero-erp': p.numero_erp } : {}),
        })}
        numberLabel={t('col.number')}
        number={(p) => `${p.prefijo}-${p.numero}`}
        badge={(p) => p.web && <span className="badge text-bg-info ms-2">{t('orders.web')}</span>}
        print={(p) => ({ kind: 'pedido', id: p.pedidoid })}
        actions={(p) => (
          <Link
            to={`/pedidos/${p.pedidoid}/reordenar`}
            className="btn btn-sm btn-outline-primary me-2"
            aria-label={t('orders.reorderNumber', { number: `${p.prefijo}-${p.numero}` })}
          >
            {t('orders.reorder')}
          </Link>
        )}
        columns={[
          { label: t('col.date'), cellClassName: 'text-nowrap', cell: (p) => formatDate(p.fecha) },
          { label: t('col.lines'), className: 'd-none d-md-table-cell text-end', cell: (p) => p.conteo },
          {
            label: t('col.subtotal'),
            className: 'd-none d-md-table-cell text-end',
            cellClassName: 'text-nowrap',
            cell: (p) => format(toMinor(p.vlrbruto)),
          },
          {
            label: t('col.tax'),
            className: 'd-none d-md-table-cell text-end',
            cellClassName: 'text-nowrap',
            cell: (p) => format(toMinor(p.impuesto)),
          },
          {
            label: t('col.total'),
            className: 'text-end',
            cellClassName: 'text-nowrap fw-semibold',
            cell: (p) => format(toMinor(p.total)),
          },
          {
            label: t('col.state'),
            cell: (p) => (p.estado ? t(`state.${p.estado}`) : p.estado_descripcion),
          },
          ...(withErp ? [{ label: t('col.erp'), cell: erpCell }] : []),
        ]}
      />
    </div>
  );
}
