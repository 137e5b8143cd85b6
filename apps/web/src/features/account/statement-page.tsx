import { addDaysIso, MAX_STATEMENT_DAYS } from '@mostrador/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import { useApiDispatch } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { statementReportUrl, useAccountStatementQuery } from './account-cockpit-api';
import {
  AccountPage,
  type AccountPageProps,
  PrintFailed,
  useFormatDate,
  useLoadFailedText,
  useOpenPrintable,
} from './account-parts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
function defaultRange() {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
  return { desde: isoDay(from), hasta: isoDay(today) };
}

/** /estado-cuenta: the statement of a date range, on screen and as the server's printable document. */
export default function StatementPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('statement');
  const format = useFormatAccountMoney();
  const formatDate = useFormatDate();
  const failedText = useLoadFailedText();
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const statement = useAccountStatementQuery({ terceroid: customer.terceroid, ...range });
  // The printed statement is the server's document of the range shown (like invoices, orders and receipts).
  const dispatch = useApiDispatch();
  const printable = useOpenPrintable((lang) =>
    statementReportUrl(dispatch, { terceroid: customer.terceroid, ...range }, lang),
  );
  const s = statement.currentData;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same range asked again (after a failure, say) is fetched again.
    if (draft.desde === range.desde && draft.hasta === range.hasta) void statement.refetch();
    else setRange(draft);
  };

  return (
    <AccountPage
      title={t('title')}
      className="print-document"
      intro={
        <p className="mb-3">
          {customer.name}
          {s ? ` · NIT ${s.nit}` : ''}
        </p>
      }
    >
      <form className="row g-2 align-items-end mb-3 no-print" onSubmit={submit} data-testid="statement-form">
        <FormField
          className="col-auto"
          small
          id="statement-from"
          label={t('from')}
          type="date"
          required
          value={draft.desde}
          // The browser says, in its language, what the server would refuse: more than ten years.
          min={draft.hasta && addDaysIso(draft.hasta, -MAX_STATEMENT_DAYS)}
          max={draft.hasta}
          onChange={(e) => setDraft((d) => ({ ...d, desde: e.target.value }))}
        />
        <FormField
          className="col-auto"
          small
          id="statement-to"
          label={t('to')}
          type="date"
          required
          value={draft.hasta}
          min={draft.desde}
          max={draft.desde && addDaysIso(draft.desde, MAX_STATEMENT_DAYS)}
          onChange={(e) => setDraft((d) => ({ ...d, hasta: e.target.value }))}
        />
        <div className="col-auto">
          <button type="submit" className="btn btn-sm btn-outline-primary">
            {t('show')}
          </button>
        </div>
        <div className="col-auto ms-auto">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={printable.open}
            disabled={!s}
            data-testid="statement-print"
          >
            {t('print')}
          </button>
          {printable.failed && <PrintFailed />}
        </div>
      </form>
      {statement.isError && !statement.isFetching && (
        <p className="text-danger d-flex flex-wrap gap-2 align-items-center" role="alert">
          {failedText(statement.error, t('loadFailed'))}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => void statement.refetch()}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </p>
      )}
      {statement.isFetching && !s && <p className="text-body-secondary">{t('loading')}</p>}
      {s && (
        <>
          <p className="small text-body-secondary" data-testid="statement-range">
            {t('period', { from: formatDate(s.from), to: formatDate(s.to) })}
          </p>
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
                <td className="text-end" data-testid="statement-opening" data-label={t('balance')}>
                  {format(s.opening)}
                </td>
              </tr>
              {s.moves.map((m) => (
                <tr key={`${m.kind}-${m.number}`} data-testid="statement-line">
                  <td>{formatDate(m.date)}</td>
                  <td>{`${t(`kind.${m.kind}`)} ${m.number}`}</td>
                  <td className="text-end" data-label={t('debit')}>
                    {m.debit ? format(m.debit) : null}
                  </td>
                  <td className="text-end" data-label={t('credit')}>
                    {m.credit ? format(m.credit) : null}
                  </td>
                  <td className="text-end" data-label={t('balance')}>
                    {format(m.balance)}
                  </td>
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
                <td className="text-end" data-testid="statement-invoices" data-label={t('debit')}>
                  {format(s.invoiced)}
                </td>
                <td className="text-end" data-testid="statement-receipts" data-label={t('credit')}>
                  {format(s.received)}
                </td>
                <td />
              </tr>
              <tr className="fw-bold">
                <th scope="row" colSpan={4}>
                  {t('closing')}
                </th>
                <td className="text-end" data-testid="statement-closing">
                  {format(s.closing)}
                </td>
              </tr>
            </tfoot>
          </DataTable>
        </>
      )}
    </AccountPage>
  );
}
