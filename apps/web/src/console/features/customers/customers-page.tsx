import type { CustomerRow, CustomerSort } from '@mostrador/contract/console';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { ConsoleTable } from '../../components/console-table';
import { FilterForm, FilterInput, FilterSelect, Options } from '../../components/filter-form';
import { Pager } from '../../components/pager';
import { money } from '../../lib/format';
import { useCustomersPage } from './use-customers-page';

type Page = ReturnType<typeof useCustomersPage>;

function Search({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <FilterForm words="customers" onFilter={page.update} applyColumn="col-auto">
      <FilterInput wide name="q" label={t('customers.search')} defaultValue={page.q} />
      <FilterSelect name="level" label={t('customers.level')} defaultValue={page.level}>
        <option value="">{t('customers.anyLevel')}</option>
        <Options values={[1, 2, 3, 4, 5]} label={(n) => t('customers.levelN', { n })} />
      </FilterSelect>
    </FilterForm>
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
      {page.failed && <Alert tone="danger">{t('errors.generic')}</Alert>}
      <ConsoleTable
        rows={page.answer?.customers ?? []}
        columns={useColumns(i18n.language)}
        sorting={{ ...page, sortBy: (id) => page.sortBy(id as CustomerSort) }}
        rowTestId="customer-row"
        empty={page.answer ? t('customers.empty') : undefined}
      />
      <Pager list={page} total={page.answer?.total ?? 0} words="customers" label={t('customers.paging')} />
    </section>
  );
}
