import { toMinor } from '@mostrador/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchFacturas } from './account-api';
import { AccountNav, type AccountPageProps, LoadMore, PrintButton, useFormatDate } from './account-parts';
import { usePages } from './use-pages';

/** /facturas: the customer's invoices, newest first, with "load more" and a print view of each. */
export default function InvoicesPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('invoices.title'));
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const fetchPage = useCallback(
    (offset: number) => fetchFacturas(customer.terceroid, null, offset),
    [customer.terceroid],
  );
  const list = usePages(fetchPage, String(customer.terceroid));
  return (
    <div className="container py-4">
      <AccountNav />
      <h1 className="h3 mb-3">{t('invoices.title')}</h1>
      <div className="table-responsive position-relative">
        <table className="table table-hover align-middle account-table" data-testid="invoices">
          <thead className="table-light">
            <tr>
              <th scope="col">{t('col.number')}</th>
              <th scope="col">{t('col.date')}</th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t('col.items')}
              </th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t('col.subtotal')}
              </th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t('col.tax')}
              </th>
              <th scope="col" className="text-end">
                {t('col.total')}
              </th>
              <th scope="col" className="text-end">
                {t('col.balance')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((f) => {
              const number = `${f.prefijo}-${f.numero}`;
              return (
                <tr key={f.facturaid}>
                  <th scope="row" className="text-nowrap">
                    {number}
                  </th>
                  <td className="text-nowrap">{formatDate(f.fecha)}</td>
                  <td className="d-none d-md-table-cell text-end">{f.items}</td>
                  <td className="d-none d-md-table-cell text-end text-nowrap">
                    {format(toMinor(f.subtotal))}
                  </td>
                  <td className="d-none d-md-table-cell text-end text-nowrap">
                    {format(toMinor(f.impuesto))}
                  </td>
                  <td className="text-end text-nowrap fw-semibold">{format(toMinor(f.total))}</td>
                  <td className={`text-end text-nowrap ${f.saldo > 0 ? 'text-danger' : 'text-success'}`}>
                    {format(toMinor(f.saldo))}
                  </td>
                  <td className="text-end">
                    <PrintButton kind="factura" id={f.facturaid} label={number} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore
        loading={list.loading}
        hasMore={list.hasMore}
        error={list.error}
        onMore={list.loadMore}
        empty={list.items.length === 0}
      />
    </div>
  );
}
