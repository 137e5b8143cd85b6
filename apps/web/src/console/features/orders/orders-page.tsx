import { type InboxOrder, orderStates } from '@mostrador/contract/console';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { ConsoleTable } from '../../components/console-table';
import { FilterForm, FilterInput, FilterSelect, Options } from '../../components/filter-form';
import { Pager } from '../../components/pager';
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
        <Options values={orderStates} label={(s) => t(`states.${s}`)} />
      </FilterSelect>
      {field('customer')}
      {field('number')}
      {field('from', 'date')}
      {field('to', 'date')}
    </FilterForm>
  );
}

function useColumns(language: string): ColumnDef<InboxOrder>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('orders.col.number'),
        cell: ({ row }) => <Link to={`/orders/${row.original.id}`}>{row.original.number}</Link>,
      },
      { id: 'date', header: t('orders.col.date'), cell: ({ row }) => dateTime(row.original.date, language) },
      {
        id: 'customer',
        header: t('orders.col.customer'),
        cell: ({ row }) => `${row.original.customer}${row.original.guest ? ` (${t('orders.guest')})` : ''}`,
      },
      {
        id: 'lines',
        header: t('orders.col.lines'),
        enableSorting: false,
        cell: ({ row }) => row.original.lines,
      },
      { id: 'total', header: t('orders.col.total'), cell: ({ row }) => money(row.original.total, language) },
      {
        id: 'state',
        header: t('orders.col.state'),
        cell: ({ row }) => <span data-testid="order-state">{t(`states.${row.original.state}`)}</span>,
      },
      {
        id: 'erp',
        header: t('orders.col.erp'),
        enableSorting: false,
        cell: ({ row }) => <ErpBadge erp={row.original.erp} />,
      },
    ],
    [t, language],
  );
}

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const page = useOrdersPage();
  const columns = useColumns(i18n.language);
  const sortBy = (id: string) =>
    page.update({ sort: id, dir: page.sort === id && page.dir === 'desc' ? 'asc' : 'desc' });
  return (
    <section>
      <div className="d-flex justify-content-between align-items-center">
        <h1 className="h3">{t('orders.title')}</h1>
        <a className="btn btn-outline-secondary btn-sm no-print" href={page.csvUrl} download>
          {t('orders.csv')}
        </a>
      </div>
      <Filters query={page.query} update={page.update} />
      {page.failed && <Alert tone="danger">{t('errors.generic')}</Alert>}
      <ConsoleTable
        rows={page.answer?.orders ?? []}
        columns={columns}
        sorting={{ ...page, sortBy }}
        rowTestId="order-row"
        empty={page.answer ? t('orders.empty') : undefined}
      />
      <Pager
        list={page}
        total={page.answer?.total ?? 0}
        words="orders"
        label={t('orders.paging')}
        className=" no-print"
      />
    </section>
  );
}
