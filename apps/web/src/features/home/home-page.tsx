import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '../../components/product/price-tag';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card';
import { ShieldIcon, TagIcon, TruckIcon } from '../../components/ui/icons';
import type { Product } from '../../lib/api';
import { useGetCategoriesQuery } from '../../lib/api/get-categories';
import { useDocumentTitle } from '../../lib/document-title';
import { isLanguage } from '../../lib/i18n';
import { useGetHomeProductsQuery } from './api/get-home-products';
import { type SubscribeOutcome, subscribe } from './api/subscribe';
import { Countdown } from './countdown';
import type { HomeVariantId } from './variant-ids';
import { HOME_VARIANTS, type HomeVariant, type Section } from './variants';

function shopLink(variant: HomeVariant): string {
  return variant.categoriaid === null ? '/shop-grid-standard' : `/shop-grid-filter/${variant.categoriaid}`;
}

/** The hero: the variant's headline and a slider of its featured products. */
function Hero({ variant, products }: { variant: HomeVariant; products: Product[] }) {
  const { t } = useTranslation('home');
  const slides = products.filter((p) => p.images.length > 0).slice(0, 3);
  const [current, setCurrent] = useState(0);
  const slide = slides[current % Math.max(1, slides.length)];
  const go = (step: number) => setCurrent((i) => (i + step + slides.length) % slides.length);
  return (
    <section className="home-hero p-4 p-md-5" aria-labelledby="hero-title">
      <div className={`row align-items-center g-4 ${variant.theme.mirror ? 'flex-md-row-reverse' : ''}`}>
        <div className="col-12 col-md-7">
          <p className="hero-kicker mb-2">{t(`trades.${variant.trade}.kicker`)}</p>
          <h1 id="hero-title" className="hero-title mb-3">
            {t(`trades.${variant.trade}.title`)}
          </h1>
          <p className="lead mb-4">{t(`trades.${variant.trade}.text`)}</p>
          <Link to={shopLink(variant)} className="btn btn-on-hero btn-lg">
            {t('shopNow')}
          </Link>
        </div>
        <div className="col-12 col-md-5 text-center">
          {slide ? (
            <section
              aria-roledescription={t('slider.role')}
              aria-label={t('slider.label')}
              className="hero-slider hero-media"
            >
              <Link
                to={`/product/${slide.id}`}
                className="d-block text-reset text-decoration-none"
                aria-live="polite"
              >
                <img
                  className="hero-image img-fluid"
                  src={slide.images[0]}
                  alt=""
                  width="360"
                  height="360"
                  // The largest picture of the first screen: fetched first.
                  fetchPriority="high"
                />
                <span className="d-block fw-semibold mt-2 text-truncate">{slide.name}</span>
              </Link>
              <PriceTag product={slide} className="hero-price d-block" />
              {slides.length > 1 && (
                <div className="d-flex justify-content-center align-items-center gap-2 mt-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-on-hero"
                    aria-label={t('slider.previous')}
                    onClick={() => go(-1)}
                  >
                    ‹
                  </button>
                  {slides.map((s, i) => (
                    <button
                      key={s.id}
                      type="button"
                      className={`slider-dot${i === current ? ' active' : ''}`}
                      aria-label={t('slider.slide', { n: i + 1, total: slides.length })}
                      aria-current={i === current ? 'true' : undefined}
                      onClick={() => setCurrent(i)}
                    />
                  ))}
                  <button
                    type="button"
                    className="btn btn-sm btn-on-hero"
                    aria-label={t('slider.next')}
                    onClick={() => go(1)}
                  >
                    ›
                  </button>
                </div>
              )}
            </section>
          ) : (
            <div className="hero-media" />
          )}
        </div>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation('home');
  const items = [
    { icon: <TruckIcon className="shop-icon" />, key: 'delivery' },
    { icon: <TagIcon className="shop-icon" />, key: 'prices' },
    { icon: <ShieldIcon className="shop-icon" />, key: 'secure' },
  ] as const;
  return (
    <section className="row g-3" aria-label={t('features.label')}>
      {items.map((item) => (
        <div key={item.key} className="col-12 col-md-4">
          <div
            className="d-flex gap-3 align-items-center p-3 rounded-3"
            style={{ background: 'var(--shop-soft)' }}
          >
            <span style={{ color: 'var(--shop-accent)' }}>{item.icon}</span>
            <div>
              <h2 className="h6 mb-0">{t(`features.${item.key}.title`)}</h2>
              <p className="small mb-0 text-body-secondary">{t(`features.${item.key}.text`)}</p>
            </div>
          </div>
        </div>
      ))}
    </section>
  );
}

function Categories({ variant }: { variant: HomeVariant }) {
  const { t } = useTranslation('home');
  const { data } = useGetCategoriesQuery();
  const tiles = useMemo(() => {
    if (!data) return [];
    const category = data.find((c) => c.id === variant.categoriaid);
    if (category) {
      return category.groups.map((g) => ({
        key: `g${g.id}`,
        name: g.name,
        image: g.image,
        to: `/shop-grid-filter/${category.id}?grp=${g.id}`,
      }));
    }
    return data.slice(0, 6).map((c) => ({
      key: `c${c.id}`,
      name: c.name,
      image: c.image,
      to: `/shop-grid-filter/${c.id}`,
    }));
  }, [data, variant.categoriaid]);
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="section-title">
        {t('categories')}
      </h2>
      <div className="row g-3">
        {tiles.slice(0, 6).map((tile) => (
          <div key={tile.key} className="col-6 col-md-4 col-lg-2">
            <Link to={tile.to} className="tile">
              <img src={tile.image} alt="" loading="lazy" width="72" height="72" />
              <span className="d-block mt-2 fw-semibold small">{tile.name}</span>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}

type TabId = 'new' | 'best' | 'sale';

function ProductTabs({ products, loading }: { products: Product[]; loading: boolean }) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<TabId>('new');
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

function Deal({ products }: { products: Product[] }) {
  const { t } = useTranslation('home');
  const deal =
    products.find((p) => p.offerEnd && Date.parse(p.offerEnd) > Date.now()) ??
    products.find((p) => p.discount > 0);
  if (!deal) return null;
  return (
    <section className="deal p-4 p-md-5" aria-labelledby="deal-title">
      <div className="row align-items-center g-4">
        <div className="col-12 col-md-5 text-center">
          {deal.images[0] && (
            <img
              src={deal.images[0]}
              alt={deal.name}
              className="img-fluid"
              style={{ maxHeight: '16rem' }}
              loading="lazy"
            />
          )}
        </div>
        <div className="col-12 col-md-7">
          <p className="hero-kicker text-uppercase small fw-semibold mb-1">{t('deal.kicker')}</p>
          <h2 id="deal-title" className="section-title mb-2">
            {deal.name}
          </h2>
          <PriceTag product={deal} className="product-price fs-4 d-block mb-3" />
          {deal.offerEnd && <Countdown end={deal.offerEnd} />}
          <Link to={`/product/${deal.id}`} className="btn btn-accent mt-3">
            {t('deal.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Banners({ variant }: { variant: HomeVariant }) {
  const { t } = useTranslation('home');
  return (
    <section className="row g-3" aria-label={t('banners.label')}>
      {(['one', 'two'] as const).map((n) => (
        <div key={n} className="col-12 col-md-6">
          <div className="banner h-100 d-flex flex-column justify-content-between">
            <div>
              <p className="small text-uppercase fw-semibold mb-1">{t(`banners.${n}`)}</p>
              <h3 className="h4">{t(`trades.${variant.trade}.banner.${n}`)}</h3>
            </div>
            <Link to={shopLink(variant)} className="btn btn-on-hero btn-sm align-self-start mt-2">
              {t('shopNow')}
            </Link>
          </div>
        </div>
      ))}
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        {t('testimonials.title')}
      </h2>
      <div className="row g-3">
        {(['one', 'two', 'three'] as const).map((n) => (
          <figure key={n} className="col-12 col-md-4 mb-0">
            <div className="p-4 rounded-3 h-100" style={{ background: 'var(--shop-soft)' }}>
              <blockquote className="mb-2">“{t(`testimonials.${n}.quote`)}”</blockquote>
              <figcaption className="small fw-semibold">{t(`testimonials.${n}.who`)}</figcaption>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}

function BlogTeaser() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="blog-title">
      <h2 id="blog-title" className="section-title">
        {t('blog.title')}
      </h2>
      <div className="row g-3">
        {(['one', 'two', 'three'] as const).map((n) => (
          <article key={n} className="col-12 col-md-4">
            <div className="card h-100">
              <div className="card-body">
                <p className="small text-body-secondary mb-1">{t(`blog.${n}.date`)}</p>
                <h3 className="h5 card-title">{t(`blog.${n}.title`)}</h3>
                <Link to="/blog-details-standard" className="stretched-link">
                  {t('blog.read')}
                  <span className="visually-hidden">: {t(`blog.${n}.title`)}</span>
                </Link>
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

function Brands() {
  const { t } = useTranslation('home');
  return (
    <section
      className="brand-strip d-flex flex-wrap justify-content-around gap-3 py-3 border-top border-bottom"
      aria-label={t('brands')}
    >
      {['NORTE', 'ALBA', 'CUMBRE', 'RÍO', 'SOLAR', 'PALMA'].map((b) => (
        <span key={b}>{b}</span>
      ))}
    </section>
  );
}

function Newsletter() {
  const { t, i18n } = useTranslation('home');
  const [state, setState] = useState<'idle' | 'sending' | SubscribeOutcome>('idle');
  return (
    <section
      className="p-4 p-md-5 rounded-4 text-center"
      style={{ background: 'var(--shop-soft)' }}
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="section-title mb-2">
        {t('newsletter.title')}
      </h2>
      <p className="text-body-secondary">{t('newsletter.text')}</p>
      {state === 'subscribed' ? (
        <p role="status" className="fw-semibold mb-0">
          {t('newsletter.thanks')}
        </p>
      ) : (
        <form
          className="d-flex gap-2 justify-content-center flex-wrap"
          onSubmit={async (e) => {
            e.preventDefault();
            if (state === 'sending') return;
            const Email = String(new FormData(e.currentTarget).get('email') ?? '');
            setState('sending');
            setState(await subscribe({ Email, Idioma: isLanguage(i18n.language) ? i18n.language : 'en' }));
          }}
        >
          <label htmlFor="newsletter-email" className="visually-hidden">
            {t('newsletter.email')}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            maxLength={120}
            autoComplete="email"
            className="form-control"
            style={{ maxWidth: '20rem' }}
            placeholder={t('newsletter.email')}
          />
          <button type="submit" className="btn btn-accent" disabled={state === 'sending'}>
            {t('newsletter.subscribe')}
          </button>
          {state === 'refused' && (
            <p role="alert" className="w-100 text-danger small mb-0">
              {t('newsletter.refused')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

/** One home page for every variant: the variant's table entry gives its theme, words and sections. */
export default function HomePage({ variant: id }: { variant: HomeVariantId }) {
  const { t } = useTranslation('home');
  const variant = HOME_VARIANTS[id];
  useDocumentTitle(t(`trades.${variant.trade}.name`));
  // currentData: moving between variants must not show the previous trade's products while the next load.
  const { currentData, isFetching } = useGetHomeProductsQuery(variant.categoriaid);
  const products = currentData ?? [];
  const isLoading = isFetching && currentData === undefined;
  const style = {
    '--shop-hero-from': variant.theme.from,
    '--shop-hero-to': variant.theme.to,
    '--shop-accent': variant.theme.accent,
    '--shop-accent-contrast': variant.theme.contrast,
  } as CSSProperties;
  useEffect(() => {
    if (!variant.theme.onePage) return;
    const html = document.documentElement;
    html.classList.add('onepage-snap');
    return () => html.classList.remove('onepage-snap');
  }, [variant.theme.onePage]);
  const render = (section: Section) => {
    switch (section) {
      case 'hero':
        return <Hero variant={variant} products={products} />;
      case 'features':
        return <Features />;
      case 'categories':
        return <Categories variant={variant} />;
      case 'tabs':
        return <ProductTabs products={products} loading={isLoading} />;
      case 'deal':
        return <Deal products={products} />;
      case 'banners':
        return <Banners variant={variant} />;
      case 'testimonials':
        return <Testimonials />;
      case 'blog':
        return <BlogTeaser />;
      case 'brands':
        return <Brands />;
      case 'newsletter':
        return <Newsletter />;
    }
  };
  return (
    <div
      className={`container py-4 d-flex flex-column gap-5${variant.theme.serif ? ' theme-serif' : ''}`}
      style={style}
      data-variant={id}
    >
      {variant.sections.map((section) => (
        <div key={section} className={variant.theme.onePage ? 'onepage-section' : undefined}>
          {render(section)}
        </div>
      ))}
    </div>
  );
}
