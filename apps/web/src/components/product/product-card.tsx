import { choosesSize } from '@mostrador/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../lib/api';
import { onDemand } from '../../lib/on-demand';
import { useProductActions } from '../../lib/product-actions';
import { useStarted } from '../../lib/use-started';
import { EyeIcon } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import { KeepButtons } from './keep-buttons';
import { PriceTag } from './price-tag';
import { StockState } from './stock-state';

/** The quick view's code loads when a shopper reaches for its button (components/product/quick-view.tsx). */
const QuickView = onDemand(() => import('./quick-view').then((m) => m.QuickView));

/**
 * A product in a grid or a list: image, name, code, price, badges, stock and its actions. `firstScreen`: the
 * card shows on the first screen, so its picture is fetched at once (the first one with high priority: it
 * is the page's largest paint); any other card's picture only once it reaches the screen (LazyImage). Rendered again only when
 * its own props or state change: a page of 24 cards that renders again (its controls enabled once the app
 * has started, say) does not render every card again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  view = 'grid',
  firstScreen,
}: {
  product: Product;
  view?: 'grid' | 'list';
  firstScreen?: 'lead' | 'seen' | undefined;
}) {
  const { t } = useTranslation();
  const actions = useProductActions();
  const [quickView, setQuickView] = useState(false);
  // The quick view needs the app, like the cart, wishlist and compare buttons: disabled until it has started.
  const started = useStarted();
  const href = `/product/${product.id}`;
  return (
    <article className={`product-card ${view}`} aria-labelledby={`product-${product.id}-name`}>
      <div className="product-image">
        <CardPicture href={href} image={product.images[0]} firstScreen={firstScreen} />
        <div className="product-badges">
          {product.discount > 0 && <span className="badge text-bg-danger">-{product.discount}%</span>}
          {product.isNew && <span className="badge text-bg-primary">{t('card.new')}</span>}
        </div>
      </div>
      <div className="product-text p-3 d-flex flex-column flex-grow-1 gap-1">
        <Link to={href} className="product-name" id={`product-${product.id}-name`}>
          {product.name}
        </Link>
        <span className="small text-body-secondary">
          {t('card.code')}: <span className="text-nowrap">{product.code}</span>
        </span>
        {view === 'list' && product.shortDescription && (
          <p className="small mb-1">{product.shortDescription}</p>
        )}
        <PriceTag product={product} />
        <StockState stock={product.stock} />
        <div className="product-actions d-flex gap-1 mt-auto pt-2">
          {choosesSize(product) && product.stock > 0 ? (
            // Its size is chosen on its page: added from here, its line would name none.
            <Link to={href} className="btn btn-primary btn-sm flex-grow-1 text-nowrap">
              {t('card.chooseSize')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm flex-grow-1 text-nowrap"
              disabled={!actions || product.stock <= 0}
              onClick={() => actions?.addToCart(product)}
            >
              {product.stock > 0 ? t('card.addToCart') : t('card.outOfStock')}
            </button>
          )}
          <KeepButtons
            product={product}
            className="btn btn-outline-secondary btn-sm"
            labels={{
              wishlist: t('card.addToWishlist', { name: product.name }),
              compare: t('card.addToCompare', { name: product.name }),
            }}
            iconOnly
          />
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={t('card.quickView', { name: product.name })}
            disabled={!started}
            onClick={() => setQuickView(true)}
            onPointerEnter={QuickView.preload}
            onFocus={QuickView.preload}
          >
            <EyeIcon />
          </button>
        </div>
      </div>
      {quickView && <QuickView product={product} onClose={() => setQuickView(false)} />}
    </article>
  );
});

/** The card's picture, a link to the product: fetched at once on the first screen, else once it is in view. */
function CardPicture({
  href,
  image,
  firstScreen,
}: {
  href: string;
  image: string | undefined;
  firstScreen: 'lead' | 'seen' | undefined;
}) {
  return (
    <Link to={href} tabIndex={-1} aria-hidden="true">
      {image &&
        (firstScreen ? (
          <img
            src={image}
            alt=""
            fetchPriority={firstScreen === 'lead' ? 'high' : undefined}
            width="300"
            height="300"
          />
        ) : (
          <LazyImage src={image} alt="" width="300" height="300" />
        ))}
    </Link>
  );
}

/** The placeholder of a card while products load, in the shape of the cards that will replace it. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: 'grid' | 'list' }) {
  return (
    <div className={`product-card ${view} placeholder-glow`} aria-hidden="true">
      <div className="product-image placeholder w-100" />
      <div className="p-3 product-skeleton-body">
        <span className="placeholder col-9 mb-2" />
        <span className="placeholder col-5 mb-2" />
        <span className="placeholder col-4" />
      </div>
    </div>
  );
}
