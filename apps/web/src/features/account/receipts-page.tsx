import { toMinor } from '@mostrador/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiDispatch } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchRecibos } from './account-api';
import { AccountNav, type AccountPageProps, useFormatDate } from './account-parts';
import { DocumentTable } from './document-table';
import { usePages } from './use-pages';

/** /recibos: the customer's receipts, with "load more" and a print view of each. */
export default function ReceiptsPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('receipts.title'));
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const dispatch = useApiDispatch();
  const fetchPage = useCallback(
    (offset: number) => fetchRecibos(dispatch, customer.terceroid, offset),
    [dispatch, customer.terceroid],
  );
  const list = usePages(fetchPage, String(customer.terceroid));
  return (
    <div className="container py-4">
      <AccountNav />
      <h1 className="h3 mb-3">{t('receipts.title')}</h1>
      <DocumentTable
        testId="receipts"
        list={list}
        rowKey={(r) => r.id}
        numberLabel={t('col.document')}
        number={(r) => r.Documento}
        print={(r) => ({ kind: 'recibo', id: r.id })}
        columns={[
          { label: t('col.date'), cellClassName: 'text-nowrap', cell: (r) => formatDate(r.Fecha) },
          { label: t('col.count'), className: 'd-none d-md-table-cell text-end', cell: (r) => r.Registros },
          {
            label: t('col.value'),
            className: 'd-none d-md-table-cell text-end',
            cellClassName: 'text-nowrap',
            cell: (r) => format(toMinor(r.Valor)),
          },
          {
            label: t('col.net'),
            className: 'text-end',
            cellClassName: 'text-nowrap fw-semibold',
            cell: (r) => format(toMinor(r.Neto)),
          },
        ]}
      />
    </div>
  );
}
