import type { Factura } from '@mostrador/contract';
import { toMinor } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { useApiDispatch } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { fetchFacturas } from './account-api';
import { AccountPage, type AccountPageProps } from './account-parts';
import { DocumentTable, useDocumentColumns } from './document-table';
import { usePages } from './use-pages';

/** /facturas: the customer's invoices, newest first, with "load more" and a print view of each. */
export default function InvoicesPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('account');
  const format = useFormatAccountMoney();
  const col = useDocumentColumns<Factura>();
  const dispatch = useApiDispatch();
  const list = usePages(
    (offset) => fetchFacturas(dispatch, customer.terceroid, null, offset),
    String(customer.terceroid),
  );
  return (
    <AccountPage title={t('invoices.title')}>
      <DocumentTable
        testId="invoices"
        list={list}
        rowKey={(f) => f.facturaid}
        numberLabel={t('col.number')}
        number={(f) => `${f.prefijo}-${f.numero}`}
        print={(f) => ({ kind: 'factura', id: f.facturaid })}
        columns={[
          col.date((f) => f.fecha),
          col.count(t('col.items'), (f) => f.items),
          col.amount(t('col.subtotal'), (f) => f.subtotal),
          col.amount(t('col.tax'), (f) => f.impuesto),
          col.total(t('col.total'), (f) => f.total),
          {
            label: t('col.balance'),
            className: 'text-end',
            cellClassName: (f) => `text-nowrap ${f.saldo > 0 ? 'text-danger' : 'text-success'}`,
            cell: (f) => format(toMinor(f.saldo)),
          },
        ]}
      />
    </AccountPage>
  );
}
