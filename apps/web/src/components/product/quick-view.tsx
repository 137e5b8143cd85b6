import { choosesSize } from '@mostrador/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../lib/api';
import { useProductActions } from '../../lib/product-actions';
import { CloseButton } from '../ui/close-button';
import { PriceTag } from './price-tag';
import { StockState } from './stock-state';

/**
 * A product's summary in a modal dialog (Escape, the close button or a click outside closes it). The dialog
 * is closed before it is taken away, so the browser gives focus back to what opened it (the card's "Quick
 * view" button): taken away open, focus fell to the page.
 */
export function QuickView({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useProductActions();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    return () => d?.close?.();
  }, []);
  // Its `close` event (also after Escape) then tells the card.
  const close = () => {
    const d = dialog.current;
    if (d?.open && typeof d.close === 'function') d.close();
    else onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes it with Escape (its close event)
    <dialog
      ref={dialog}
      className="quick-view"
      aria-labelledby={`quick-view-${product.id}`}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) close();
      }}
    >
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <div className="gallery-main">
            {product.images[0] && <img src={product.images[0]} alt={product.name} />}
          </div>
        </div>
        <div className="col-12 col-md-7 d-flex flex-column gap-2">
          <div className="d-flex justify-content-between align-items-start">
            <h2 id={`quick-view-${product.id}`} className="h4 mb-0">
              {product.name}
            </h2>
            <CloseButton label={t('card.close')} onClick={close} />
          </div>
          <span className="small text-body-secondary">
            {t('card.code')}: {product.code} · {t('card.reference')}: {product.reference}
          </span>
          <PriceTag product={product} />
          <StockState stock={product.stock} />
          {product.shortDescription && <p className="mb-1">{product.shortDescription}</p>}
          <div className="d-flex gap-2 mt-auto">
            {!choosesSize(product) && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!actions || product.stock <= 0}
                onClick={() => actions?.addToCart(product)}
              >
                {t('card.addToCart')}
              </button>
            )}
            <Link to={`/product/${product.id}`} className="btn btn-outline-primary" onClick={close}>
              {t('card.details')}
            </Link>
          </div>
        </div>
      </div>
    </dialog>
  );
}
