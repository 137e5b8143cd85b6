import { type InboxOrder, type orderInboxResponse, orderStates } from '@mostrador/contract/console';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { Options } from '../../../components/ui/options';
import type { ListColumn } from '../../components/console-table';
import { FilterForm, FilterInput, FilterSelect } from '../../components/filter-form';
import { ListPage, type ListTable } from '../../components/list-page';
import { dateTime, money } from '../../lib/format';
import { ErpBadge } from './erp-badge';
import { useOrdersPage } from './use-orders-page';

function Filters({ query, update }: Pick<ReturnType<typeof useOrdersPage>, 'query' | 'update'>) {
  const { t } = useTranslation();
  const field = (name: keyof typeof query, type = 'text') => (
    <FilterInput
      name={name}
      type={type}
      label={t(`orders.filter.${name}`)}
      defaultValue={query[name] ?? ''}
    />
  );
  return (
    <FilterForm
      words="orders"
      onFilter={update}
      apply={t('orders.filter.apply')}
      applyColumn="col-12"
      noPrint
    >
      {field('q')}
      <FilterSelect name="state" label={t('orders.filter.state')} defaultValue={query.state ?? ''}>
        <option value="">{t('orders.filter.any')}</option>
        <Options items={orderStates} label={(s) => t(`states.${s}`)} />
      </FilterSelect>
      {field('customer')}
      {field('number')}
      {field('from', 'date')}
      {field('to', 'date')}
    </FilterForm>
  );
}

const table: ListTable<z.infer<typeof orderInboxResponse>, InboxOrder> = {
  rows: (answer) => answer.orders,
  rowTestId: 'order-row',
  columns: (t: TFunction, language: string): ListColumn<InboxOrder>[] => [
    { id: 'number', cell: (o) => <Link to={`/orders/${o.id}`}>{o.number}</Link> },
    { id: 'date', cell: (o) => dateTime(o.date, language) },
    { id: 'customer', cell: (o) => `${o.customer}${o.guest ? ` (${t('orders.guest')})` : ''}` },
    { id: 'lines', sortable: false, cell: (o) => o.lines },
    { id: 'total', cell: (o) => money(o.total, language) },
    { id: 'state', cell: (o) => <span data-testid="order-state">{t(`states.${o.state}`)}</span> },
    { id: 'erp', sortable: false, cell: (o) => <ErpBadge erp={o.erp} /> },
  ],
};

export function OrdersPage() {
  const { t } = useTranslation();
  const page = useOrdersPage();
  return (
    <ListPage
      words="orders"
      list={page}
      table={table}
      actions={
        <a className="btn btn-outline-secondary btn-sm no-print" href={page.csvUrl} download>
          {t('orders.csv')}
        </a>
      }
      noPrint
    >
      <Filters query={page.query} update={page.update} />
    </ListPage>
  );
}
