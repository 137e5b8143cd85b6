import { choosesSize } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type SavedButtonsProduct = {
  id: number;
  name: string;
  stock: number | null;
  variations?: { color: string; size: { name: string; stock: number }[] }[] | undefined;
};

/**
 * The buttons of a saved product (wishlist row, compare column): add to cart (when the app wires the cart in;
 * disabled without stock; for a product in sizes, a link to its page, where the size is chosen) and remove.
 * Both name the product for screen readers.
 */
export function SavedProductButtons<P extends SavedButtonsProduct>({
  product,
  addLabel,
  removeLabel,
  onAddToCart,
  onRemove,
  addClassName,
}: {
  product: P;
  addLabel: string;
  removeLabel: string;
  onAddToCart: ((product: P) => void) | undefined;
  onRemove: () => void;
  /** Added to the add-to-cart button's classes. */
  addClassName?: string;
}) {
  const { t } = useTranslation();
  const className = addClassName ? `btn btn-primary btn-sm ${addClassName}` : 'btn btn-primary btn-sm';
  // In stock and in sizes: it goes into the cart from its page.
  const fromItsPage = choosesSize(product) && (product.stock ?? 0) > 0;
  return (
    <>
      {onAddToCart && fromItsPage && (
        <Link to={`/product/${product.id}`} className={className}>
          {t('card.chooseSize')}
          <span className="visually-hidden"> {product.name}</span>
        </Link>
      )}
      {onAddToCart && !fromItsPage && (
        <button
          type="button"
          className={className}
          disabled={(product.stock ?? 0) <= 0}
          onClick={() => onAddToCart(product)}
        >
          {addLabel}
          <span className="visually-hidden"> {product.name}</span>
        </button>
      )}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
        {removeLabel}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </>
  );
}
