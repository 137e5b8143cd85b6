import { type ProductOrder, productOrder } from '@mostrador/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../lib/use-unique-id';
import { CatalogueForm, fieldOf } from './catalogue-form';
import { orderOf } from './use-catalogue-filter';

/**
 * The catalogue's order (the address's `sort`), a catalogue form: without JavaScript its button (shown only
 * then, styles/pages.scss) sends it and the server renders the sorted catalogue. Once started, the app sorts
 * as soon as another order is chosen. The list is not bound to state: an order chosen before the start is
 * kept through hydration and applied once the page has been hydrated. (A page whose app never starts, its
 * words not loaded, keeps the list: choosing does nothing.)
 */
export function SortSelect({
  value,
  onSort,
}: {
  value: ProductOrder;
  onSort: (order: ProductOrder) => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useUniqueId();
  const form = useRef<HTMLFormElement>(null);
  const send = () => {
    const chosen = orderOf(fieldOf(form, 'sort')?.value);
    if (chosen !== value) onSort(chosen);
  };
  return (
    <CatalogueForm
      formRef={form}
      own={{ orden: 0 }}
      shows={{ sort: String(value) }}
      onSubmit={send}
      onStart={send}
      className="d-flex align-items-center gap-2"
    >
      <label htmlFor={id} className="small text-nowrap">
        {t('sortBy')}
      </label>
      <select id={id} name="sort" className="form-select" defaultValue={value} onChange={send}>
        <option value={productOrder.code}>{t('sort.code')}</option>
        <option value={productOrder.priceAsc}>{t('sort.priceAsc')}</option>
        <option value={productOrder.priceDesc}>{t('sort.priceDesc')}</option>
      </select>
      <button type="submit" className="btn btn-outline-primary shop-sort-submit">
        {t('sortApply')}
      </button>
    </CatalogueForm>
  );
}
