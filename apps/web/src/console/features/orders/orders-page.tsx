import { type InboxOrder, type OrderSort, orderStates } from '@mostrador/contract/console';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime, money } from '../../lib/format';
import { ErpBadge } from './erp-badge';
import { useOrdersPage } from './use-orders-page';

function Filters({ query, update }: Pick<ReturnType<typeof useOrdersPage>, 'query' | 'update'>) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update(
      Object.fromEntries(
        ['q', 'state', 'from', 'to', 'customer', 'number'].map((k) => [k, String(data.get(k) ?? '')]),
      ),
    );
  };
  const field = (name: keyof typeof query, type = 'text') => (
    <div className="col-6 col-md-2">
      <label className="form-label small" htmlFor={`filter-${name}`}>
        {t(`orders.filter.${name}`)}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        className="form-control form-control-sm"
        defaultValue={query[name] ?? ''}
      />
    </div>
  );
  return (
    <form className="row g-2 align-items-end mb-3 no-print" onSubmit={submit} aria-label={t('orders.title')}>
      {field('q')}
      <div className="col-6 col-md-2">
        <label className="form-label small" htmlFor="filter-state">
          {t('orders.filter.state')}
        </label>
        <select
          id="filter-state"
          name="state"
          className="form-select form-select-sm"
          defaultValue={query.state ?? ''}
        >
          <option value="">{t('orders.filter.any')}</option>
          {orderStates.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {field('customer')}
      {field('number')}
      {field('from', 'date')}
      {field('to', 'date')}
      <div className="col-12">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('orders.filter.apply')}
        </button>
      </div>
    </form>
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
  const table = useReactTable({
    data: page.answer?.orders ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting: [{ id: page.sort, desc: page.dir === 'desc' }] },
    onSortingChange: () => {},
  });
  const { pages } = page;
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
      {page.failed && (
        <div className="alert alert-danger" role="alert">
          {t('errors.generic')}
        </div>
      )}
      <div className="table-responsive">
        <table className="table table-sm table-hover console-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      page.sort === header.id ? (page.dir === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={() => sortBy(header.id as OrderSort)}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {page.sort === header.id ? (page.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="order-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="d-flex gap-2 align-items-center no-print" aria-label={t('orders.paging')}>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page.page <= 1}
          onClick={() => page.update({ page: String(page.page - 1) })}
        >
          {t('orders.previous')}
        </button>
        <span>{t('orders.pageOf', { page: page.page, pages, total: page.answer?.total ?? 0 })}</span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page.page >= pages}
          onClick={() => page.update({ page: String(page.page + 1) })}
        >
          {t('orders.next')}
        </button>
      </nav>
    </section>
  );
}
