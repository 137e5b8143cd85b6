import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../lib/api';
import type { AccountPageProps } from './account-parts';
import { getReceipts } from './api/get-receipts';
import { DocumentListPage, useDocumentColumns } from './document-table';

/** /recibos: the customer's receipts, with "load more" and a print view of each. */
export default function ReceiptsPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const col = useDocumentColumns<Receipt>();
  return (
    <DocumentListPage
      endpoint={getReceipts}
      title={t('receipts.title')}
      testId="receipts"
      printKind="recibo"
      customer={customer}
      numberLabel={t('col.document')}
      columns={[
        col.date((r) => r.date),
        col.count(t('col.count'), (r) => r.invoices),
        // On a phone too: the net alone hid what the receipt paid before its discounts and withholdings.
        col.amount(t('col.value'), (r) => r.value, { phone: true }),
        col.total(t('col.net'), (r) => r.net),
      ]}
    />
  );
}
