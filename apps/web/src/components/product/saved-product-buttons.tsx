/**
 * The buttons of a saved product (wishlist row, compare column): add to cart (when the app wires the cart in;
 * disabled without stock) and remove. Both name the product for screen readers.
 */
export function SavedProductButtons<P extends { name: string; stock: number | null }>({
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
  return (
    <>
      {onAddToCart && (
        <button
          type="button"
          className={addClassName ? `btn btn-primary btn-sm ${addClassName}` : 'btn btn-primary btn-sm'}
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
