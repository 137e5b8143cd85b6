import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { PlainTable } from '../../components/plain-table';
import { dateTime, money } from '../../lib/format';
import type { useCustomer } from './use-customer';

type Customer = ReturnType<typeof useCustomer>;

export function CustomerOrders({ orders }: { orders: Customer['orders'] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return <p className="text-body-secondary">{t('customer.noOrders')}</p>;
  return (
    <PlainTable
      headers={[t('orders.col.number'), t('orders.col.date'), t('orders.col.total'), t('orders.col.state')]}
      rows={orders}
      rowKey={(o) => o.id}
      cells={(o) => [
        <Link key="number" to={`/orders/${o.id}`}>
          {o.number}
        </Link>,
        dateTime(o.date, i18n.language),
        money(o.total, i18n.language),
        t(`states.${o.state}`),
      ]}
    />
  );
}

export function CustomerStatement({ page }: { page: Customer }) {
  const { t, i18n } = useTranslation();
  const s = page.statement;
  const dateField = (name: 'from' | 'to') => (
    <FormField
      id={`statement-${name}`}
      label={t(`customer.${name}`)}
      small
      className="col-auto"
      type="date"
      value={page.range[name]}
      onChange={(e) => page.setRange({ ...page.range, [name]: e.target.value })}
    />
  );
  return (
    <div>
      <div className="row g-2 mb-2">
        {dateField('from')}
        {dateField('to')}
      </div>
      {s && (
        <PlainTable
          headers={[
            t('orders.col.date'),
            t('customer.document'),
            t('customer.debit'),
            t('customer.credit'),
            t('customer.balance'),
          ]}
          rows={s.moves}
          rowKey={(m) => `${m.kind}-${m.document}`}
          cells={(m) => [
            m.date,
            m.document,
            m.debit ? money(m.debit, i18n.language) : '',
            m.credit ? money(m.credit, i18n.language) : '',
            money(m.balance, i18n.language),
          ]}
          before={
            <tr>
              <td colSpan={4}>{t('customer.opening')}</td>
              <td>{money(s.opening, i18n.language)}</td>
            </tr>
          }
          after={
            <tr className="fw-semibold">
              <td colSpan={4}>{t('customer.closing')}</td>
              <td data-testid="statement-closing">{money(s.closing, i18n.language)}</td>
            </tr>
          }
        />
      )}
    </div>
  );
}
