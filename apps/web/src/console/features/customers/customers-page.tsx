import type { CustomerRow, customerListResponse } from '@mostrador/contract/console';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { Options } from '../../../components/ui/options';
import type { ListColumn } from '../../components/console-table';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { ListPage, type ListTable } from '../../components/list-page';
import { money } from '../../lib/format';
import { useCustomersPage } from './use-customers-page';

type Page = ReturnType<typeof useCustomersPage>;

function Search({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <FilterForm words="customers" onFilter={page.update} search={page.filters.q} applyColumn="col-auto">
      <FilterSelect name="level" label={t('customers.level')} defaultValue={page.filters.level}>
        <option value="">{t('customers.anyLevel')}</option>
        <Options items={[1, 2, 3, 4, 5]} label={(n) => t('customers.levelN', { n })} />
      </FilterSelect>
    </FilterForm>
  );
}

const table: ListTable<z.infer<typeof customerListResponse>, CustomerRow> = {
  rows: (answer) => answer.customers,
  rowTestId: 'customer-row',
  columns: (t: TFunction, language: string): ListColumn<CustomerRow>[] => [
    { id: 'name', cell: (c) => <Link to={`/customers/${c.id}`}>{c.name}</Link> },
    { id: 'nit', cell: (c) => c.nit },
    { id: 'user', sortable: false, cell: (c) => c.user ?? '' },
    { id: 'level', cell: (c) => c.priceLevel },
    {
      id: 'credit',
      cell: (c) =>
        `${c.creditLimit === null ? t('customers.noLimit') : money(c.creditLimit, language)}${
          c.creditBlocked ? ` · ${t('customers.blocked')}` : ''
        }`,
    },
    {
      id: 'status',
      sortable: false,
      cell: (c) => (c.hasPassword ? t('customers.active') : t('customers.noPassword')),
    },
  ],
};

export function CustomersPage() {
  const page = useCustomersPage();
  return (
    <ListPage
      words="customers"
      list={page}
      table={table}
      actions={page.answer && !page.answer.erpMode && <NewCustomerLink />}
    >
      <Search page={page} />
    </ListPage>
  );
}

function NewCustomerLink() {
  const { t } = useTranslation();
  return (
    <Link className="btn btn-primary btn-sm" to="/customers/new">
      {t('customers.new')}
    </Link>
  );
}
