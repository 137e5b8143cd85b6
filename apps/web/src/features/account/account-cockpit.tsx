import { AGING_BUCKETS, toMinor } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../lib/currency';
import { useAccountSummaryQuery } from './account-cockpit-api';
import { useFormatDate } from './account-parts';

/** /home's money figures: balance owed, overdue, aging, credit limit and credit left, open invoices. */
export function AccountCockpit({ terceroid }: { terceroid: number }) {
  const { t } = useTranslation('statement');
  const format = useFormatMoney();
  const formatDate = useFormatDate();
  const summary = useAccountSummaryQuery(terceroid, { refetchOnMountOrArgChange: true });
  const s = summary.data;
  if (summary.isError) return <p className="text-danger">{t('loadFailed')}</p>;
  if (!s) return <p className="text-body-secondary">{t('loading')}</p>;
  const money = (x: number) => format(toMinor(x));
  const over = s.CupoDisponible !== null && s.CupoDisponible < 0;
  return (
    <section aria-labelledby="cockpit-title" className="mb-4" data-testid="account-cockpit">
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h2 id="cockpit-title" className="h5 mb-0">
          {t('cockpit.title')}
        </h2>
        <Link to="/estado-cuenta" className="small">
          {t('cockpit.statementLink')}
        </Link>
      </div>
      <div className="row g-3 mb-3">
        <div className="col-sm-6 col-lg-3">
          <div className="card h-100 shadow-sm">
            <div className="card-body">
              <h3 className="h6 text-body-secondary">{t('cockpit.balance')}</h3>
              <p className="fs-4 fw-semibold mb-0" data-testid="cockpit-balance">
                {money(s.Saldo)}
              </p>
            </div>
          </div>
        </div>
        <div className="col-sm-6 col-lg-3">
          <div className={`card h-100 shadow-sm${s.FacturasVencidas > 0 ? ' border-danger' : ''}`}>
            <div className="card-body">
              <h3 className="h6 text-body-secondary">{t('cockpit.overdue')}</h3>
              <p className="fs-4 fw-semibold mb-1" data-testid="cockpit-overdue">
                {money(s.Vencido)}
              </p>
              <p className="small mb-0" data-testid="cockpit-overdue-count">
                {t('cockpit.overdueCount', { count: s.FacturasVencidas })}
              </p>
            </div>
          </div>
        </div>
        <div className="col-sm-6 col-lg-3">
          <div className="card h-100 shadow-sm">
            <div className="card-body">
              <h3 className="h6 text-body-secondary">{t('cockpit.creditLimit')}</h3>
              <p className="fs-4 fw-semibold mb-0" data-testid="cockpit-credit-limit">
                {s.CupoCredito === null ? t('cockpit.noLimit') : money(s.CupoCredito)}
              </p>
            </div>
          </div>
        </div>
        <div className="col-sm-6 col-lg-3">
          <div className={`card h-100 shadow-sm${over ? ' border-danger' : ''}`}>
            <div className="card-body">
              <h3 className="h6 text-body-secondary">{t('cockpit.available')}</h3>
              <p className="fs-4 fw-semibold mb-1" data-testid="cockpit-credit-available">
                {s.CupoDisponible === null ? t('cockpit.noLimit') : money(s.CupoDisponible)}
              </p>
              {over && <p className="small text-danger-emphasis mb-0">{t('cockpit.overLimit')}</p>}
            </div>
          </div>
        </div>
      </div>
      <div className="table-responsive">
        <table className="table table-sm mb-3" data-testid="cockpit-aging">
          <caption className="caption-top">{t('cockpit.aging')}</caption>
          <thead>
            <tr>
              {AGING_BUCKETS.map((b) => (
                <th scope="col" className="text-end" key={b}>
                  {t(`cockpit.bucket.${b}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {AGING_BUCKETS.map((b) => (
                <td className="text-end" key={b} data-testid={`aging-${b}`}>
                  {money(s.Edades[b])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {s.Pendientes.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm table-striped" data-testid="cockpit-open-invoices">
            <caption className="caption-top">{t('cockpit.openInvoices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cockpit.invoice')}</th>
                <th scope="col">{t('cockpit.date')}</th>
                <th scope="col">{t('cockpit.due')}</th>
                <th scope="col" className="text-end">
                  {t('cockpit.owed')}
                </th>
                <th scope="col">{t('cockpit.state')}</th>
              </tr>
            </thead>
            <tbody>
              {s.Pendientes.map((f) => (
                <tr key={f.facturaid}>
                  <td>{`${f.prefijo}-${f.numero}`}</td>
                  <td>{formatDate(f.fecha)}</td>
                  <td>{formatDate(f.vence)}</td>
                  <td className="text-end">{money(f.saldo)}</td>
                  <td className={f.dias_vencida > 0 ? 'text-danger-emphasis' : ''}>
                    {f.dias_vencida > 0
                      ? t('cockpit.daysLate', { count: f.dias_vencida })
                      : t('cockpit.notDue')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
