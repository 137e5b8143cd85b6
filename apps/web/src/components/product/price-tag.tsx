import type { Product } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';

/** The unit price in the chosen currency, with the list price struck through when discounted. */
export function PriceTag({ product, className = 'product-price' }: { product: Product; className?: string }) {
  const money = useFormatMoney();
  return (
    <span className={className}>
      {money(product.unitPrice)}
      {product.listPrice !== null && <span className="price-old ms-2">{money(product.listPrice)}</span>}
    </span>
  );
}
