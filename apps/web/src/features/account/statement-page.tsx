import { addDaysIso, MAX_STATEMENT_DAYS } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import {
  AccountPage,
  type AccountPageProps,
  PrintFailed,
  useFormatDate,
  useLoadFailedText,
} from './account-parts';
import { StatementTable } from './statement-table';
import { useStatement } from './use-statement';

/** /estado-cuenta: the statement of a date range, on screen and as the server's printable document. */
export default function StatementPage({ customer }: AccountPageProps) {
  const { t } = useTranslation('statement');
  const formatDate = useFormatDate();
  const failedText = useLoadFailedText();
  const { statement, printable, draft, setFrom, setTo, submit } = useStatement(customer.customerId);
  const s = statement.currentData;

  return (
    <AccountPage
      title={t('title')}
      className="print-document"
      intro={
        <p className="mb-3">
          {customer.name}
          {s ? ` · NIT ${s.customer.nit}` : ''}
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
          value={draft.from}
          // The browser says, in its language, what the server would refuse: more than ten years.
          min={draft.to && addDaysIso(draft.to, -MAX_STATEMENT_DAYS)}
          max={draft.to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <FormField
          className="col-auto"
          small
          id="statement-to"
          label={t('to')}
          type="date"
          required
          value={draft.to}
          min={draft.from}
          max={draft.from && addDaysIso(draft.from, MAX_STATEMENT_DAYS)}
          onChange={(e) => setTo(e.target.value)}
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
          <StatementTable statement={s} />
        </>
      )}
    </AccountPage>
  );
}
