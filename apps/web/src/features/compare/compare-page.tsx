import { isOpenTier, tierTable } from '@mostrador/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeptListPage } from '../../components/product/kept-list-page';
import { SavedProductButtons } from '../../components/product/saved-product-buttons';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';
import { useFormatMoney } from '../../lib/currency';
import { useFreshProduct } from '../../lib/kept-products';
import { useOptionLabels } from '../../lib/option-labels';
import { type CompareItem, type CompareProduct, compare } from './compare-slice';

export interface ComparePageProps {
  onAddToCart?: (product: CompareProduct) => void;
}

function Stars({ rating }: { rating: number | null }) {
  const { t } = useTranslation('compare');
  if (rating === null) return <span className="text-body-secondary">{t('notRated')}</span>;
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={t('ratingOf', { rating: full })} className="text-warning">
      {'★'.repeat(full)}
      <span className="text-body-tertiary">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

function ProductColumn({ item, onAddToCart }: { item: CompareItem } & ComparePageProps) {
  const { t } = useTranslation('compare');
  // A catalogue product names no category itself: its name comes from the category tree, not its id.
  const categories = useGetCategoriesQuery().data;
  const format = useFormatMoney();
  const label = useOptionLabels();
  const actions = compare.useActions();
  const p = useFreshProduct(item);
  const tiers = tierTable(p);
  const categoryName = categories?.find((c) => c.id === p.categoryId)?.name;
  const cells: Array<[string, ReactNode]> = [
    [
      t('price'),
      <span className="fw-bold fs-5" key="p">
        {format(p.price)}
      </span>,
    ],
    [
      t('tiers'),
      tiers.length === 0 ? (
        <span className="text-body-secondary" key="t">
          {t('noTiers')}
        </span>
      ) : (
        <ul className="list-unstyled mb-0 small" key="t">
          {tiers.map(({ tier, unitPrice }) => (
            <li key={tier.from}>
              {t(isOpenTier(tier) ? 'tierRangeOpen' : 'tierRange', { from: tier.from, to: tier.to })}:{' '}
              {format(unitPrice)}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      t('stock'),
      (p.stock ?? 0) > 0 ? (
        <span className="text-success" key="s">
          {t('inStock', { count: p.stock ?? 0 })}
        </span>
      ) : (
        <span className="text-danger" key="s">
          {t('outOfStock')}
        </span>
      ),
    ],
    [t('code'), p.code],
    [t('category'), p.categories.length > 0 ? p.categories.map(label.tag).join(', ') : (categoryName ?? '')],
    [t('rating'), <Stars rating={p.rating} key="r" />],
  ];
  return (
    <div className="col" data-testid="compare-item" data-product-id={item.id}>
      <div className="card h-100 shadow-sm">
        <img
          src={p.image}
          alt=""
          className="card-img-top bg-light"
          style={{ aspectRatio: '1', objectFit: 'cover' }}
        />
        <div className="card-body">
          <h2 className="h6 card-title">
            <Link to={`/product/${item.id}`} className="text-body">
              {p.name}
            </Link>
          </h2>
          <dl className="mb-0">
            {cells.map(([label, value]) => (
              <div key={label} className="py-2 border-top">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
          <SavedProductButtons
            product={p}
            addLabel={t('addToCart')}
            removeLabel={t('remove')}
            onAddToCart={onAddToCart}
            onRemove={() => actions.remove(item.id)}
            addClassName="flex-grow-1"
          />
        </div>
      </div>
    </div>
  );
}

/** /compare: the chosen products side by side. */
export default function ComparePage({ onAddToCart }: ComparePageProps) {
  const { t } = useTranslation('compare');
  const items = compare.useItems();
  const actions = compare.useActions();
  const heading = (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
      <h1 className="h3 mb-0">{t('title')}</h1>
      {items.length > 0 && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => actions.clear()}>
          {t('clear')}
        </button>
      )}
    </div>
  );
  return (
    <KeptListPage ns="compare" count={items.length} heading={heading}>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {items.map((item) => (
          <ProductColumn key={item.id} item={item} {...(onAddToCart ? { onAddToCart } : {})} />
        ))}
      </div>
    </KeptListPage>
  );
}
