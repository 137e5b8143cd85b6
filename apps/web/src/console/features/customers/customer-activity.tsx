import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime, money } from '../../lib/format';
import type { useCustomer } from './use-customer';

type Customer = ReturnType<typeof useCustomer>;

export function CustomerOrders({ orders }: { orders: Customer['orders'] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return <p className="text-body-secondary">{t('customer.noOrders')}</p>;
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          <th scope="col">{t('orders.col.number')}</th>
          <th scope="col">{t('orders.col.date')}</th>
          <th scope="col">{t('orders.col.total')}</th>
          <th scope="col">{t('orders.col.state')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>
              <Link to={`/orders/${o.id}`}>{o.number}</Link>
            </td>
            <td>{dateTime(o.date, i18n.language)}</td>
            <td>{money(o.total, i18n.language)}</td>
            <td>{t(`states.${o.state}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CustomerStatement({ page }: { page: Customer }) {
  const { t, i18n } = useTranslation();
  const s = page.statement;
  const dateField = (name: 'from' | 'to') => (
    <div className="col-auto">
      <label className="form-label small" htmlFor={`statement-${name}`}>
        {t(`customer.${name}`)}
      </label>
      <input
        id={`statement-${name}`}
        type="date"
        className="form-control form-control-sm"
        value={page.range[name]}
        onChange={(e) => page.setRange({ ...page.range, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <div>
      <div className="row g-2 mb-2">
        {dateField('from')}
        {dateField('to')}
      </div>
      {s && (
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('orders.col.date')}</th>
              <th scope="col">{t('customer.document')}</th>
              <th scope="col">{t('customer.debit')}</th>
              <th scope="col">{t('customer.credit')}</th>
              <th scope="col">{t('customer.balance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={4}>{t('customer.opening')}</td>
              <td>{money(s.opening, i18n.language)}</td>
            </tr>
            {s.moves.map((m) => (
              <tr key={`${m.kind}-${m.document}`}>
                <td>{m.date}</td>
                <td>{m.document}</td>
                <td>{m.debit ? money(m.debit, i18n.language) : ''}</td>
                <td>{m.credit ? money(m.credit, i18n.language) : ''}</td>
                <td>{money(m.balance, i18n.language)}</td>
              </tr>
            ))}
            <tr className="fw-semibold">
              <td colSpan={4}>{t('customer.closing')}</td>
              <td data-testid="statement-closing">{money(s.closing, i18n.language)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}
