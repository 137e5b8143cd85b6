import type { ProductRow, StaffMe } from '@mostrador/contract/console';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { ConsoleTable } from '../../components/console-table';
import { FilterForm, FilterInput, FilterSelect } from '../../components/filter-form';
import { Pager } from '../../components/pager';
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
  return (
    <FilterForm words="catalogue" onFilter={page.update} applyColumn="col-6 col-md-2">
      <FilterInput wide name="q" label={t('catalogue.search')} defaultValue={page.q} />
      <FilterSelect name="published" label={t('catalogue.published')} defaultValue={page.published}>
        <option value="">{t('catalogue.any')}</option>
        <option value="true">{t('catalogue.yes')}</option>
        <option value="false">{t('catalogue.no')}</option>
      </FilterSelect>
    </FilterForm>
  );
}

export function ProductsPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const page = useProductsPage();
  const columns = useColumns(i18n.language);
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
      {page.failed && <Alert tone="danger">{t('errors.generic')}</Alert>}
      <ConsoleTable
        rows={page.answer?.products ?? []}
        columns={columns}
        sorting={page}
        rowTestId="product-row"
        empty={page.answer ? t('catalogue.empty') : undefined}
      />
      <Pager list={page} total={page.answer?.total ?? 0} words="catalogue" label={t('catalogue.title')} />
    </section>
  );
}
