import { useTranslation } from 'react-i18next';
import { DataTable, EndCell } from '../../components/ui/data-table';
import type { AccountStatement } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { useFormatDate } from './account-parts';

/** A statement's movements between its opening and closing balances, with the range's totals. */
export function StatementTable({ statement: s }: { statement: AccountStatement }) {
  const { t } = useTranslation('statement');
  const format = useFormatAccountMoney();
  const formatDate = useFormatDate();
  return (
    <DataTable
      testId="statement-table"
      caption={t('title')}
      captionClassName="visually-hidden"
      // On a phone, one card a movement, each amount under its column's name.
      stacked
      columns={[
        { label: t('date') },
        { label: t('document') },
        { label: t('debit'), end: true },
        { label: t('credit'), end: true },
        { label: t('balance'), end: true },
      ]}
    >
      <tbody>
        <tr className="fw-semibold">
          <td colSpan={4}>{t('opening')}</td>
          <EndCell label={t('balance')} testId="statement-opening">
            {format(s.opening)}
          </EndCell>
        </tr>
        {s.moves.map((m) => (
          <tr key={`${m.kind}-${m.document}`} data-testid="statement-line">
            <td>{formatDate(m.date)}</td>
            <td>{`${t(`kind.${m.kind}`)} ${m.document}`}</td>
            <EndCell label={t('debit')}>{m.debit ? format(m.debit) : null}</EndCell>
            <EndCell label={t('credit')}>{m.credit ? format(m.credit) : null}</EndCell>
            <EndCell label={t('balance')}>{format(m.balance)}</EndCell>
          </tr>
        ))}
        {s.moves.length === 0 && (
          <tr>
            <td colSpan={5} className="text-body-secondary">
              {t('noMovements')}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('totals')}
          </th>
          <EndCell label={t('debit')} testId="statement-invoices">
            {format(s.invoiced)}
          </EndCell>
          <EndCell label={t('credit')} testId="statement-receipts">
            {format(s.received)}
          </EndCell>
          <td />
        </tr>
        <tr className="fw-bold">
          <th scope="row" colSpan={4}>
            {t('closing')}
          </th>
          <EndCell testId="statement-closing">{format(s.closing)}</EndCell>
        </tr>
      </tfoot>
    </DataTable>
  );
}
