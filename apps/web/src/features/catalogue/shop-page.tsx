import type { ProductOrder } from '@mostrador/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card';
import { PageBanner } from '../../components/ui/page-banner';
import { RetryAlert } from '../../components/ui/retry-alert';
import type { Product, ProductFilter } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { InTurn } from '../../lib/hydrate-in-turn';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';
import { useCountProductsQuery, useGetProductsQuery } from './api/get-products';
import { CategoryFilter } from './category-filter';
import { FacetFilter } from './facet-filter';
import { NoProducts } from './no-products';
import { Pager } from './pager';
import { PriceFilter } from './price-filter';
import { SearchBox } from './search-box';
import { SHOP_LAYOUTS, type ShopLayoutId } from './shop-layouts';
import { SortSelect } from './sort-select';
import {
  type CatalogueFilter,
  type CataloguePatch,
  PAGE_SIZE,
  useCatalogueFilter,
} from './use-catalogue-filter';
// Tables, pagination and the like: loaded with the pages that use them (styles/pages.scss).
import '../../styles/pages.scss';

const COLUMN_CLASS = { 1: 'col-12', 2: 'col-12 col-md-6', 3: 'col-6 col-lg-4', 4: 'col-6 col-md-4 col-xl-3' };
/** Cards a phone or a desktop shows before any scrolling: their pictures are not lazy. */
const FIRST_SCREEN_CARDS = 4;

/** The categories, the price range and the facets; on a phone, folded behind a button. */
function ShopSidebar({
  filter,
  matching,
  hrefOf,
  onApply,
}: {
  filter: CatalogueFilter;
  matching: ProductFilter;
  hrefOf: (patch: CataloguePatch) => string;
  onApply: (range: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}) {
  const { t } = useTranslation('catalogue');
  const filtersId = useUniqueId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The toggle needs the app: disabled in the server's HTML until it has started.
  const started = useStarted();
  return (
    <aside className="col-12 col-lg-3 shop-sidebar" aria-label={t('filters')}>
      <button
        type="button"
        className="btn btn-outline-primary w-100 d-lg-none shop-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        disabled={!started}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t('filters')}
      </button>
      {/* Without JavaScript the button cannot open them: they show unfolded (styles/pages.scss). */}
      <div id={filtersId} className={`shop-filters ${filtersOpen ? 'mt-3' : 'd-none d-lg-block'}`}>
        <section className="mb-4">
          <h2>{t('categories')}</h2>
          <CategoryFilter value={filter} hrefOf={hrefOf} />
        </section>
        <section className="mb-4">
          <h2>{t('price')}</h2>
          <PriceFilter min={filter.priceMin} max={filter.priceMax} onApply={onApply} />
        </section>
        <FacetFilter matching={matching} chosen={filter.facets} hrefOf={hrefOf} />
      </div>
    </aside>
  );
}

/** The catalogue behind the nine shop routes; they differ only in layout. */
export default function ShopPage({ layout }: { layout: ShopLayoutId }) {
  const { t } = useTranslation('catalogue');
  const shape = SHOP_LAYOUTS[layout];
  const [filter, update, hrefOf] = useCatalogueFilter();
  useDocumentTitle(t('title'));
  // Which products match: the page asks for its slice of them, the pager for how many there are.
  const matching: ProductFilter = {
    search: filter.search,
    categoriaid: filter.categoriaid,
    grupoid: filter.grupoid,
    subgrupoid: filter.subgrupoid,
    priceMin: filter.priceMin,
    priceMax: filter.priceMax,
    facets: filter.facets,
  };
  const query = useGetProductsQuery({
    ...matching,
    orden: filter.orden,
    offset: (filter.page - 1) * PAGE_SIZE,
    pageSize: PAGE_SIZE,
  });
  const count = useCountProductsQuery(matching);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const onSort = useCallback((orden: ProductOrder) => update({ orden }), [update]);
  const sidebar = shape.sidebar !== 'none' && (
    <InTurn turn="shop-sidebar">
      <ShopSidebar filter={filter} matching={matching} hrefOf={hrefOf} onApply={(range) => update(range)} />
    </InTurn>
  );
  const items = query.data?.items;
  const busy = query.isFetching;
  const columnClass =
    shape.view === 'list' ? COLUMN_CLASS[shape.columns === 2 ? 2 : 1] : COLUMN_CLASS[shape.columns];
  return (
    <>
      <PageBanner
        title={t('title')}
        label={t('common:breadcrumb')}
        crumbs={[{ label: t('common:menu.home'), to: '/' }, { label: t('title') }]}
      />
      <div className={shape.fullWidth ? 'container-fluid px-lg-5' : 'container'} data-layout={layout}>
        <div className="row g-4">
          {shape.sidebar === 'left' && sidebar}
          <div className={shape.sidebar === 'none' ? 'col-12' : 'col-12 col-lg-9'}>
            <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
              <div className="flex-grow-1">
                <SearchBox value={filter.search} onSearch={onSearch} />
              </div>
              <SortSelect value={filter.orden} onSort={onSort} />
            </div>
            <p className="small text-body-secondary shop-status" aria-live="polite">
              {items && items.length > 0 && !busy
                ? t('showing', {
                    from: (filter.page - 1) * PAGE_SIZE + (items.length ? 1 : 0),
                    to: (filter.page - 1) * PAGE_SIZE + items.length,
                    page: filter.page,
                  })
                : ''}
            </p>
            <ShopResults
              items={busy ? undefined : items}
              failed={query.isError && !busy}
              onRetry={() => void query.refetch()}
              page={filter.page}
              hrefOf={hrefOf}
              view={shape.view}
              columnClass={columnClass}
              suggestion={count.data?.suggestion}
            />

            <Pager
              page={filter.page}
              hasMore={query.data?.hasMore ?? false}
              total={count.data?.total}
              pageSize={PAGE_SIZE}
              hrefOf={(page) => hrefOf({ page })}
              // A new page is a navigation: it starts at the top, not on the footer (spec §2).
              onPage={() => window.scrollTo(0, 0)}
            />
          </div>
          {shape.sidebar === 'right' && sidebar}
        </div>
      </div>
    </>
  );
}

/**
 * The page's products (`items`; undefined while they load: placeholders), or why there are none: a failure,
 * an address past the last page, or a filter nothing matches.
 */
function ShopResults({
  items,
  failed,
  onRetry,
  page,
  hrefOf,
  view,
  columnClass,
  suggestion,
}: {
  items: Product[] | undefined;
  failed: boolean;
  onRetry: () => void;
  page: number;
  hrefOf: (patch: CataloguePatch) => string;
  view: 'grid' | 'list';
  columnClass: string;
  suggestion: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  return failed ? (
    <RetryAlert message={t('error')} retryLabel={t('retry')} onRetry={onRetry} />
  ) : items && items.length === 0 && page > 1 ? (
    // An address past the last page (an old link, a catalogue that shrank): back to the first.
    <div className="text-center py-5">
      <h2 className="h4">{t('empty.pastLast')}</h2>
      <Link to={hrefOf({ page: 1 })} className="btn btn-outline-primary">
        {t('empty.firstPage')}
      </Link>
    </div>
  ) : items && items.length === 0 ? (
    <NoProducts hrefOf={hrefOf} suggestion={suggestion} />
  ) : (
    <div className="row g-3" aria-busy={!items}>
      {!items
        ? Array.from({ length: PAGE_SIZE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className={columnClass}>
              <ProductCardSkeleton view={view} />
            </div>
          ))
        : items.map((product, index) => (
            <InTurn key={product.id} turn={`card-${product.id}`}>
              <div className={columnClass}>
                <ProductCard
                  product={product}
                  view={view}
                  firstScreen={index === 0 ? 'lead' : index < FIRST_SCREEN_CARDS ? 'seen' : undefined}
                />
              </div>
            </InTurn>
          ))}
    </div>
  );
}
