import { erpReportPaths } from '@mostrador/contract';
import { AGING_BUCKETS, type Minor } from '@mostrador/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, EndCell } from '../../components/ui/data-table';
import { type AccountFigures, hostUrl } from '../../lib/api';
import { useFormatAccountMoney } from '../../lib/currency';
import { isLanguage } from '../../lib/i18n';
import { FigureCard, useFormatDate, useLoadFailedText } from './account-parts';
import { useGetAccountSummaryQuery } from './api/get-account-summary';

/** /home's money figures: balance owed, overdue, aging, credit limit and credit left, open invoices. */
export function AccountCockpit({
  customerId,
  administrator,
}: {
  customerId: number;
  administrator: boolean;
}) {
  const { t } = useTranslation('statement');
  const account = useTranslation('account').t;
  const format = useFormatAccountMoney();
  const failedText = useLoadFailedText();
  const summary = useGetAccountSummaryQuery(customerId, { refetchOnMountOrArgChange: true });
  const s = summary.data;
  if (summary.isError)
    return (
      <p className="text-danger" data-testid="cockpit-error">
        {failedText(summary.error, t('loadFailed'))}
      </p>
    );
  if (!s) return <p className="text-body-secondary">{t('loading')}</p>;
  const money = (x: Minor) => format(x);
  const over = s.creditAvailable !== null && s.creditAvailable < 0;
  const orNoLimit = (x: Minor | null) =>
    x !== null ? money(x) : s.creditLimitUnknown ? t('cockpit.unknownLimit') : t('cockpit.noLimit');
  const figures: { label: string; testId: string; value: string; alarm?: boolean; note?: ReactNode }[] = [
    { label: t('cockpit.balance'), testId: 'cockpit-balance', value: money(s.owed) },
    {
      label: t('cockpit.overdue'),
      testId: 'cockpit-overdue',
      value: money(s.overdue),
      alarm: s.overdueCount > 0,
      note: (
        <p className="small mb-0" data-testid="cockpit-overdue-count">
          {t('cockpit.overdueCount', { count: s.overdueCount })}
        </p>
      ),
    },
    { label: t('cockpit.creditLimit'), testId: 'cockpit-credit-limit', value: orNoLimit(s.creditLimit) },
    {
      label: t('cockpit.available'),
      testId: 'cockpit-credit-available',
      value: orNoLimit(s.creditAvailable),
      alarm: over,
      note: over && <p className="small text-danger-emphasis mb-0">{t('cockpit.overLimit')}</p>,
    },
  ];
  return (
    <section aria-labelledby="cockpit-title" className="mb-4" data-testid="account-cockpit">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h2 id="cockpit-title" className="h5 mb-0">
          {t('cockpit.title')}
        </h2>
        <Link to="/estado-cuenta" className="small">
          {t('cockpit.statementLink')}
        </Link>
        {administrator && (
          <Link to="/company" className="small" data-testid="cockpit-company-link">
            {account('home.companyLink')}
          </Link>
        )}
      </div>
      <div className="row g-3 mb-3">
        {figures.map((f) => (
          <div key={f.testId} className="col-sm-6 col-lg-3">
            <FigureCard
              label={f.label}
              value={f.value}
              testId={f.testId}
              className={f.alarm && 'border-danger'}
            >
              {f.note}
            </FigureCard>
          </div>
        ))}
      </div>
      <AgingTable aging={s.aging} />
      {s.openInvoices.length > 0 && <OpenInvoices invoices={s.openInvoices} />}
    </section>
  );
}

/** What the customer owes by age (the aging buckets). */
function AgingTable({ aging }: { aging: AccountFigures['aging'] }) {
  const { t } = useTranslation('statement');
  const format = useFormatAccountMoney();
  return (
    <DataTable
      testId="cockpit-aging"
      caption={t('cockpit.aging')}
      captionClassName="caption-top"
      className="mb-3"
      columns={AGING_BUCKETS.map((b) => ({ label: t(`cockpit.bucket.${b}`), end: true }))}
    >
      <tbody>
        <tr>
          {AGING_BUCKETS.map((b) => (
            <EndCell key={b} testId={`aging-${b}`}>
              {format(aging[b])}
            </EndCell>
          ))}
        </tr>
      </tbody>
    </DataTable>
  );
}

/** The invoices not paid in full: each one's printable page, dates, state and what is owed. */
function OpenInvoices({ invoices }: { invoices: AccountFigures['openInvoices'] }) {
  const { t, i18n } = useTranslation('statement');
  const format = useFormatAccountMoney();
  const formatDate = useFormatDate();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const invoiceUrl = (id: number) => hostUrl(`${erpReportPaths.invoice}?id=${id}&lang=${lang}`);
  return (
    <DataTable
      testId="cockpit-open-invoices"
      caption={t('cockpit.openInvoices')}
      captionClassName="caption-top"
      // On a phone, one card an invoice, each figure under its column's name.
      className="table-striped"
      stacked
      columns={[
        { label: t('cockpit.invoice') },
        { label: t('cockpit.date') },
        { label: t('cockpit.due') },
        { label: t('cockpit.state') },
        // The amount last, against the right edge: beside the state it read as one ("$ 1.023,62 14 días").
        { label: t('cockpit.owed'), end: true },
      ]}
    >
      <tbody>
        {invoices.map((f) => (
          <tr key={f.id}>
            <td className="fw-semibold">
              {/* The invoice's printable page, as Print opens it from /facturas (the session's own). */}
              <a href={invoiceUrl(f.id)} target="_blank" rel="noopener" data-testid="open-invoice-link">
                {f.number}
              </a>
            </td>
            <td data-label={t('cockpit.date')}>{formatDate(f.date)}</td>
            <td data-label={t('cockpit.due')}>{formatDate(f.dueDate)}</td>
            <td className={f.daysOverdue > 0 ? 'text-danger-emphasis' : ''} data-label={t('cockpit.state')}>
              {f.daysOverdue > 0 ? t('cockpit.daysLate', { count: f.daysOverdue }) : t('cockpit.notDue')}
            </td>
            <EndCell label={t('cockpit.owed')}>{format(f.balance)}</EndCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
