import { toMinor } from '@mostrador/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiDispatch } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchFacturas } from './account-api';
import { AccountNav, type AccountPageProps, useFormatDate } from './account-parts';
import { DocumentTable } from './document-table';
import { usePages } from './use-pages';

/** /facturas: the customer's invoices, newest first, with "load more" and a print view of each. */
export default function InvoicesPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('invoices.title'));
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const dispatch = useApiDispatch();
  const fetchPage = useCallback(
    (offset: number) => fetchFacturas(dispatch, customer.terceroid, null, offset),
    [dispatch, customer.terceroid],
  );
  const list = usePages(fetchPage, String(customer.terceroid));
  return (
    <div className="container py-4">
      <AccountNav />
      <h1 className="h3 mb-3">{t('invoices.title')}</h1>
      <DocumentTable
        testId="invoices"
        list={list}
        rowKey={(f) => f.facturaid}
        numberLabel={t('col.number')}
        number={(f) => `${f.prefijo}-${f.numero}`}
        print={(f) => ({ kind: 'factura', id: f.facturaid })}
        columns={[
          { label: t('col.date'), cellClassName: 'text-nowrap', cell: (f) => formatDate(f.fecha) },
          { label: t('col.items'), className: 'd-none d-md-table-cell text-end', cell: (f) => f.items },
          {
            label: t('col.subtotal'),
            className: 'd-none d-md-table-cell text-end',
            cellClassName: 'text-nowrap',
            cell: (f) => format(toMinor(f.subtotal)),
          },
          {
            label: t('col.tax'),
            className: 'd-none d-md-table-cell text-end',
            cellClassName: 'text-nowrap',
            cell: (f) => format(toMinor(f.impuesto)),
          },
          {
            label: t('col.total'),
            className: 'text-end',
            cellClassName: 'text-nowrap fw-semibold',
            cell: (f) => format(toMinor(f.total)),
          },
          {
            label: t('col.balance'),
            className: 'text-end',
            cellClassName: (f) => `text-nowrap ${f.saldo > 0 ? 'text-danger' : 'text-success'}`,
            cell: (f) => format(toMinor(f.saldo)),
          },
        ]}
      />
    </div>
  );
}
