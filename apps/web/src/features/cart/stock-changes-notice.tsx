import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../components/ui/close-button';
import { currentStockChanges, forgetStockChanges, onStockChanges } from './stock-changes';

/**
 * What the stock changed in the cart when it was re-priced: each line lowered or removed, by name (the toast
 * "Item modificado en el carrito" alone did not say which, and a line removed left only an empty cart). Shown
 * by the cart page and the checkout until closed (or the cart is ordered or cleared).
 */
export function StockChangesNotice({ className }: { className?: string }) {
  const { t } = useTranslation('cart');
  const changes = useSyncExternalStore(onStockChanges, currentStockChanges, currentStockChanges);
  if (changes.length === 0) return null;
  return (
    <div className={className}>
      <div className="alert alert-warning mb-0 d-flex gap-2" role="status" data-testid="stock-changes">
        <div className="flex-grow-1">
          <p className="fw-semibold mb-1">{t('stockChanged')}</p>
          <ul className="mb-0 ps-3">
            {changes.map(({ line, quantity }) => {
              const name = [line.product.name, line.selectedProductColor, line.selectedProductSize]
                .filter(Boolean)
                .join(' · ');
              return (
                <li key={line.cartItemId}>
                  {quantity === 0
                    ? t('stockRemoved', { name })
                    : t('stockLowered', { name, count: quantity, from: line.quantity })}
                </li>
              );
            })}
          </ul>
        </div>
        <CloseButton label={t('stockChangedClose')} onClick={forgetStockChanges} />
      </div>
    </div>
  );
}
