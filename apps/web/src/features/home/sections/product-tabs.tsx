import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard, ProductCardSkeleton } from '../../../components/product/product-card';
import type { Product } from '../../../lib/api';
import { useStarted } from '../../../lib/use-started';

type TabId = 'new' | 'best' | 'sale';

/** New, best selling and on sale products; the tabs are disabled until the app has started. */
export function ProductTabs({ products, loading }: { products: Product[]; loading: boolean }) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<TabId>('new');
  const started = useStarted();
  const shown = useMemo(() => {
    const list = [...products];
    if (tab === 'best') list.sort((a, b) => b.saleCount - a.saleCount);
    if (tab === 'sale')
      return list
        .filter((p) => p.discount > 0)
        .sort((a, b) => b.discount - a.discount)
        .slice(0, 8);
    if (tab === 'new') list.sort((a, b) => Number(b.isNew) - Number(a.isNew));
    return list.slice(0, 8);
  }, [products, tab]);
  const tabs: TabId[] = ['new', 'best', 'sale'];
  return (
    <section aria-labelledby="tabs-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3 gap-2">
        <h2 id="tabs-title" className="section-title mb-0">
          {t('products')}
        </h2>
        <div className="nav nav-pills" role="tablist">
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls="tab-panel"
              className={`nav-link${tab === id ? ' active' : ''}`}
              disabled={!started}
              onClick={() => setTab(id)}
            >
              {t(`tabs.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <div id="tab-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="row g-3">
        {loading
          ? Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="col-6 col-md-4 col-lg-3">
                <ProductCardSkeleton />
              </div>
            ))
          : shown.map((p) => (
              <div key={p.id} className="col-6 col-md-4 col-lg-3">
                <ProductCard product={p} />
              </div>
            ))}
        {!loading && shown.length === 0 && (
          <p className="text-body-secondary">{tab === 'sale' ? t('noSale') : t('noProducts')}</p>
        )}
      </div>
    </section>
  );
}
