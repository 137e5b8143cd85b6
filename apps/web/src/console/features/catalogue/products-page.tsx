import type { ProductRow, productListResponse, StaffMe } from '@mostrador/contract/console';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import type { ListColumn } from '../../components/console-table';
import { FilterForm, FilterSelect } from '../../components/filter-form';
import { ListPage, type ListTable } from '../../components/list-page';
import { money } from '../../lib/format';
import { useProductsPage } from './use-products-page';

const table: ListTable<z.infer<typeof productListResponse>, ProductRow> = {
  rows: (answer) => answer.products,
  rowTestId: 'product-row',
  columns: (t: TFunction, language: string): ListColumn<ProductRow>[] => [
    { id: 'code', cell: (p) => p.code },
    { id: 'name', cell: (p) => <Link to={`/catalogue/${p.id}`}>{p.name}</Link> },
    { id: 'price', cell: (p) => money(p.price, language) },
    { id: 'stock', cell: (p) => p.stock },
    { id: 'published', sortable: false, cell: (p) => t(p.published ? 'catalogue.yes' : 'catalogue.no') },
    { id: 'pictures', sortable: false, cell: (p) => p.pictures },
  ],
};

function Filters({ page }: { page: ReturnType<typeof useProductsPage> }) {
  const { t } = useTranslation();
  return (
    <FilterForm words="catalogue" onFilter={page.update} search={page.filters.q} applyColumn="col-6 col-md-2">
      <FilterSelect name="published" label={t('catalogue.published')} defaultValue={page.filters.published}>
        <option value="">{t('catalogue.any')}</option>
        <option value="true">{t('catalogue.yes')}</option>
        <option value="false">{t('catalogue.no')}</option>
      </FilterSelect>
    </FilterForm>
  );
}

export function ProductsPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const page = useProductsPage();
  const readOnly = page.answer?.readOnly ?? false;
  return (
    <ListPage
      words="catalogue"
      list={page}
      table={table}
      actions={
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
      }
    >
      {readOnly && <p className="alert alert-info">{t('catalogue.readOnly')}</p>}
      <Filters page={page} />
    </ListPage>
  );
}
