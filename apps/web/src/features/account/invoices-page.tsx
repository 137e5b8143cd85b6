import { useTranslation } from 'react-i18next';
import { type Invoice, useApiDispatch } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { AccountPage, type AccountPageProps } from './account-parts';
import { fetchInvoices } from './api/get-invoices';
import { DocumentTable, useSaleColumns } from './document-table';
import { ReorderLink } from './reorder-link';
import { usePages } from './use-pages';

/**
 * /facturas: the customer's invoices, newest first, with "load more", a print view of each and, where the shop
 * has its lines, a Reorder link to them.
 */
export default function InvoicesPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const format = useFormatAccountMoney();
  const sale = useSaleColumns<Invoice>(t('col.items'));
  const dispatch = useApiDispatch();
  const list = usePages(
    (offset) => fetchInvoices(dispatch, customer.customerId, null, offset),
    String(customer.customerId),
  );
  return (
    <AccountPage title={t('invoices.title')}>
      <DocumentTable
        testId="invoices"
        list={list}
        rowKey={(f) => f.id}
        numberLabel={t('col.number')}
        number={(f) => f.number}
        rowProps={(f) => ({ 'data-testid': 'invoice-row', 'data-id': f.id })}
        print={(f) => ({ kind: 'factura', id: f.id })}
        actions={(f) => f.reorderable && <ReorderLink to={`/facturas/${f.id}/reordenar`} number={f.number} />}
        columns={[
          ...sale,
          {
            label: t('col.balance'),
            className: 'text-end',
            cellClassName: (f) => `text-nowrap ${f.balance > 0 ? 'text-danger' : 'text-success'}`,
            cell: (f) => format(f.balance),
          },
        ]}
      />
    </AccountPage>
  );
}
