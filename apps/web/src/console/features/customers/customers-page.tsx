import { type CustomerRow, type CustomerSort, customerSorts } from '@mostrador/contract/console';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../lib/format';
import { useCustomersPage } from './use-customers-page';

type Page = ReturnType<typeof useCustomersPage>;

function Search({ page }: { page: Page }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    page.update({ q: String(data.get('q') ?? ''), level: String(data.get('level') ?? '') });
  };
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label={t('customers.title')}>
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor="customers-q">
          {t('customers.search')}
        </label>
        <input id="customers-q" name="q" className="form-control form-control-sm" defaultValue={page.q} />
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label small" htmlFor="customers-level">
          {t('customers.level')}
        </label>
        <select
          id="customers-level"
          name="level"
          className="form-select form-select-sm"
          defaultValue={page.level}
        >
          <option value="">{t('customers.anyLevel')}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {t('customers.levelN', { n })}
            </option>
          ))}
        </select>
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('customers.apply')}
        </button>
      </div>
    </form>
  );
}

function useColumns(language: string): ColumnDef<CustomerRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('customers.col.name'),
        cell: ({ row }) => <Link to={`/customers/${row.original.id}`}>{row.original.name}</Link>,
      },
      { id: 'nit', header: t('customers.col.nit'), cell: ({ row }) => row.original.nit },
      {
        id: 'user',
        header: t('customers.col.user'),
        enableSorting: false,
        cell: ({ row }) => row.original.user ?? '',
      },
      { id: 'level', header: t('customers.col.level'), cell: ({ row }) => row.original.priceLevel },
      {
        id: 'credit',
        header: t('customers.col.credit'),
        cell: ({ row }) =>
          `${row.original.creditLimit === null ? t('customers.noLimit') : money(row.original.creditLimit, language)}${
            row.original.creditBlocked ? ` · ${t('customers.blocked')}` : ''
          }`,
      },
      {
        id: 'status',
        header: t('customers.col.status'),
        enableSorting: false,
        cell: ({ row }) => (row.original.hasPassword ? t('customers.active') : t('customers.noPassword')),
      },
    ],
    [t, language],
  );
}

export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const page = useCustomersPage();
  const table = useReactTable({
    data: page.answer?.customers ?? [],
    columns: useColumns(i18n.language),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting: [{ id: page.sort, desc: page.dir === 'desc' }] },
    onSortingChange: () => {},
  });
  return (
    <section>
      <div className="d-flex justify-content-between align-items-center">
        <h1 className="h3">{t('customers.title')}</h1>
        {page.answer && !page.answer.erpMode && (
          <Link className="btn btn-primary btn-sm" to="/customers/new">
            {t('customers.new')}
          </Link>
        )}
      </div>
      <Search page={page} />
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
                    {(customerSorts as readonly string[]).includes(header.id) ? (
                      <button type="button" onClick={() => page.sortBy(header.id as CustomerSort)}>
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
              <tr key={row.id} data-testid="customer-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paging page={page} />
    </section>
  );
}

function Paging({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <nav className="d-flex gap-2 align-items-center" aria-label={t('customers.paging')}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page.page <= 1}
        onClick={() => page.update({ page: String(page.page - 1) })}
      >
        {t('customers.previous')}
      </button>
      <span>
        {t('customers.pageOf', { page: page.page, pages: page.pages, total: page.answer?.total ?? 0 })}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page.page >= page.pages}
        onClick={() => page.update({ page: String(page.page + 1) })}
      >
        {t('customers.next')}
      </button>
    </nav>
  );
}
