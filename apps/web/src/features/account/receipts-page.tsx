import { useTranslation } from 'react-i18next';
import { type Receipt, useApiDispatch } from '../../lib/api';
import { AccountPage, type AccountPageProps } from './account-parts';
import { fetchReceipts } from './api/get-receipts';
import { DocumentTable, useDocumentColumns } from './document-table';
import { usePages } from './use-pages';

/** /recibos: the customer's receipts, with "load more" and a print view of each. */
export default function ReceiptsPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const col = useDocumentColumns<Receipt>();
  const dispatch = useApiDispatch();
  const list = usePages(
    (offset) => fetchReceipts(dispatch, customer.customerId, offset),
    String(customer.customerId),
  );
  return (
    <AccountPage title={t('receipts.title')}>
      <DocumentTable
        testId="receipts"
        list={list}
        rowKey={(r) => r.id}
        numberLabel={t('col.document')}
        number={(r) => r.number}
        print={(r) => ({ kind: 'recibo', id: r.id })}
        columns={[
          col.date((r) => r.date),
          col.count(t('col.count'), (r) => r.invoices),
          // On a phone too: the net alone hid what the receipt paid before its discounts and withholdings.
          col.amount(t('col.value'), (r) => r.value, { phone: true }),
          col.total(t('col.net'), (r) => r.net),
        ]}
      />
    </AccountPage>
  );
}
