import type { ProductRow, StaffMe } from '@mostrador/contract/console';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../lib/format';
import { useProductsPage } from './use-products-page';

function useColumns(language: string): ColumnDef<ProductRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'code', header: t('catalogue.col.code'), cell: ({ row }) => row.original.code },
      {
        id: 'name',
        header: t('catalogue.col.name'),
        cell: ({ row }) => <Link to={`/catalogue/${row.original.id}`}>{row.original.name}</Link>,
      },
      {
        id: 'price',
        header: t('catalogue.col.price'),
        cell: ({ row }) => money(row.original.price, language),
      },
      { id: 'stock', header: t('catalogue.col.stock'), cell: ({ row }) => row.original.stock },
      {
        id: 'published',
        header: t('catalogue.col.published'),
        enableSorting: false,
        cell: ({ row }) => t(row.original.published ? 'catalogue.yes' : 'catalogue.no'),
      },
      {
        id: 'pictures',
        header: t('catalogue.col.pictures'),
        enableSorting: false,
        cell: ({ row }) => row.original.pictures,
      },
    ],
    [t, language],
  );
}

function Filters({ page }: { page: ReturnType<typeof useProductsPage> }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    page.update({ q: String(data.get('q') ?? ''), published: String(data.get('published') ?? '') });
  };
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label={t('catalogue.title')}>
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor="catalogue-q">
          {t('catalogue.search')}
        </label>
        <input id="catalogue-q" name="q" className="form-control form-control-sm" defaultValue={page.q} />
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label small" htmlFor="catalogue-published">
          {t('catalogue.published')}
        </label>
        <select
          id="catalogue-published"
          name="published"
          className="form-select form-select-sm"
          defaultValue={page.published}
        >
          <option value="">{t('catalogue.any')}</option>
          <option value="true">{t('catalogue.yes')}</option>
          <option value="false">{t('catalogue.no')}</option>
        </select>
      </div>
      <div className="col-6 col-md-2">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('catalogue.apply')}
        </button>
      </div>
    </form>
  );
}

export function ProductsPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const page = useProductsPage();
  const columns = useColumns(i18n.language);
  const table = useReactTable({
    data: page.answer?.products ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  const readOnly = page.answer?.readOnly ?? false;
  return (
    <section>
      <div className="d-flex justify-content-between align-items-center">
        <h1 className="h3">{t('catalogue.title')}</h1>
        <div className="d-flex gap-2">
          {me.role === 'owner' && !readOnly && (
            <Link className="btn btn-outline-secondary btn-sm" to="/catalogue/import">
              {t('catalogue.importLink')}
            </Link>
          )}
          {readOnly && (
            <Link className="btn btn-outline-secondary btn-sm" to="/catalogue/sync">
              {t('catalogue.syncLink')}
            </Link>
          )}
        </div>
      </div>
      {readOnly && <p className="alert alert-info">{t('catalogue.readOnly')}</p>}
      <Filters page={page} />
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
                      <button type="button" onClick={() => page.sortBy(header.id)}>
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
              <tr key={row.id} data-testid="product-row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="d-flex gap-2 align-items-center" aria-label={t('catalogue.title')}>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page.page <= 1}
          onClick={() => page.update({ page: String(page.page - 1) })}
        >
          {t('catalogue.previous')}
        </button>
        <span>
          {t('catalogue.pageOf', { page: page.page, pages: page.pages, total: page.answer?.total ?? 0 })}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page.page >= page.pages}
          onClick={() => page.update({ page: String(page.page + 1) })}
        >
          {t('catalogue.next')}
        </button>
      </nav>
    </section>
  );
}
