import { type ProductOrder, productOrder } from '@mostrador/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { whenHydrated } from '../../lib/hydrate-in-turn';
import { useUniqueId } from '../../lib/use-unique-id';
import { CatalogueForm } from './catalogue-form';
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
  const list = useRef<HTMLSelectElement>(null);
  const sort = useRef({ value, onSort });
  sort.current = { value, onSort };
  const send = () => {
    const chosen = orderOf(list.current?.value);
    if (chosen !== sort.current.value) sort.current.onSort(chosen);
  };
  // An order chosen before the start is applied like one chosen after it, once every part of the page has
  // been hydrated (a part still waiting keeps the server's links, which would miss the new order).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; send reads the list and the props from refs
  useEffect(() => whenHydrated(send), []);
  return (
    <CatalogueForm own={{ orden: 0 }} onSubmit={send} className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-nowrap">
        {t('sortBy')}
      </label>
      {/* The address's order selects its option (preact/compat), also when a link changes it. */}
      <select ref={list} id={id} name="sort" className="form-select" defaultValue={value} onChange={send}>
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
