import { clampToStock, priceForQuantity, stockOf, toMajor, variantProduct } from '@mostrador/domain';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KeepButtons } from '../../components/product/keep-buttons';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card';
import { StockState } from '../../components/product/stock-state';
import { PageBanner } from '../../components/ui/page-banner';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { Rating } from '../../components/ui/rating';
import { RetryAlert } from '../../components/ui/retry-alert';
import type { Product, ProductDetail } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle, usePageMeta } from '../../lib/document-title';
import { InTurn } from '../../lib/hydrate-in-turn';
import { useOptionLabels } from '../../lib/option-labels';
import { useProductActions } from '../../lib/product-actions';
import { useGetProductQuery } from './api/get-product';
import { useGetRelatedProductsQuery } from './api/get-related-products';
import { Gallery } from './gallery';
import { PRODUCT_LAYOUTS, type ProductLayoutId } from './product-layouts';
import { TierTable } from './tier-table';
import { VariationPicker } from './variation-picker';
// Tables, pagination and the like: loaded with the pages that use them (styles/pages.scss).
import '../../styles/pages.scss';
import { noticeText } from '../../lib/notify';

function productId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The stock of the chosen size when the product has variations (the cart's own rule); before a size is chosen,
 * the chosen colour's (its sizes' together); else the product's.
 */
function stockFor(product: Product, color: string | null, size: string | null): number {
  const total = stockOf(variantProduct(product, color, size)) ?? 0;
  const sizes = product.variations.find((v) => v.color === color)?.size ?? [];
  if (size !== null || sizes.length === 0) return total;
  return Math.min(
    total,
    sizes.reduce((sum, s) => sum + Math.max(0, s.stock), 0),
  );
}

/**
 * The index in the product's pictures of colour `color`'s own picture (null: the first colour, which the buy
 * box starts with); -1 when it has none among them.
 */
function pictureOf(product: Product | undefined, color: string | null): number {
  const variation =
    color === null ? product?.variations[0] : product?.variations.find((v) => v.color === color);
  return variation && product ? product.images.indexOf(variation.image) : -1;
}

/** The buy box; `onColor`: a colour was chosen (the page then shows that colour's picture). */
function Buy({ product, onColor }: { product: Product; onColor: (color: string | null) => void }) {
  const { t } = useTranslation('product');
  const money = useFormatMoney();
  const actions = useProductActions();
  const [quantity, setQuantity] = useState(1);
  const [choice, setChoice] = useState<{ color: string | null; size: string | null }>({
    color: product.variations[0]?.color ?? null,
    size: null,
  });
  const stock = stockFor(product, choice.color, choice.size);
  // Units of this very colour and size already in the cart: the button then sets that line's quantity.
  const inCart = actions?.inCartLine?.(product.id, choice.color, choice.size) ?? 0;
  useEffect(() => {
    // Within the chosen size's stock; 1 stays on show when none is left (the button is then disabled).
    setQuantity((q) => clampToStock(q, stock).quantity || 1);
  }, [stock]);
  const unit = priceForQuantity(product, quantity);
  const needsSize =
    product.variations.length > 0 &&
    (product.variations.find((v) => v.color === choice.color)?.size.length ?? 0) > 0 &&
    choice.size === null;
  return (
    <div className="d-flex flex-column gap-3">
      {/* The chosen size's own stock once one is chosen: what the quantity may reach. */}
      <StockState stock={stock} />
      {product.variations.length > 0 && (
        <VariationPicker
          variations={product.variations}
          color={choice.color}
          size={choice.size}
          onChange={(next) => {
            if (next.color !== choice.color) onColor(next.color);
            setChoice(next);
          }}
        />
      )}
      <TierTable product={product} quantity={quantity} />
      <div className="d-flex flex-wrap align-items-end gap-3">
        <QuantityStepper
          value={quantity}
          max={stock}
          label={t('quantity')}
          decreaseLabel={t('less')}
          increaseLabel={t('more')}
          commit="typing"
          onSet={(q) => setQuantity(q)}
        />
        <div aria-live="polite">
          <div className="small text-body-secondary">{t('unitPriceFor', { count: quantity })}</div>
          <div className="fw-bold fs-5" data-testid="unit-price">
            {money(unit)}
          </div>
          <div className="small">{t('lineTotal', { total: money(unit, quantity) })}</div>
        </div>
      </div>
      {needsSize && <p className="small text-body-secondary mb-0">{t('chooseSize')}</p>}
      {inCart > 0 && (
        <p className="small mb-0" data-testid="in-cart">
          {t('inCart', { count: inCart })}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          data-testid="add-to-cart"
          disabled={!actions || stock <= 0 || needsSize}
          onClick={() => actions?.addToCart(product, { quantity, color: choice.color, size: choice.size })}
        >
          {stock <= 0 ? t('common:card.outOfStock') : inCart > 0 ? t('updateCart') : t('addToCart')}
        </button>
        <KeepButtons
          product={product}
          className="btn btn-outline-secondary"
          labels={{ wishlist: t('addToWishlist'), compare: t('addToCompare') }}
        />
      </div>
    </div>
  );
}

function Description({ product, html }: { product: ProductDetail; html: string }) {
  const { t } = useTranslation('product');
  const label = useOptionLabels();
  const safe = useMemo(
    () =>
      // On the server (no DOM for DOMPurify) only the description the API sanitised is rendered.
      typeof DOMPurify.sanitize === 'function' ? DOMPurify.sanitize(html || product.fullDescription) : html,
    [html, product.fullDescription],
  );
  return (
    <div className="row g-4">
      <section className="col-12 col-lg-8">
        <h2 className="h4">{t('description')}</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify */}
        <div className="product-description" dangerouslySetInnerHTML={{ __html: safe }} />
      </section>
      <section className="col-12 col-lg-4">
        <h2 className="h4">{t('details')}</h2>
        <dl className="row small mb-0">
          <dt className="col-5">{t('code')}</dt>
          <dd className="col-7">{product.code}</dd>
          <dt className="col-5">{t('reference')}</dt>
          <dd className="col-7">{product.reference}</dd>
          {product.dimensions && (
            <>
              <dt className="col-5">{t('dimensions')}</dt>
              <dd className="col-7">{product.dimensions}</dd>
            </>
          )}
          {product.tags.length > 0 && (
            <>
              <dt className="col-5">{t('tags')}</dt>
              <dd className="col-7">{product.tags.map(label.tag).join(', ')}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}

function Related({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { data } = useGetRelatedProductsQuery({ categoriaid: product.categoryId, exclude: product.id });
  return (
    <section className="mt-5" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {t('related')}
      </h2>
      <div className="row g-3">
        {(data ?? [null, null, null, null]).map((p, i) => (
          <InTurn key={p?.id ?? `s${i}`} turn={`related-${p?.id ?? `s${i}`}`}>
            <div className="col-6 col-md-3">{p ? <ProductCard product={p} /> : <ProductCardSkeleton />}</div>
          </InTurn>
        ))}
      </div>
    </section>
  );
}

/**
 * The page's shape while the product loads. Its own component on purpose: under preact/compat a bare `<div>`
 * here was reused as the loaded page's container, which Chromium then counted as a layout shift (CLS 0.93).
 */
function ProductPageSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div className="placeholder-glow" aria-busy="true">
      <div className="page-banner">
        <div className="container">
          <span className="placeholder col-6" style={{ height: '2rem' }} />
          <span className="placeholder col-3 d-block mt-2" />
        </div>
      </div>
      <div className="container">
        <span className="visually-hidden">{t('common:loading')}</span>
        <div className="row g-4">
          <div className="col-md-6">
            <div className="gallery-main placeholder w-100" />
          </div>
          <div className="col-md-6">
            <span className="placeholder col-8 mb-3" style={{ height: '2rem' }} />
            <span className="placeholder col-4 mb-3" />
            <span className="placeholder col-6" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The product's code and reference, rating, price and short description, above the buy box. */
function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  return (
    <div className="d-flex flex-column gap-2 mb-3">
      <span className="small text-body-secondary">
        {t('code')}: <strong>{product.code}</strong> · {t('reference')}: <strong>{product.reference}</strong>
      </span>
      {product.rating !== null && (
        <Rating value={product.rating} label={t('rating', { value: product.rating })} />
      )}
      <div className="d-flex align-items-baseline gap-2">
        <span className="product-price fs-3 fw-bold text-primary" data-testid="base-price">
          <BasePrice product={product} />
        </span>
        {product.discount > 0 && <span className="badge text-bg-danger">-{product.discount}%</span>}
      </div>
      {product.shortDescription && <p className="mb-0">{product.shortDescription}</p>}
    </div>
  );
}

/** The product page behind the six product layouts; it reloads when the id in the address changes. */
export default function ProductPage({ layout }: { layout: ProductLayoutId }) {
  const { t } = useTranslation('product');
  const id = productId(useParams().id);
  const shape = PRODUCT_LAYOUTS[layout];
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  const product = query.data?.product;
  // The picture on show: a thumbnail pressed or the chosen colour's, for this load of this product (a reload
  // starts the buy box again at the first colour), else the first colour's.
  const loaded = query.fulfilledTimeStamp;
  const [shown, setShown] = useState<{ id: number | null; loaded: number | undefined; picture: number }>();
  const picture =
    shown?.id === id && shown.loaded === loaded ? shown.picture : Math.max(0, pictureOf(product, null));
  const show = (index: number) => {
    if (index >= 0) setShown({ id, loaded, picture: index });
  };
  const error = query.error && 'msj' in query.error ? query.error : null;
  const notFound = id === null || error?.status === 404;
  useDocumentTitle(product?.name ?? t('title'));
  usePageMeta(product ? productMeta(product) : { notFound });
  if (notFound) {
    return (
      <div className="container py-5 text-center">
        <h1 className="h3">{t('notFound')}</h1>
        <Link to="/shop-grid-standard" className="btn btn-primary mt-3">
          {t('backToShop')}
        </Link>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container py-5">
        <RetryAlert
          message={error?.msj ? noticeText(error.msj) : t('error')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!product || query.isFetching) {
    return <ProductPageSkeleton />;
  }
  return (
    <>
      <PageBanner
        title={product.name}
        label={t('common:breadcrumb')}
        crumbs={[
          { label: t('common:menu.home'), to: '/' },
          { label: t('common:menu.shop'), to: '/shop-grid-standard' },
          { label: product.name },
        ]}
      />
      <div className="container" data-layout={layout}>
        <div className="row g-4 g-lg-5">
          <InTurn turn="product-gallery">
            <div className="col-12 col-md-6">
              <div className={layout === 'product-fixed-image' ? 'sticky-column' : undefined}>
                <Gallery
                  images={product.images}
                  name={product.name}
                  kind={shape.gallery}
                  current={picture}
                  onCurrent={show}
                />
              </div>
            </div>
          </InTurn>
          <InTurn turn="product-buy">
            <div className="col-12 col-md-6">
              <div className={layout === 'product-sticky' ? 'sticky-column' : 'd-flex flex-column gap-3'}>
                <ProductSummary product={product} />
                <Buy
                  key={product.id}
                  product={product}
                  onColor={(color) => show(pictureOf(product, color))}
                />
              </div>
            </div>
          </InTurn>
        </div>
        <InTurn turn="product-description">
          <div className="mt-5">
            <Description product={product} html={query.data?.html ?? ''} />
          </div>
        </InTurn>
        <Related product={product} />
      </div>
    </>
  );
}

/** What a search engine or a share shows of the product: its description, picture, and schema.org Product. */
function productMeta(product: Product) {
  return {
    description: product.shortDescription || product.name,
    ...(product.images[0] ? { image: product.images[0] } : {}),
    type: 'product' as const,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.code,
      ...(product.shortDescription ? { description: product.shortDescription } : {}),
      ...(product.images.length > 0 ? { image: product.images } : {}),
      offers: {
        '@type': 'Offer',
        // The price the page shows, in the store's currency (USD).
        price: toMajor(product.unitPrice).toFixed(2),
        priceCurrency: 'USD',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

function BasePrice({ product }: { product: Product }) {
  const money = useFormatMoney();
  return (
    <>
      {money(product.unitPrice)}
      {product.listPrice !== null && <span className="price-old ms-2">{money(product.listPrice)}</span>}
    </>
  );
}
