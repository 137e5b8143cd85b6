import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import type { AccountPageProps } from './account-parts';
import { getInvoices } from './api/get-invoices';
import { DocumentListPage, useSaleColumns } from './document-table';
import { ReorderLink } from './reorder-link';

/**
 * /facturas: the customer's invoices, newest first, with "load more", a print view of each and, where the shop
 * has its lines, a Reorder link to them.
 */
export default function InvoicesPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const format = useFormatAccountMoney();
  const sale = useSaleColumns<Invoice>(t('col.items'));
  return (
    <DocumentListPage
      endpoint={getInvoices}
      title={t('invoices.title')}
      testId="invoices"
      printKind="factura"
      customer={customer}
      numberLabel={t('col.number')}
      rowProps={(f) => ({ 'data-testid': 'invoice-row', 'data-id': f.id })}
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
  );
}
