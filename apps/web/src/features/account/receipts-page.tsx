import { toMinor } from '@mostrador/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { fetchRecibos } from './account-api';
import { AccountNav, type AccountPageProps, LoadMore, PrintButton, useFormatDate } from './account-parts';
import { usePages } from './use-pages';

/** /recibos: the customer's receipts, with "load more" and a print view of each. */
export default function ReceiptsPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('receipts.title'));
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const fetchPage = useCallback(
    (offset: number) => fetchRecibos(customer.terceroid, offset),
    [customer.terceroid],
  );
  const list = usePages(fetchPage, String(customer.terceroid));
  return (
    <div className="container py-4">
      <AccountNav />
      <h1 className="h3 mb-3">{t('receipts.title')}</h1>
      <div className="table-responsive position-relative">
        <table className="table table-hover align-middle account-table" data-testid="receipts">
          <thead className="table-light">
            <tr>
              <th scope="col">{t('col.document')}</th>
              <th scope="col">{t('col.date')}</th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t('col.count')}
              </th>
              <th scope="col" className="d-none d-md-table-cell text-end">
                {t('col.value')}
              </th>
              <th scope="col" className="text-end">
                {t('col.net')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="text-nowrap">
                  {r.Documento}
                </th>
                <td className="text-nowrap">{formatDate(r.Fecha)}</td>
                <td className="d-none d-md-table-cell text-end">{r.Registros}</td>
                <td className="d-none d-md-table-cell text-end text-nowrap">{format(toMinor(r.Valor))}</td>
                <td className="text-end text-nowrap fw-semibold">{format(toMinor(r.Neto))}</td>
                <td className="text-end">
                  <PrintButton kind="recibo" id={r.id} label={r.Documento} />
                </td>
              </tr>
            ))}
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
