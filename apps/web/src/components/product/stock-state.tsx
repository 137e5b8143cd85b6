import { useTranslation } from 'react-i18next';

/** In stock with the units there are, or out of stock. */
export function StockState({ stock }: { stock: number }) {
  const { t } = useTranslation();
  return stock > 0 ? (
    <span className="stock-in small fw-semibold">{t('card.inStock', { count: stock })}</span>
  ) : (
    <span className="stock-out small fw-semibold">{t('card.outOfStock')}</span>
  );
}
